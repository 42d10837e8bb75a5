/**
 * Payroll imports' items (docs/data-model.md PI1–PI4; docs/decisions/0036-payroll-imports.md). An
 * import, its rows' outcomes and its chunks' marks share the import's partition, so the summary is
 * one Query; the imports list reads GSI1 (all, by date) or GSI2 (a company's, by date); a file's
 * SHA-256 per company is an item of its own, put with a condition, so one file is imported once.
 */
import * as z from 'zod/mini';
import { IMPORT_STATUSES, ROW_STATUSES, ZImportCountsSchema, ZReasonParams } from '../../../shared/payroll/imports.schema.js';
import { defineEntity } from '../../core/entity.js';

const ZStoredImportSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  file: z.object({ id: z.string(), fileName: z.string(), sha256: z.string() }),
  status: z.enum(IMPORT_STATUSES),
  failure: z.optional(z.string()),
  /** The failure as a code and params (shared/payroll/import-reasons.ts), when the portal knows why. */
  failureCode: z.optional(z.string()),
  failureParams: ZReasonParams,
  counts: ZImportCountsSchema,
  chunksTotal: z.number(),
  chunksDone: z.number(),
  notify: z.boolean(),
  generateInvoices: z.boolean(),
  invoiceDate: z.optional(z.string()),
  holdSharePercent: z.number(),
  replaces: z.optional(z.string()),
  replacedBy: z.optional(z.string()),
  invoiceIds: z.optional(z.array(z.string())),
  updatedAt: z.string(),
});
export type TStoredImport = z.output<typeof ZStoredImportSchema>;

/** PI1. An import: by id; all imports by date on GSI1, a company's on GSI2. */
export const PayrollImportEntity = defineEntity({
  name: 'PayrollImport',
  schema: ZStoredImportSchema,
  key: (a: { id: string }) => ({ PK: `PAYIMPORT#${a.id}`, SK: 'IMPORT' }),
  keyOf: (i) => ({ id: i.id }),
  indexes: (i) => ({
    GSI1PK: 'PAYIMPORTS',
    GSI1SK: `${i.createdAt}#${i.id}`,
    GSI2PK: `PAYIMPORTS#${i.companyId}`,
    GSI2SK: `${i.createdAt}#${i.id}`,
  }),
});

/** PI2. A file imported for a company, by its SHA-256: put with attribute_not_exists (or moved to a re-import on the import it replaces). */
export const ImportFileEntity = defineEntity({
  name: 'PayrollImportFile',
  schema: z.object({ companyId: z.string(), sha256: z.string(), importId: z.string(), createdAt: z.string() }),
  key: (a: { companyId: string; sha256: string }) => ({ PK: `PAYIMPSHA#${a.companyId}`, SK: a.sha256 }),
  keyOf: (f) => ({ companyId: f.companyId, sha256: f.sha256 }),
});

export const rowSk = (rowNumber: number) => `ROW#${String(rowNumber).padStart(6, '0')}`;

/** PI3. A row's outcome, written once (attribute_not_exists), in the same transaction as its record. */
export const ImportRowEntity = defineEntity({
  name: 'PayrollImportRow',
  schema: z.object({
    importId: z.string(),
    rowNumber: z.number(),
    status: z.enum(ROW_STATUSES),
    column: z.optional(z.string()),
    reason: z.optional(z.string()),
    /** The reason's code and params (shared/payroll/import-reasons.ts), for the web to word. */
    code: z.optional(z.string()),
    params: ZReasonParams,
    payrollId: z.optional(z.string()),
    employmentId: z.optional(z.string()),
  }),
  key: (a: { importId: string; rowNumber: number }) => ({ PK: `PAYIMPORT#${a.importId}`, SK: rowSk(a.rowNumber) }),
  keyOf: (r) => ({ importId: r.importId, rowNumber: r.rowNumber }),
});

/** PI4. A chunk written: marked once, with the import's progress, in one audited transaction. */
export const ImportChunkEntity = defineEntity({
  name: 'PayrollImportChunk',
  schema: z.object({ importId: z.string(), chunk: z.number(), written: z.number(), held: z.number(), rejected: z.number(), at: z.string() }),
  key: (a: { importId: string; chunk: number }) => ({ PK: `PAYIMPORT#${a.importId}`, SK: `CHUNK#${String(a.chunk).padStart(4, '0')}` }),
  keyOf: (c) => ({ importId: c.importId, chunk: c.chunk }),
});

/**
 * PI5. A payroll record claimed for invoicing by one generation: put with attribute_not_exists (or
 * taken over from a generation that failed or whose invoice was voided), so a record is on at most
 * one invoice that is not voided, as billing's service logs are.
 */
export const ImportClaimEntity = defineEntity({
  name: 'PayrollImportClaim',
  schema: z.object({ importId: z.string(), payrollId: z.string(), generationId: z.string(), payDate: z.string() }),
  key: (a: { importId: string; payrollId: string }) => ({ PK: `PAYIMPORT#${a.importId}`, SK: `CLAIM#${a.payrollId}` }),
  keyOf: (c) => ({ importId: c.importId, payrollId: c.payrollId }),
});

/** PI6. One invoice generation of an import: its selection (an S3 object), its claims counted, its invoice. */
export const ImportGenerationEntity = defineEntity({
  name: 'PayrollImportGeneration',
  schema: z.object({
    importId: z.string(),
    generationId: z.string(),
    selectionKey: z.string(),
    invoiceDate: z.string(),
    status: z.enum(['CLAIMING', 'ISSUED', 'EMPTY', 'FAILED']),
    claimed: z.number(),
    runs: z.number(),
    /** The claimed records' first and last pay dates: the span the invoice's lines cover. */
    firstPayDate: z.optional(z.string()),
    lastPayDate: z.optional(z.string()),
    invoiceId: z.optional(z.string()),
    payeeId: z.optional(z.string()),
    failure: z.optional(z.string()),
    createdAt: z.string(),
  }),
  key: (a: { importId: string; generationId: string }) => ({ PK: `PAYIMPORT#${a.importId}`, SK: `GEN#${a.generationId}` }),
  keyOf: (g) => ({ importId: g.importId, generationId: g.generationId }),
});

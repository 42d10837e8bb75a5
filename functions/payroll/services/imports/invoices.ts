/**
 * Generate Invoices for an import (spec 001 §7 'POST imports/invoices'; §5 'Please select at least
 * one payroll record'; docs/decisions/0036-payroll-imports.md): the GenerateInvoices workflow claims
 * the selected records, then the billing domain issues one invoice from the firm's billing workspace
 * to the company, priced from the firm's catalogue (a per-paystub service and a per-run service).
 *
 * The generation's id is a hash of the import and the sorted selection, so the same records asked
 * twice are one generation, one execution and one invoice. A record already claimed by another
 * generation is left out, unless that generation failed or its invoice was voided.
 */
import { createHash } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type TPayrollImport } from '../../../../shared/payroll/imports.schema.js';
import { AppError, notFound } from '../../../core/errors.js';
import { ddb } from '../../../core/ddb.js';
import { queryAll } from '../../../core/entity.js';
import type { TRequestContext } from '../../../core/http.js';
import { putObject, readPdf } from '../../../core/s3.js';
import { startWorkflow } from '../../../core/workflows.js';
import { providerBilling, recordEngagementLogs } from '../../../billing/services/engagements.js';
import { invoiceSummary, issueEngagementInvoice } from '../../../billing/services/issue-invoice.js';
import { ImportClaimEntity, ImportGenerationEntity, ImportRowEntity, PayrollImportEntity, type TStoredImport } from '../../data/imports.entities.js';
import { PaystubEntity } from '../../data/payroll.entities.js';
import { assertStaff } from './start.js';
import { stepContext } from './steps.js';
import { importView } from './views.js';

const todayInNewYork = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const CLAIMS_AT_ONCE = 8;
const DUE_DAYS = 7;

interface TSelection {
  records: { payrollId: string; employmentId: string; payDate: string }[];
}

/** The import's records that may be invoiced: written (not held), not voided. */
async function invoiceable(imp: TStoredImport) {
  const rows = (await queryAll(ImportRowEntity, { pk: `PAYIMPORT#${imp.id}`, skBeginsWith: 'ROW#', consistent: true }, 50_000)).filter((r) => r.status === 'WRITTEN');
  const stubs = await PaystubEntity.getMany(rows.map((r) => ({ payrollId: r.payrollId!, employmentId: r.employmentId!, source: 'PAYCHECK' })), { consistent: true });
  return stubs.filter((s) => !s.voided && !s.held).map((s) => ({ payrollId: s.payrollId, employmentId: s.employmentId, payDate: s.payDate }));
}

/** Records the selection and starts its workflow (named by the generation: asked twice, run once). */
async function generate(imp: TStoredImport, records: TSelection['records'], invoiceDate: string): Promise<string> {
  const sorted = [...records].sort((a, b) => a.payrollId.localeCompare(b.payrollId));
  const generationId = createHash('sha256').update(`${imp.id}|${sorted.map((r) => r.payrollId).join(',')}`).digest('hex').slice(0, 32);
  const selectionKey = `ws/${imp.companyId}/imports/${imp.id}/generation-${generationId}.json`;
  const existing = await ImportGenerationEntity.get({ importId: imp.id, generationId }, { consistent: true });
  if (!existing || existing.status === 'FAILED') {
    await putObject(selectionKey, new TextEncoder().encode(JSON.stringify({ records: sorted } satisfies TSelection)), 'application/json');
    const ctx = stepContext(imp, 'PAYROLL_IMPORT_INVOICES_REQUESTED', { generationId, records: sorted.length, invoiceDate });
    await ctx.transact([
      ImportGenerationEntity.putOp({ importId: imp.id, generationId, selectionKey, invoiceDate, status: 'CLAIMING', claimed: 0, runs: 0, createdAt: new Date().toISOString() }, existing ? {} : { ifNotExists: true }),
    ]).catch((error: unknown) => {
      if ((error as Error).name !== 'TransactionCanceledException') throw error; // the same generation, asked at the same moment
    });
  }
  await startWorkflow('generateInvoices', existing?.status === 'FAILED' ? `${generationId}-${Date.now()}` : generationId, { importId: imp.id, generationId });
  return generationId;
}

/** The route: staff generate invoices for the selected records of a completed import. */
export async function startGeneration(input: { id: string; payrollIds: string[]; invoiceDate?: string }, ctx: TRequestContext): Promise<TPayrollImport> {
  assertStaff(ctx);
  const imp = await PayrollImportEntity.get({ id: input.id }, { consistent: true });
  if (!imp) throw notFound('id');
  if (imp.status !== 'COMPLETED') throw new AppError('invalid_state', { param: 'id', message: 'Invoices are generated for a completed import' });
  if (!input.payrollIds.length) throw new AppError('invalid_request', { param: 'payrollIds', message: 'Please select at least one payroll record' });
  const open = new Map((await invoiceable(imp)).map((r) => [r.payrollId, r]));
  const chosen = [...new Set(input.payrollIds)].map((id) => open.get(id));
  if (chosen.some((r) => !r)) throw new AppError('invalid_request', { param: 'payrollIds', message: 'A selected record is held, voided or not of this import' });
  ctx.audit.actingFor = imp.companyId;
  const generationId = await generate(imp, chosen as TSelection['records'], input.invoiceDate ?? todayInNewYork());
  Object.assign(ctx.audit.props, { importId: imp.id, generationId, records: chosen.length });
  await ctx.recordAudit();
  return withInvoices(imp);
}

/** The import workflow's last step when the import asked for invoices: every invoiceable record. */
export async function generateForImport(input: { importId: string }) {
  const imp = await PayrollImportEntity.get({ id: input.importId }, { consistent: true });
  if (!imp) throw notFound('importId');
  const records = await invoiceable(imp);
  if (!records.length) return { importId: imp.id, generationId: null };
  return { importId: imp.id, generationId: await generate(imp, records, imp.invoiceDate ?? todayInNewYork()) };
}

async function generationOf(importId: string, generationId: string) {
  const g = await ImportGenerationEntity.get({ importId, generationId }, { consistent: true });
  if (!g) throw Object.assign(new Error(`Generation ${generationId} not found`), { name: 'GenerationNotFound' });
  return g;
}

/** Whether a claim of another generation may be taken over: that generation failed, or its invoice was voided. */
async function released(importId: string, generationId: string): Promise<boolean> {
  const other = await ImportGenerationEntity.get({ importId, generationId }, { consistent: true });
  if (!other || other.status === 'FAILED') return true;
  if (!other.invoiceId || !other.payeeId) return false;
  return (await invoiceSummary(other.payeeId, other.invoiceId))?.status === 'VOIDED';
}

/** GenerateInvoices step 1: each selected record claimed for this generation, or left to the generation that holds it. */
export async function claimRecords(input: { importId: string; generationId: string }) {
  const g = await generationOf(input.importId, input.generationId);
  const { records } = JSON.parse(new TextDecoder().decode(await readPdf(g.selectionKey))) as TSelection;
  const mine: TSelection['records'] = [];
  let next = 0;
  const claim = async (r: TSelection['records'][number]) => {
    const item = { importId: g.importId, payrollId: r.payrollId, generationId: g.generationId, payDate: r.payDate };
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: [ImportClaimEntity.putOp(item, { condition: 'attribute_not_exists(PK) OR #g = :g', names: { '#g': 'generationId' }, values: { ':g': g.generationId } })] }));
      return true;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const held = await ImportClaimEntity.get({ importId: g.importId, payrollId: r.payrollId }, { consistent: true });
      if (!held || !(await released(g.importId, held.generationId))) return false;
      await ddb.send(new TransactWriteCommand({ TransactItems: [ImportClaimEntity.putOp(item, { condition: '#g = :old', names: { '#g': 'generationId' }, values: { ':old': held.generationId } })] })).catch(() => undefined);
      return (await ImportClaimEntity.get({ importId: g.importId, payrollId: r.payrollId }, { consistent: true }))?.generationId === g.generationId;
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(CLAIMS_AT_ONCE, records.length) }, async () => {
      while (next < records.length) {
        const r = records[next++]!;
        if (await claim(r)) mine.push(r);
      }
    }),
  );
  const runs = new Set(mine.map((r) => r.payDate)).size;
  const payDates = mine.map((r) => r.payDate).sort();
  const imp = (await PayrollImportEntity.get({ id: g.importId }, { consistent: true }))!;
  const ctx = stepContext(imp, 'PAYROLL_IMPORT_RECORDS_CLAIMED', { generationId: g.generationId, claimed: mine.length, runs });
  await ctx.transact([
    ImportGenerationEntity.updateOp({ importId: g.importId, generationId: g.generationId }, { set: { claimed: mine.length, runs, ...(mine.length ? { firstPayDate: payDates[0], lastPayDate: payDates.at(-1) } : { status: 'EMPTY' as const }) } }),
  ]);
  return { importId: g.importId, generationId: g.generationId, claimed: mine.length };
}

/** GenerateInvoices step 2: the logs and the invoice, through billing's own services; the import keeps its reference. */
export async function issueInvoice(input: { importId: string; generationId: string }) {
  const g = await generationOf(input.importId, input.generationId);
  const imp = (await PayrollImportEntity.get({ id: g.importId }, { consistent: true }))!;
  const firm = await providerBilling();
  const ctx = stepContext(imp, 'PAYROLL_IMPORT_INVOICED', { generationId: g.generationId });
  const key = `PI${g.generationId.slice(0, 24).toUpperCase()}`;
  const serviceLogIds = await recordEngagementLogs(
    {
      key, payeeId: firm.workspaceId, payerId: imp.companyId, date: g.invoiceDate,
      // The lines cover the pay dates billed (a log of more than one unit names its span).
      startAt: `${g.firstPayDate ?? g.invoiceDate}T00:00:00.000Z`, endAt: `${g.lastPayDate ?? g.invoiceDate}T23:59:59.000Z`,
      lines: [
        { serviceId: firm.perPaystubServiceId, quantity: g.claimed, description: `Payroll import ${imp.file.fileName}: ${g.claimed} paystubs` },
        { serviceId: firm.perRunServiceId, quantity: g.runs, description: `Payroll import ${imp.file.fileName}: ${g.runs} pay dates` },
      ],
    },
    stepContext(imp, 'SERVICE_LOG_CREATED', { generationId: g.generationId }),
  );
  const invoice = await issueEngagementInvoice({ invoiceId: key, payeeId: firm.workspaceId, payerId: imp.companyId, serviceLogIds, invoiceDate: g.invoiceDate, dueDays: DUE_DAYS }, ctx);
  await stepContext(imp, 'PAYROLL_IMPORT_INVOICE_RECORDED', { generationId: g.generationId, invoiceId: invoice.id }).transact([
    ImportGenerationEntity.updateOp({ importId: g.importId, generationId: g.generationId }, { set: { status: 'ISSUED', invoiceId: invoice.id, payeeId: firm.workspaceId } }),
  ]);
  return { importId: g.importId, generationId: g.generationId, invoiceId: invoice.id };
}

/** GenerateInvoices' catch: the generation FAILED, its claims free for another try. */
export async function failGeneration(input: { importId: string; generationId: string; cause?: string }) {
  const imp = (await PayrollImportEntity.get({ id: input.importId }, { consistent: true }))!;
  const failure = (input.cause ?? 'The invoice generation stopped').slice(0, 500);
  await stepContext(imp, 'PAYROLL_IMPORT_INVOICES_FAILED', { generationId: input.generationId, failure }).transact([
    ImportGenerationEntity.updateOp({ importId: input.importId, generationId: input.generationId }, { set: { status: 'FAILED', failure } }),
  ]);
  return { importId: input.importId, generationId: input.generationId, status: 'FAILED' };
}

/** The import's generations, each with the invoice it issued as billing holds it now (paid, voided…). */
async function generationInvoices(importId: string) {
  const generations = await queryAll(ImportGenerationEntity, { pk: `PAYIMPORT#${importId}`, skBeginsWith: 'GEN#' }, 1_000);
  return Promise.all(generations.map(async (g) => ({ g, invoice: g.invoiceId && g.payeeId ? await invoiceSummary(g.payeeId, g.invoiceId) : undefined })));
}

/** The import with its invoices as billing holds them now (paid and voided ones show so). */
export async function withInvoices(imp: TStoredImport): Promise<TPayrollImport> {
  const invoices = (await generationInvoices(imp.id)).flatMap(({ g, invoice: i }) =>
    i ? [{ id: i.id, reference: g.invoiceId!, invoiceNumber: i.invoiceNumber ?? 0, total: i.totalCents, status: i.status, ...(i.documentId ? { document: { id: i.documentId, fileName: i.documentName ?? '' } } : {}) }] : [],
  );
  return { ...importView(imp), invoices };
}

/**
 * Each record on a live invoice of the import (its claim's generation issued, the invoice not
 * voided), by payroll id: the records list marks them, and Generate Invoices offers the rest.
 */
export async function invoicedRecords(importId: string): Promise<Map<string, string>> {
  const [claims, generations] = await Promise.all([queryAll(ImportClaimEntity, { pk: `PAYIMPORT#${importId}`, skBeginsWith: 'CLAIM#' }, 50_000), generationInvoices(importId)]);
  const live = new Map(generations.flatMap(({ g, invoice }) => (g.status === 'ISSUED' && invoice && invoice.status !== 'VOIDED' ? [[g.generationId, invoice.id] as const] : [])));
  return new Map(claims.flatMap((c) => (live.has(c.generationId) ? [[c.payrollId, live.get(c.generationId)!] as const] : [])));
}

import type * as z from 'zod/mini';
import type { TSystemCode } from '../../../shared/core/errors.js';
import {
  parseCompanyRow,
  parseEmploymentRow,
  type TRowParse,
  type TRowProblem,
  tally,
  type TUploadRowResult,
  type TUploadRowsResponse,
  type ZCompanyRowsRequestSchema,
  type ZEmploymentRowsRequestSchema,
} from '../../../shared/uploads/uploads.schema.js';
import { partyForWorkspace, type TAuditScope } from '../../core/audit.js';
import { AppError } from '../../core/errors.js';
import { contextWithAudit, type TRequestContext } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { EmailClaimEntity, UserEntity } from '../../identity/data/identity.entities.js';
// The single-record services: every rule of 'Create company' and 'Create employment' holds per row.
import { companyIdForEin } from '../../workforce/services/contractor-company.js';
import { createCompany } from '../../workforce/services/create-company.js';
import { createEmployment } from '../../workforce/services/employments.js';

type TBatch = { fileName: string; fileSha256: string; rows: ({ rowNumber: number } & Record<string, unknown>)[] };

/**
 * The context one row's record is created with: the caller's, but with an audit scope of its own
 * (the record's event — COMPANY_CREATED, EMPLOYMENT_CREATED — written in the record's transaction,
 * on the company's trail, as acting for it) and, for an employment, the employer as the workspace,
 * which is how the employment service knows its company. The batch's own event stays on `ctx`.
 */
function rowContext(ctx: TRequestContext, event: string, row: number, batch: TBatch, companyId?: string): TRequestContext {
  const audit: TAuditScope = {
    event,
    route: ctx.audit.route,
    correlationId: ctx.correlationId,
    sourceIp: ctx.audit.sourceIp,
    producer: ctx.audit.producer,
    ...(companyId ? { consumer: partyForWorkspace(companyId), actingFor: companyId } : {}),
    props: { upload: { fileName: batch.fileName, fileSha256: batch.fileSha256, rowNumber: row } },
    recorded: false,
  };
  return contextWithAudit({ ...ctx, workspaceId: companyId, actingForClient: companyId !== undefined }, audit);
}

const problem = (systemCode: TSystemCode, field: string | undefined, message: string): TRowProblem => ({
  systemCode,
  ...(field ? { field } : {}),
  message,
});

/** A service's refusal as a row problem; its `param` (`details.email`) named as the sheet's column. */
function problemOfError(error: AppError): TRowProblem {
  const field = error.param?.split('.').pop();
  return problem(error.systemCode, field === 'rateCents' ? 'rate' : field, error.message);
}

/**
 * Runs each row in order (rows of one file may name the same company or person: the second is then
 * `exists`), each in its own transaction, so one bad row stops nothing. A refusal is that row's
 * error; `existsCode` (the record's uniqueness claim) is `exists`. An unexpected failure is logged
 * and reported as that row's internal_error rather than failing the rows already created.
 */
async function eachRow<T>(
  batch: TBatch,
  ctx: TRequestContext,
  parse: (cells: Record<string, unknown>) => TRowParse<T>,
  create: (value: T, rowNumber: number) => Promise<TUploadRowResult>,
  onRefusal: (value: T, error: AppError, rowNumber: number) => Promise<TUploadRowResult | undefined>,
): Promise<TUploadRowsResponse> {
  const results: TUploadRowResult[] = [];
  for (const { rowNumber, ...cells } of batch.rows) {
    const parsed = parse(cells);
    if (!parsed.ok) {
      results.push({ rowNumber, status: 'error', ...parsed.problem });
      continue;
    }
    try {
      results.push(await create(parsed.value, rowNumber));
    } catch (error) {
      if (error instanceof AppError) {
        results.push((await onRefusal(parsed.value, error, rowNumber)) ?? { rowNumber, status: 'error', ...problemOfError(error) });
      } else {
        logger.error('Upload row failed', { error, rowNumber, correlationId: ctx.correlationId });
        results.push({ rowNumber, status: 'error', ...problem('internal_error', undefined, 'An error has occurred. Please contact to system administrator.') });
      }
    }
  }
  const counts = tally(results);
  Object.assign(ctx.audit.props, {
    fileName: batch.fileName,
    fileSha256: batch.fileSha256,
    rows: results.length,
    ...counts,
    firstRow: batch.rows[0]?.rowNumber,
    lastRow: batch.rows.at(-1)?.rowNumber,
    errorRows: results.filter((r) => r.status === 'error').map((r) => ({ rowNumber: r.rowNumber, systemCode: r.systemCode, field: r.field })),
  });
  return { results, ...counts };
}

/**
 * The owner a row names: the account with that email, which must be a client's (a person), not a
 * provider employee's. No email: no owner (staff manage the company).
 */
async function ownerFor(email: string | undefined): Promise<{ userId: string; email: string } | null> {
  if (!email) return null;
  const claim = await EmailClaimEntity.get({ email }, { consistent: true });
  const user = claim ? await UserEntity.get({ userId: claim.userId }) : undefined;
  if (!user) throw new AppError('email_not_found', { param: 'ownerEmail' });
  if (user.staff || !user.personId) {
    throw new AppError('invalid_request', { param: 'ownerEmail', message: 'A provider employee cannot own a client company' });
  }
  return { userId: user.userId, email: user.email };
}

/**
 * Companies from a batch of rows: each is 'Create company' (EIN claim, profile, directory entry,
 * COMPANY_CREATED on the new company's trail), owned by the person of `ownerEmail` or by nobody.
 * An EIN some company holds already (40010) is `exists` with that company's id.
 */
export async function uploadCompanyRows(body: z.output<typeof ZCompanyRowsRequestSchema>, ctx: TRequestContext): Promise<TUploadRowsResponse> {
  return eachRow(
    body,
    ctx,
    parseCompanyRow,
    async ({ request, ownerEmail }, rowNumber) => {
      const owner = await ownerFor(ownerEmail);
      const company = await createCompany(request, rowContext(ctx, 'COMPANY_CREATED', rowNumber, body), owner);
      return { rowNumber, status: 'created', id: company.id };
    },
    async ({ request }, error, rowNumber) => {
      if (error.systemCode !== 40010) return undefined;
      const id = await companyIdForEin(request.ein);
      return { rowNumber, status: 'exists', ...(id ? { id } : {}) };
    },
  );
}

/**
 * Employments from a batch of rows: the employer is the company holding `employerEin`
 * (company_not_found otherwise), and each row is 'Create employment' in that company, as staff
 * acting for it. The same person employed by the same company with the same type (40037, the
 * employment claim) is `exists`, so uploading a file again creates nothing.
 */
export async function uploadEmploymentRows(
  body: z.output<typeof ZEmploymentRowsRequestSchema>,
  ctx: TRequestContext,
): Promise<TUploadRowsResponse> {
  const employers = new Map<string, Promise<string | undefined>>();
  return eachRow(
    body,
    ctx,
    parseEmploymentRow,
    async ({ employerEin, request }, rowNumber) => {
      if (!employers.has(employerEin)) employers.set(employerEin, companyIdForEin(employerEin));
      const companyId = await employers.get(employerEin);
      if (!companyId) throw new AppError('company_not_found', { param: 'employerEin' });
      const employment = await createEmployment(request, rowContext(ctx, 'EMPLOYMENT_CREATED', rowNumber, body, companyId));
      return { rowNumber, status: 'created', id: employment.id };
    },
    async (_value, error, rowNumber) => (error.systemCode === 40037 ? { rowNumber, status: 'exists' } : undefined),
  );
}

/**
 * Paystubs (spec 000 §3 Paystub filter; spec 001 §3 Paystub report): the company sees all of its
 * employments', the employee their own, in their person workspace (staff acting for either,
 * recorded). The PDF is rendered from the stored paystub on each download (deterministic, a few
 * milliseconds), put in S3 under a key naming its state (a voided paystub prints VOID), and handed
 * out as a short-lived link.
 */
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import type { TPaystubQuery } from '../../../shared/payroll/payroll.schema.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { putPdf } from '../../core/s3.js';
import { presignPdf } from '../../documents/services/links.js';
import { fileDownloadLink } from '../../files/services/files.js';
import { personEmployments } from '../../workforce/services/employments.js';
import { parsePaystubId, PaystubEntity, type TStoredPaystub } from '../data/payroll.entities.js';
import { renderPaystubPdf } from './paystub-pdf.js';
import { paystubView } from './views.js';

/** The employments whose paystubs the caller reads: the company's (undefined: all), or the person's own. */
async function scopeOf(ctx: TRequestContext): Promise<{ companyId?: string; employmentIds?: string[] }> {
  const workspaceId = workspaceOf(ctx);
  if (workspaceTypeOf(workspaceId) === 'COMPANY') return { companyId: workspaceId };
  const own = (await personEmployments(workspaceId)).filter((e) => e.type === 'STAFF' && isConsented(e));
  return { employmentIds: own.map((e) => e.id) };
}

export async function listPaystubs(filter: TPaystubQuery, ctx: TRequestContext) {
  assertRange(filter.payDateStart, filter.payDateEnd, 'payDateEnd');
  assertRange(filter.payPeriodStart, filter.payPeriodEnd, 'payPeriodEnd');
  const scope = await scopeOf(ctx);
  const from = filter.year ? `${filter.year}-01-01` : (filter.payDateStart ?? '0000');
  const to = `${filter.year ? `${filter.year}-12-31` : (filter.payDateEnd ?? '9999')}#~`;
  let items: TStoredPaystub[];
  if (scope.companyId) {
    items = await queryAll(PaystubEntity, { index: 'GSI1', pk: `STUBCO#${scope.companyId}`, skBetween: [from, to] }, 50_000);
  } else {
    const wanted = filter.employmentsId?.length ? scope.employmentIds!.filter((id) => filter.employmentsId!.includes(id)) : scope.employmentIds!;
    items = (await Promise.all(wanted.map((id) => queryAll(PaystubEntity, { index: 'GSI2', pk: `STUBEMP#${id}`, skBetween: [from, to] }, 5_000)))).flat();
  }
  const kept = items.filter(
    (s) =>
      (!filter.employmentsId?.length || filter.employmentsId.includes(s.employmentId)) &&
      (!filter.payDateStart || s.payDate >= filter.payDateStart) &&
      (!filter.payDateEnd || s.payDate <= filter.payDateEnd) &&
      (!filter.payPeriodStart || s.payPeriodStart >= filter.payPeriodStart) &&
      (!filter.payPeriodEnd || s.payPeriodEnd <= filter.payPeriodEnd),
  );
  const sign = filter.orderDirection === 'ASC' ? 1 : -1;
  // A void's negating entry follows the paystub it negates, in either order.
  kept.sort((a, b) => sign * a.payDate.localeCompare(b.payDate) || a.employee.name.localeCompare(b.employee.name) || a.payrollId.localeCompare(b.payrollId) || a.source.localeCompare(b.source));
  const data = kept.slice(filter.page * filter.size, (filter.page + 1) * filter.size).map(paystubView);
  return { data, totalPages: Math.max(1, Math.ceil(kept.length / filter.size)) };
}

/** A filter's range runs forward. */
export function assertRange(start: string | undefined, end: string | undefined, param: string): void {
  if (start && end && end < start) throw new AppError('invalid_request', { param, message: 'End date must be after start date' });
}

/** One paystub the caller may read; anything else is 404, as if it did not exist. */
export async function readablePaystub(id: string, ctx: TRequestContext): Promise<TStoredPaystub> {
  const key = parsePaystubId(id);
  const stub = key && (await PaystubEntity.get(key));
  const scope = await scopeOf(ctx);
  if (!stub || (scope.companyId ? stub.companyId !== scope.companyId : !scope.employmentIds!.includes(stub.employmentId))) {
    throw new AppError('no_record', { param: 'id' });
  }
  return stub;
}

export async function paystubPdf(input: { id: string }, ctx: TRequestContext) {
  const stub = await readablePaystub(input.id, ctx);
  ctx.audit.props.paystub = input.id;
  if (stub.fileId) return fileDownloadLink({ workspaceId: stub.companyId, id: stub.fileId });
  const state = stub.voided ? (stub.source === 'VOID' ? 'void-entry' : 'voided') : 'paid';
  const key = `payroll/${stub.companyId}/${stub.payrollId}/${stub.employmentId}-${state}.pdf`;
  await putPdf(key, await renderPaystubPdf(stub));
  const name = `Paystub ${stub.employee.name} ${stub.payDate}${stub.voided ? ' (void)' : ''}.pdf`;
  return presignPdf(key, name, 'attachment');
}

/**
 * Holiday and Overtime Policies of the calling company (docs/decisions/0028-holiday-overtime-policy.md):
 * create (with the approved PDF), list by the spec's filter, get, disable (one way) and the
 * approved PDF's download. Every read is keyed by the calling workspace, so another company's
 * policy is simply not found.
 */
import { createHash } from 'node:crypto';
import { newId } from '../../../shared/core/ids.js';
import {
  dayBefore,
  HAOP_BOUNDS,
  HAOP_MESSAGES,
  type TCreateHaop,
  type THaop,
  type THaopFilterQuery,
  type THoliday,
} from '../../../shared/policies/haop.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError, forbidden, notFound } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { lazy } from '../../core/lazy.js';
import { untilCommitted } from '../../core/races.js';
import { getWorkspace } from '../../workspaces/services/workspaces.js';
import { HaopEntity, type TStoredHaop } from '../data/policies.entities.js';
import { discardApproved, presignApproved, putApproved } from './approved-pdf.js';
import { resolveHolidays } from './holidays.js';
import { signatureCounts } from './signature-states.js';

/** The renderer and pdf-lib with it: a chunk of its own, loaded on the first policy created. */
const renderer = lazy(() => import('./haop-pdf.js'));

type TCounts = THaop['signatures'];
const NO_SIGNATURES: TCounts = { sent: 0, signed: 0, declined: 0 };

export function toView(p: TStoredHaop, signatures: TCounts = NO_SIGNATURES): THaop {
  const { companyName, paidDates: _p, unpaidDates: _u, approvedKey: _k, approvedBoxes: _b, createdBy: _c, version: _v, ...rest } = p;
  return { ...rest, company: { name: companyName }, signatures };
}

/** The company's policy, read consistently; another company's id is simply not found. */
export async function ownedHaop(ctx: TRequestContext, id: string): Promise<TStoredHaop> {
  const policy = await HaopEntity.get({ companyId: workspaceOf(ctx), id }, { consistent: true });
  if (!policy) throw notFound('id');
  ctx.audit.props.policyId = policy.id;
  return policy;
}

/** The calendar year now in the caller's time zone (UTC for an unknown zone). */
function yearIn(timeZone: string): number {
  try {
    return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(new Date()));
  } catch {
    return new Date().getUTCFullYear();
  }
}

const byDate = (a: THoliday, b: THoliday) => a.formattedDate.localeCompare(b.formattedDate) || a.title.localeCompare(b.title);
const sortedUnique = (dates: string[]) => [...new Set(dates)].sort();

export async function createHaop(input: TCreateHaop, ctx: TRequestContext): Promise<THaop> {
  const companyId = workspaceOf(ctx);
  const year = input.year ?? yearIn(ctx.timeZone);
  const coversThrough = year + HAOP_BOUNDS.coverYears - 1;
  input.customHolidays.forEach((h, i) => {
    const y = Number(h.date.slice(0, 4));
    if (y < year || y > coversThrough) {
      const param = `customHolidays.${i}.date`;
      throw new AppError('invalid_request', { param, message: HAOP_MESSAGES.customYear, fieldErrors: { [param]: [HAOP_MESSAGES.customYear] } });
    }
  });
  const [workspace, paid, unpaid] = await Promise.all([
    getWorkspace({ workspaceId: companyId }),
    resolveHolidays(input.paidHolidays, 'paidHolidays', year, HAOP_BOUNDS.coverYears),
    resolveHolidays(input.unPaidHolidays, 'unPaidHolidays', year, HAOP_BOUNDS.coverYears),
  ]);
  const custom = (isPaid: boolean): THoliday[] =>
    input.customHolidays.filter((h) => h.paid === isPaid).map((h) => ({ id: `CUSTOM-${h.date}`, title: h.title, formattedDate: h.date, kind: 'CUSTOM' }));
  const paidDates = sortedUnique([...paid.dates, ...custom(true).map((h) => h.formattedDate)]);
  const paidSet = new Set(paidDates);
  const id = newId();
  const base = {
    id,
    companyId,
    companyName: workspace.name,
    title: input.title,
    active: true,
    createDate: new Date().toISOString(),
    contractType: input.contractType,
    year,
    coversThrough,
    paidHolidays: [...paid.chosen, ...custom(true)].sort(byDate),
    unPaidHolidays: [...unpaid.chosen, ...custom(false)].sort(byDate),
    paidDates,
    // Two holidays of a year may share a date (a state day on a federal one): a paid one wins.
    unpaidDates: sortedUnique([...unpaid.dates, ...custom(false).map((h) => h.formattedDate)]).filter((d) => !paidSet.has(d)),
    regularWorkingDays: input.regularWorkingDays,
    minPaidInterval: input.minPaidInterval,
    minUnPaidInterval: input.minUnPaidInterval,
    startWeek: input.startWeek,
    endWeek: input.endWeek ?? dayBefore(input.startWeek),
    overtimeRate: input.overtimeRate,
    overtimeLimit: input.overtimeLimit,
    techOvertimeLimit: input.techOvertimeLimit,
    notificationPeriod: input.notificationPeriod,
    createdBy: principalOf(ctx).userId,
    version: 0,
  };
  const rendered = await (await renderer()).renderHaopPdf(base);
  const sha256 = createHash('sha256').update(rendered.bytes).digest('hex');
  const approvedKey = `ws/${companyId}/policies/${id}/approved.pdf`;
  const policy: TStoredHaop = {
    ...base,
    approvedPolicy: { fileName: 'holiday-and-overtime-policy.pdf', sha256, pages: rendered.pages },
    approvedBoxes: { signature: rendered.signature, name: rendered.name },
    approvedKey,
  };
  await putApproved(approvedKey, rendered.bytes);
  Object.assign(ctx.audit.props, {
    policyId: id,
    title: policy.title,
    contractType: policy.contractType,
    year,
    paidHolidays: policy.paidHolidays.map((h) => h.id),
    unPaidHolidays: policy.unPaidHolidays.map((h) => h.id),
    approvedSha256: sha256,
  });
  try {
    await ctx.transact([HaopEntity.putOp(policy, { ifNotExists: true })]);
  } catch (error) {
    await discardApproved(approvedKey);
    throw error;
  }
  return toView(policy);
}

/** Every policy of the company, newest first: one Query of its partition (a company has a few). */
export function companyHaops(companyId: string): Promise<TStoredHaop[]> {
  return queryAll(HaopEntity, { pk: `WS#${companyId}`, skBeginsWith: 'HAOP#', newestFirst: true }, 1000);
}

/**
 * The filter (spec 000 §3): contract type, signed, active, page of `size` (20). The company's
 * policies and their signature records are one Query each, the documents' states one BatchGet
 * per hundred, filtered and paged here (docs/data-model.md, pattern H2).
 */
export async function listHaops(filter: THaopFilterQuery, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const [policies, counts] = await Promise.all([companyHaops(companyId), signatureCounts(companyId)]);
  const isSigned = (c: TCounts) => c.signed > 0 && c.sent === 0 && c.declined === 0;
  const matching = policies
    .map((p) => toView(p, counts.get(p.id)))
    .filter(
      (p) =>
        (!filter.contractType || p.contractType === filter.contractType) &&
        (filter.active === undefined || p.active === filter.active) &&
        (filter.signed === undefined || isSigned(p.signatures) === filter.signed),
    );
  const start = filter.page * filter.size;
  return { data: matching.slice(start, start + filter.size), countOfPages: Math.ceil(matching.length / filter.size), totalElements: matching.length };
}

export async function getHaop(input: { id: string }, ctx: TRequestContext): Promise<THaop> {
  const policy = await ownedHaop(ctx, input.id);
  return toView(policy, (await signatureCounts(policy.companyId, policy.id)).get(policy.id));
}

/**
 * Disabling is one way (spec 000 §4) and staff's alone (§6: "Staff alone see … disable policy"):
 * the active policy is put disabled conditioned on being active at the version read, so of two
 * disables one wins and the other is 409 invalid_state. Its index keys go with it (no longer active).
 */
export async function disableHaop(input: { id: string }, ctx: TRequestContext): Promise<THaop> {
  if (!principalOf(ctx).staff) throw forbidden('id');
  const disabled = await untilCommitted(async () => {
    const policy = await ownedHaop(ctx, input.id);
    if (!policy.active) throw new AppError('invalid_state', { param: 'active', message: 'The policy is disabled already' });
    const next: TStoredHaop = { ...policy, active: false, disabledAt: new Date().toISOString(), version: policy.version + 1 };
    await ctx.transact([
      HaopEntity.putOp(next, {
        condition: 'attribute_exists(PK) AND #active = :true AND #version = :version',
        names: { '#active': 'active', '#version': 'version' },
        values: { ':true': true, ':version': policy.version },
      }),
    ]);
    return next;
  });
  return toView(disabled, (await signatureCounts(disabled.companyId, disabled.id)).get(disabled.id));
}

export async function downloadHaop(input: { id: string }, ctx: TRequestContext) {
  const policy = await ownedHaop(ctx, input.id);
  return presignApproved(policy.approvedKey, `${policy.title}.pdf`);
}

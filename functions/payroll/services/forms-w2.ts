/**
 * The W-2 (issue 17 §6; docs/decisions/0035-year-end-forms.md): one per STAFF employment paid in the
 * tax year, its boxes from the employment's year to date (PR4: voids already taken back out) and
 * box 18's New York City wages from the year's paystubs (PR3: only their NYC_INCOME lines carry
 * them). The company sees every employee's, the employee their own in their person workspace. The
 * employer's EIN and New York withholding id are the payroll details'; the employee's name, address
 * and SSN come from the workforce, profile and documents services. Lists show the SSN masked; the PDF
 * given to the employee and the company prints it in full when known. No SSN reaches a log or an
 * audit event.
 */
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import type { TW2 } from '../../../shared/payroll/forms.schema.js';
import { isEmptyW2, maskTin, nycWagesOf, totalsFromYtd, w2Boxes } from '../../../shared/payroll/year-end.js';
import type { TYearToDate } from '../../../shared/payroll/engine/types.js';
import type { TProfileAddress } from '../../../shared/profile/profile.schema.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import type { TEmployment } from '../../../shared/workforce/workforce.schema.js';
import { latestSignedByEmployment, latestSignedW4 } from '../../documents/services/form-answers.js';
import { presignPdf } from '../../documents/services/links.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { putPdf } from '../../core/s3.js';
import { homeAddressesOf } from '../../profile/services/person.js';
import { companyEmployments, employerCardOf, personEmployments } from '../../workforce/services/employments.js';
import { PaystubEntity, type TStoredPaystub, YtdEntity } from '../data/payroll.entities.js';
import { detailsOf } from './details.js';
import { renderW2Pdf } from './forms-pdf.js';

const SSN = /^\d{3}-\d{2}-\d{4}$/u;

/** The STAFF employments whose W-2s the caller reads: the company's, or the person's own (accepted). */
async function staffEmployments(ctx: TRequestContext): Promise<{ companyId?: string; employments: TEmployment[] }> {
  const ws = workspaceOf(ctx);
  if (workspaceTypeOf(ws) === 'COMPANY') return { companyId: ws, employments: (await companyEmployments(ws)).filter((e) => e.type === 'STAFF') };
  return { employments: (await personEmployments(ws)).filter((e) => e.type === 'STAFF' && isConsented(e)) };
}

/** The year's paystubs of employments, each with its id: one Query of the company's (GSI1) or one per employment (GSI2). */
async function yearPaystubs(year: number, employmentIds: readonly string[], companyId?: string): Promise<TStoredPaystub[]> {
  const range: [string, string] = [`${year}-01-01`, `${year}-12-31#~`];
  if (!employmentIds.length) return [];
  if (companyId && employmentIds.length > 1) {
    const wanted = new Set(employmentIds);
    return (await queryAll(PaystubEntity, { index: 'GSI1', pk: `STUBCO#${companyId}`, skBetween: range }, 200_000)).filter((s) => wanted.has(s.employmentId));
  }
  return (await Promise.all(employmentIds.map((id) => queryAll(PaystubEntity, { index: 'GSI2', pk: `STUBEMP#${id}`, skBetween: range }, 10_000)))).flat();
}

const addressLines = (a: TProfileAddress | undefined): string[] =>
  !a ? [] : a.kind === 'FOREIGN' ? [a.foreignAddress, a.country].filter(Boolean) : [[a.address1, a.address2].filter(Boolean).join(', '), `${a.city}, ${a.state} ${a.zipCode}`];

interface TW2Source {
  employment: TEmployment;
  ytd: TYearToDate;
  nycWagesCents: number;
}

/** The employments' W-2 sources of the year: those with a year to date that pays something. */
async function sourcesOf(year: number, employments: readonly TEmployment[], companyId?: string): Promise<TW2Source[]> {
  const ytds = new Map((await YtdEntity.getMany(employments.map((e) => ({ employmentId: e.id, year })))).map((y) => [y.employmentId, y.ytd as TYearToDate]));
  // Only a year with New York City tax has local wages, and only the paystubs hold them.
  const city = employments.filter((e) => ytds.get(e.id)?.employeeTaxes.NYC_INCOME !== undefined).map((e) => e.id);
  const stubs = await yearPaystubs(year, city, companyId);
  return employments
    .filter((e) => ytds.has(e.id))
    .map((e) => ({ employment: e, ytd: ytds.get(e.id)!, nycWagesCents: nycWagesOf(stubs.filter((s) => s.employmentId === e.id).map((s) => s.result)) }))
    .filter((s) => !isEmptyW2(w2Boxes(totalsFromYtd(s.ytd, s.nycWagesCents))));
}

/** The employee's SSN in full, when known: the employment's TIN, else the latest signed W-4's. */
function ssnOf(e: TEmployment, w4Ssn: string | undefined): string | undefined {
  if (e.tin && SSN.test(e.tin)) return e.tin;
  return w4Ssn && SSN.test(w4Ssn) ? w4Ssn : undefined;
}

async function w2Of(s: TW2Source, year: number, ssn: string | undefined, employers: Map<string, Promise<{ name: string; ein?: string; stateId?: string; address: string }>>): Promise<TW2> {
  const employer = await employerOf(s.employment.companyId, employers);
  return {
    employmentId: s.employment.id,
    year,
    companyId: s.employment.companyId,
    employerName: employer.name,
    ...(employer.ein ? { employerEin: employer.ein } : {}),
    ...(employer.stateId ? { employerStateId: employer.stateId } : {}),
    employeeName: s.employment.name,
    ...(maskTin(ssn) ? { ssnMasked: maskTin(ssn) } : {}),
    boxes: w2Boxes(totalsFromYtd(s.ytd, s.nycWagesCents)),
  };
}

/** A company's name and address (workforce) and its EIN and New York id (payroll details), read once per company. */
function employerOf(companyId: string, cache: Map<string, Promise<{ name: string; ein?: string; stateId?: string; address: string }>>) {
  let p = cache.get(companyId);
  if (!p) {
    p = Promise.all([employerCardOf(companyId), detailsOf(companyId)]).then(([card, d]) => ({ name: card.name, address: card.address, ein: d.federalAccountId, stateId: d.nyWithholdingId }));
    cache.set(companyId, p);
  }
  return p;
}

export async function listW2(input: { year: number }, ctx: TRequestContext): Promise<{ data: TW2[] }> {
  const scope = await staffEmployments(ctx);
  const sources = await sourcesOf(input.year, scope.employments, scope.companyId);
  // The SSNs: one Query of the company's W-4s, or the person's own per employment.
  const w4s = scope.companyId
    ? new Map([...(await latestSignedByEmployment(scope.companyId, 'W4'))].map(([id, f]) => [id, f.answers.ssn]))
    : new Map(await Promise.all(sources.map(async (s) => [s.employment.id, (await latestSignedW4(s.employment.companyId, s.employment.id))?.answers.ssn] as const)));
  const employers = new Map();
  const data = await Promise.all(sources.map((s) => w2Of(s, input.year, ssnOf(s.employment, w4s.get(s.employment.id)), employers)));
  data.sort((a, b) => a.employerName.localeCompare(b.employerName) || a.employeeName.localeCompare(b.employeeName));
  return { data };
}

export async function w2Pdf(input: { employmentId: string; year: number }, ctx: TRequestContext) {
  const scope = await staffEmployments(ctx);
  const employment = scope.employments.find((e) => e.id === input.employmentId);
  const [source] = employment ? await sourcesOf(input.year, [employment]) : [];
  if (!employment || !source) throw new AppError('no_record', { param: 'employmentId' });
  const [w4, homes] = await Promise.all([latestSignedW4(employment.companyId, employment.id), homeAddressesOf([employment.personId])]);
  const ssn = ssnOf(employment, w4?.answers.ssn);
  const w2 = await w2Of(source, input.year, ssn, new Map());
  const employer = await employerOf(employment.companyId, new Map());
  // Who read which form is recorded; the SSN never is.
  Object.assign(ctx.audit.props, { form: 'W2', employmentId: employment.id, year: input.year });
  const bytes = await renderW2Pdf({
    year: input.year,
    employer: { name: employer.name, lines: employer.address ? [employer.address] : [], idLabel: "Employer identification number (EIN)", id: employer.ein ?? 'not on file' },
    employee: { name: employment.name, lines: addressLines(homes.get(employment.personId)), idLabel: "Employee's social security number", id: ssn ?? 'not on file' },
    employerStateId: w2.employerStateId,
    boxes: w2.boxes,
  });
  const key = `payroll/${employment.companyId}/forms/w2-${input.year}-${employment.id}.pdf`;
  await putPdf(key, bytes);
  return presignPdf(key, `W-2 ${input.year} ${employment.name}.pdf`, 'attachment');
}

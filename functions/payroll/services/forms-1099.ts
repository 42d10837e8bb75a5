/**
 * The 1099-NEC (issue 17 §6; docs/decisions/0035-year-end-forms.md): one per contractor a company paid
 * at least the year's threshold (shared/payroll/year-end.ts necThresholdCents) through paid bills.
 * Contractors are the company's CONTRACTOR employments (workforce), payments its bills paid in the year
 * whose payee is the contractor's workspace (billing), the TIN the contractor's latest signed W-9 for
 * the company (documents): all read through those domains' services. A contractor paid enough but
 * without a signed W-9 is listed as blocking instead. The company sees its contractors'; a person,
 * in their own workspace, the forms of the companies they contract for.
 */
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import type { TCounterpartyType, TNec, TNecBlocking } from '../../../shared/payroll/forms.schema.js';
import { maskTin, necThresholdCents, needs1099Nec } from '../../../shared/payroll/year-end.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import type { TEmployment } from '../../../shared/workforce/workforce.schema.js';
import { paidTotalsByPayee } from '../../billing/services/paid-totals.js';
import { latestSignedW9, type TSignedForm } from '../../documents/services/form-answers.js';
import { presignPdf } from '../../documents/services/links.js';
import { emailOfAccount } from '../../identity/services/accounts.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { putPdf } from '../../core/s3.js';
import { companyEmployments, employerCardOf, personEmployments } from '../../workforce/services/employments.js';
import type { TW9Answers } from '../../../shared/documents/form-kinds/w9.schema.js';
import { detailsOf } from './details.js';
import { renderNecPdf } from './forms-pdf.js';

export const NO_SIGNED_W9 = 'No signed W-9: the 1099-NEC cannot be prepared';

/** Who a contractor employment names: a company contractor's workspace is a company's. */
export const counterpartyOf = (e: TEmployment): TCounterpartyType => e.contractorType ?? (workspaceTypeOf(e.personId) === 'COMPANY' ? 'COMPANY' : 'PERSON');

/**
 * The contractor employments the caller reads, one per payer and payee (a contractor hired again has
 * a new employment; the payments are the payee's, so the latest employment stands for them).
 */
async function contractorEmployments(ctx: TRequestContext): Promise<TEmployment[]> {
  const ws = workspaceOf(ctx);
  const all = workspaceTypeOf(ws) === 'COMPANY'
    ? (await companyEmployments(ws)).filter((e) => e.type === 'CONTRACTOR')
    : (await personEmployments(ws)).filter((e) => e.type === 'CONTRACTOR' && isConsented(e));
  const latest = new Map<string, TEmployment>();
  for (const e of all) {
    const key = `${e.companyId}#${e.personId}`;
    const known = latest.get(key);
    if (!known || known.startDate < e.startDate || (known.startDate === e.startDate && known.id < e.id)) latest.set(key, e);
  }
  return [...latest.values()];
}

interface TNecSource {
  employment: TEmployment;
  paidCents: number;
  w9?: TSignedForm<TW9Answers>;
  payer: { name: string; address: string; tin?: string; phone?: string };
}

/** The contractors paid at least the year's threshold, with their W-9s and payers: a Query per paying company, one per contractor. */
async function sourcesOf(year: number, employments: readonly TEmployment[]): Promise<TNecSource[]> {
  const companies = [...new Set(employments.map((e) => e.companyId))];
  const [paid, payers] = await Promise.all([
    Promise.all(companies.map(async (c) => [c, await paidTotalsByPayee({ payerId: c, year })] as const)).then((l) => new Map(l)),
    Promise.all(companies.map(async (c) => {
      const [card, d] = await Promise.all([employerCardOf(c), detailsOf(c)]);
      return [c, { name: card.name, address: card.address, tin: d.federalAccountId, phone: d.phone || undefined }] as const;
    })).then((l) => new Map(l)),
  ]);
  const due = employments
    .map((e) => ({ employment: e, paidCents: paid.get(e.companyId)?.get(e.personId) ?? 0, payer: payers.get(e.companyId)! }))
    .filter((s) => needs1099Nec(year, s.paidCents));
  return Promise.all(
    due.map(async (s) => {
      const email = await contractorEmailOf(s.employment);
      return { ...s, w9: email ? await latestSignedW9(s.employment.companyId, email) : undefined };
    }),
  );
}

/** The email the contractor's W-9 was asked of: the employment's, else (a record from before employments kept it) its account's. */
async function contractorEmailOf(e: TEmployment): Promise<string | undefined> {
  if (e.email) return e.email;
  return e.userId ? emailOfAccount(e.userId) : undefined;
}

const recipientNameOf = (s: TNecSource) => s.w9?.answers.name ?? s.employment.name;

export async function list1099(input: { year: number }, ctx: TRequestContext): Promise<{ data: TNec[]; blocking: TNecBlocking[]; thresholdCents: number }> {
  const sources = await sourcesOf(input.year, await contractorEmployments(ctx));
  const data: TNec[] = [];
  const blocking: TNecBlocking[] = [];
  for (const s of sources) {
    const common = { contractorId: s.employment.id, year: input.year, companyId: s.employment.companyId, recipientName: recipientNameOf(s), counterpartyType: counterpartyOf(s.employment) };
    if (s.w9) data.push({ ...common, payerName: s.payer.name, ...(s.payer.tin ? { payerTin: s.payer.tin } : {}), tinMasked: maskTin(s.w9.answers.tin) ?? '', nonemployeeCompensationCents: s.paidCents });
    else blocking.push({ ...common, payerName: s.payer.name, paidCents: s.paidCents, reason: 'NO_SIGNED_W9' });
  }
  const order = (a: { payerName: string; recipientName: string }, b: { payerName: string; recipientName: string }) => a.payerName.localeCompare(b.payerName) || a.recipientName.localeCompare(b.recipientName);
  return { data: data.sort(order), blocking: blocking.sort(order), thresholdCents: necThresholdCents(input.year) };
}

export async function nec1099Pdf(input: { contractorId: string; year: number }, ctx: TRequestContext) {
  const employment = (await contractorEmployments(ctx)).find((e) => e.id === input.contractorId);
  const [source] = employment ? await sourcesOf(input.year, [employment]) : [];
  if (!employment || !source) throw new AppError('no_record', { param: 'contractorId' });
  if (!source.w9) throw new AppError('invalid_state', { param: 'contractorId', message: NO_SIGNED_W9 });
  const w9 = source.w9.answers;
  // Who read which form is recorded; the TIN never is.
  Object.assign(ctx.audit.props, { form: '1099-NEC', contractorId: employment.id, year: input.year });
  const bytes = await renderNecPdf({
    year: input.year,
    payer: { name: source.payer.name, lines: source.payer.address ? [source.payer.address] : [], phone: source.payer.phone, idLabel: "Payer's TIN", id: source.payer.tin ?? 'not on file' },
    recipient: {
      name: w9.name,
      lines: [w9.businessName, w9.address, `${w9.city}, ${w9.state} ${w9.zipCode}`].filter(Boolean),
      idLabel: "Recipient's TIN",
      id: w9.tin,
    },
    nonemployeeCompensationCents: source.paidCents,
  });
  const key = `payroll/${employment.companyId}/forms/1099nec-${input.year}-${employment.id}.pdf`;
  await putPdf(key, bytes);
  return presignPdf(key, `1099-NEC ${input.year} ${recipientNameOf(source)}.pdf`, 'attachment');
}

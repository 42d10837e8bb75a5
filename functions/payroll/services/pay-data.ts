/**
 * What a run needs of a company's employments, read through the other domains' services (never
 * their entities): the tariffication (workforce), the latest signed W-4 and IT-2104 (documents), the
 * home address (profile), the overtime multiplier (policies), and the year to date (ours). A run of
 * 500 employees costs a fixed handful of Queries and a BatchGetItem per 100 people.
 */
import type { TEngineInput, TYearToDate } from '../../../shared/payroll/engine/types.js';
import { emptyYearToDate } from '../../../shared/payroll/engine/gross-to-net.js';
import type { TPayrollDetails, TPayrollEmployment } from '../../../shared/payroll/payroll.schema.js';
import { federalOf, livesInNyc, newYorkOf } from '../../../shared/payroll/rules.js';
import type { TIt2104Answers, TW4Answers } from '../../../shared/documents/forms.schema.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import type { TEmployment } from '../../../shared/workforce/workforce.schema.js';
import { latestSignedByEmployment, type TSignedForm } from '../../documents/services/form-answers.js';
import { workweekRulesOf } from '../../policies/services/workweek.js';
import { homeAddressesOf } from '../../profile/services/person.js';
import { companyEmployments, employerCardOf } from '../../workforce/services/employments.js';
import { YtdEntity } from '../data/payroll.entities.js';

export interface TPayee {
  employment: TEmployment;
  view: TPayrollEmployment;
  w4?: TSignedForm<TW4Answers>;
  it2104?: TSignedForm<TIt2104Answers>;
  homeState?: string;
  address: string;
}

export interface TCompanyPayData {
  payees: TPayee[];
  employer: { name: string; address: string; state?: string };
  overtimeRateHundredths: number;
}

/** An employee payroll pays for a period: a STAFF employment that was accepted and is active in it. */
export function payable(e: TEmployment, start: string, end: string): boolean {
  if (e.type !== 'STAFF' || !isConsented(e) || e.startDate > end) return false;
  if (e.terminationDate && e.terminationDate < start) return false;
  return e.status !== 'TERMINATED' || Boolean(e.terminationDate && e.terminationDate >= start);
}

const tinLast4 = (tin: string | undefined) => (tin && /\d{4}$/u.test(tin) ? tin.slice(-4) : undefined);

export async function companyPayData(companyId: string, opts: { start: string; end: string; employmentIds?: readonly string[] }): Promise<TCompanyPayData> {
  const [employments, w4s, it2104s, rules, employer] = await Promise.all([
    companyEmployments(companyId),
    latestSignedByEmployment(companyId, 'W4'),
    latestSignedByEmployment(companyId, 'IT2104'),
    workweekRulesOf(companyId),
    employerCardOf(companyId),
  ]);
  const wanted = opts.employmentIds ? new Set(opts.employmentIds) : undefined;
  const chosen = employments.filter((e) => payable(e, opts.start, opts.end) && (!wanted || wanted.has(e.id)));
  const homes = await homeAddressesOf(chosen.map((e) => e.personId));
  const payees = chosen
    .map((e): TPayee => {
      const home = homes.get(e.personId);
      const w4 = w4s.get(e.id);
      const it2104 = it2104s.get(e.id);
      const nyc = it2104 ? it2104.answers.nycResident : livesInNyc(home);
      const address = home ? (home.kind === 'FOREIGN' ? home.foreignAddress : [home.address1, home.address2, `${home.city}, ${home.state} ${home.zipCode}`].filter(Boolean).join(', ')) : '';
      return {
        employment: e,
        w4,
        it2104,
        homeState: home?.kind === 'US' ? home.state : undefined,
        address,
        view: {
          employmentId: e.id,
          name: e.name,
          type: 'STAFF',
          payType: e.payType,
          rateCents: e.rateCents,
          branchIds: e.branchIds,
          workplaces: e.workplaces ?? [],
          w4: { signed: Boolean(w4), signedAt: w4?.signedAt, filingStatus: w4?.answers.filingStatus },
          it2104: { signed: Boolean(it2104), signedAt: it2104?.signedAt, filingStatus: it2104?.answers.filingStatus },
          residence: { state: home?.kind === 'US' ? home.state : undefined, nyc },
          ssnLast4: tinLast4(e.tin),
        },
      };
    })
    .sort((a, b) => a.employment.name.localeCompare(b.employment.name));
  const hqState = /, ([A-Z]{2}) \d{5}/u.exec(employer.address)?.[1];
  return { payees, employer: { ...employer, state: hqState }, overtimeRateHundredths: rules.overtimeRateHundredths };
}

/** Each payee's year to date for the tax year, as stored (absent: nothing paid yet this year). */
export async function yearsToDate(employmentIds: readonly string[], year: number, consistent = false) {
  const items = await YtdEntity.getMany(employmentIds.map((employmentId) => ({ employmentId, year })), { consistent });
  return new Map(items.map((i) => [i.employmentId, i]));
}

/** The engine's input for a payee, but for the line's hours and amounts. */
export function engineBase(p: TPayee, d: TPayrollDetails, data: TCompanyPayData, taxYear: number, ytd: TYearToDate | undefined): Omit<TEngineInput, 'hours' | 'amounts'> {
  const newYork = p.homeState === 'NY' || (!p.homeState && data.employer.state === 'NY') || data.employer.state === 'NY';
  return {
    taxYear,
    payFrequency: d.payFrequency,
    payType: p.employment.payType,
    rateCents: p.employment.rateCents,
    overtimeRateHundredths: data.overtimeRateHundredths,
    w4: p.w4 ? federalOf(p.w4.answers) : undefined,
    it2104: p.it2104 ? newYorkOf(p.it2104.answers) : undefined,
    newYork,
    nycResident: d.nycWithholding && p.view.residence.nyc,
    nySuiRateMillipercent: Math.round(d.nyUiRatePercent * 1000),
    ytd: ytd ?? emptyYearToDate(),
  };
}

/**
 * The payroll domain's items (docs/data-model.md PR1–PR5; docs/decisions/0033-payroll-runs.md).
 * A payroll's paystubs share its partition (its details page is one Query); the company's and the
 * employee's paystub lists read GSI1 and GSI2 by pay date; an employee's year to date is one item
 * per tax year, every change conditioned on its version; a guard per employment and pay period
 * makes "paid once per period" a conditional write.
 */
import * as z from 'zod/mini';
import { GENERATED_BY, PAY_FREQUENCIES, PAYCHECK_SOURCES, PAYROLL_STATUSES, ZPayrollDetailsInputSchema, ZPayrollResultSchema, ZPayrollTotalsSchema } from '../../../shared/payroll/payroll.schema.js';
import { defineEntity } from '../../core/entity.js';

/** PR1. The company's payroll details, one item under its workspace. */
export const PayrollDetailsEntity = defineEntity({
  name: 'PayrollDetails',
  schema: z.extend(ZPayrollDetailsInputSchema, { companyId: z.string(), updatedAt: z.string(), version: z.number() }),
  key: (a: { companyId: string }) => ({ PK: `WS#${a.companyId}`, SK: 'PAYROLLDETAILS' }),
  keyOf: (d) => ({ companyId: d.companyId }),
});

const ZStoredPayrollSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  transactionDate: z.string(),
  payFrequency: z.enum(PAY_FREQUENCIES),
  status: z.enum(PAYROLL_STATUSES),
  generatedBy: z.enum(GENERATED_BY),
  totals: ZPayrollTotalsSchema,
  employmentIds: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  createdByName: z.optional(z.string()),
  voidedAt: z.optional(z.string()),
  voidReason: z.optional(z.string()),
  /** A payroll record loaded by an import (issue 18): its import and row. */
  importId: z.optional(z.string()),
  rowNumber: z.optional(z.number()),
});
export type TStoredPayroll = z.output<typeof ZStoredPayrollSchema>;

/** PR2. A payroll: by id under the company's workspace; the company's list by pay date on GSI1. */
export const PayrollEntity = defineEntity({
  name: 'Payroll',
  schema: ZStoredPayrollSchema,
  key: (a: { companyId: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `PAYROLL#${a.id}` }),
  keyOf: (p) => ({ companyId: p.companyId, id: p.id }),
  indexes: (p) => ({ GSI1PK: `PAYROLLS#${p.companyId}`, GSI1SK: `${p.payDate}#${p.id}` }),
});

/** The sick-leave figures NYC requires on each pay statement (NYC Admin. Code §20-919), in seconds. */
const ZSickStatementSchema = z.object({ accruedSeconds: z.number(), usedSeconds: z.number(), balanceSeconds: z.number() });

const ZStoredPaystubSchema = z.object({
  payrollId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  employmentId: z.string(),
  personId: z.string(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  payDate: z.string(),
  source: z.enum(PAYCHECK_SOURCES),
  generatedBy: z.enum(GENERATED_BY),
  voided: z.boolean(),
  branchIds: z.array(z.string()),
  workplaces: z.array(z.string()),
  /** The employer as printed on the paystub (spec 001 §3 Paystub report). */
  employer: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  employee: z.object({ name: z.string(), address: z.string(), ssnLast4: z.optional(z.string()) }),
  result: ZPayrollResultSchema,
  sick: z.optional(ZSickStatementSchema),
  /** An externally generated paystub's uploaded file, in the company's workspace. */
  fileId: z.optional(z.string()),
  /** An imported record's import, and whether it is held for review (left out of invoices until released). */
  importId: z.optional(z.string()),
  held: z.optional(z.boolean()),
  createdAt: z.string(),
});
export type TStoredPaystub = z.output<typeof ZStoredPaystubSchema>;

/** A paystub's id on the wire: its payroll, its employment and (a void's negation) its source. */
export const paystubIdOf = (s: Pick<TStoredPaystub, 'payrollId' | 'employmentId' | 'source'>) =>
  `${s.payrollId}.${s.employmentId}${s.source === 'VOID' ? '.V' : ''}`;
export function parsePaystubId(id: string): { payrollId: string; employmentId: string; source: 'PAYCHECK' | 'VOID' } | undefined {
  const [payrollId, employmentId, v, ...rest] = id.split('.');
  if (!payrollId || !employmentId || rest.length || (v !== undefined && v !== 'V')) return undefined;
  return { payrollId, employmentId, source: v ? 'VOID' : 'PAYCHECK' };
}

/**
 * PR3. A paystub (the employee's line of a payroll, or a void's negating entry): under its payroll;
 * the company's by pay date on GSI1, the employment's on GSI2.
 */
export const PaystubEntity = defineEntity({
  name: 'Paystub',
  schema: ZStoredPaystubSchema,
  key: (a: { payrollId: string; employmentId: string; source: string }) => ({
    PK: `PAYROLL#${a.payrollId}`,
    SK: `STUB#${a.employmentId}#${a.source}`,
  }),
  keyOf: (s) => ({ payrollId: s.payrollId, employmentId: s.employmentId, source: s.source }),
  indexes: (s) => ({
    GSI1PK: `STUBCO#${s.companyId}`,
    GSI1SK: `${s.payDate}#${s.payrollId}#${s.employmentId}#${s.source}`,
    GSI2PK: `STUBEMP#${s.employmentId}`,
    GSI2SK: `${s.payDate}#${s.payrollId}#${s.source}`,
  }),
});

const ZTaxMap = z.record(z.string(), z.number());
/** The engine's year to date (shared/payroll/engine/types.ts TYearToDate), as stored. */
export const ZStoredYtdSchema = z.object({
  grossCents: z.number(),
  federalWagesCents: z.number(),
  socialSecurityWagesCents: z.number(),
  medicareWagesCents: z.number(),
  futaWagesCents: z.number(),
  nySuiWagesCents: z.number(),
  nyStateWagesCents: z.number(),
  employeeTaxes: ZTaxMap,
  employerTaxes: ZTaxMap,
  earnings: ZTaxMap,
  netPayCents: z.number(),
  expenseReimburseCents: z.number(),
});

/** PR4. An employment's year to date in a tax year: every payroll and void changes it on its version. */
export const YtdEntity = defineEntity({
  name: 'PayrollYtd',
  schema: z.object({ employmentId: z.string(), companyId: z.string(), year: z.number(), ytd: ZStoredYtdSchema, version: z.number(), updatedAt: z.string() }),
  key: (a: { employmentId: string; year: number }) => ({ PK: `PAYYTD#${a.employmentId}`, SK: `${a.year}` }),
  keyOf: (y) => ({ employmentId: y.employmentId, year: y.year }),
});

/**
 * PR5. An employment paid for a pay period: written with `attribute_not_exists`, so of two saves
 * paying one employment for one period exactly one lands (40052 for the other). The company's
 * guards by period start are one Query, which finds overlapping periods too.
 */
export const PayGuardEntity = defineEntity({
  name: 'PayGuard',
  schema: z.object({ companyId: z.string(), employmentId: z.string(), payPeriodStart: z.string(), payPeriodEnd: z.string(), payrollId: z.string() }),
  key: (a: { companyId: string; payPeriodStart: string; employmentId: string }) => ({ PK: `PAYPER#${a.companyId}`, SK: `${a.payPeriodStart}#${a.employmentId}` }),
  keyOf: (g) => ({ companyId: g.companyId, payPeriodStart: g.payPeriodStart, employmentId: g.employmentId }),
});

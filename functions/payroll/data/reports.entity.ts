/**
 * PR6 (docs/data-model.md; docs/decisions/0034-payroll-reports.md). A General report keeps only its
 * definition (the range of pay dates and the employments): its figures are computed from the
 * paystubs when it is read, so a void made later shows in it. Payrolls and paystubs are listed as
 * reports from their own items (PR2, PR3) and are not copied here.
 */
import * as z from 'zod/mini';
import { GENERATED_BY } from '../../../shared/payroll/payroll.schema.js';
import { defineEntity } from '../../core/entity.js';

const ZStoredReportSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  reportType: z.literal('GENERAL'),
  generatedBy: z.enum(GENERATED_BY),
  reportStart: z.string(),
  reportEnd: z.string(),
  /** Empty: every employment. */
  employmentIds: z.array(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type TStoredReport = z.output<typeof ZStoredReportSchema>;

/**
 * PR6. A General report: by id under the company's workspace; the company's by the end of their
 * range on GSI1 (a list's "overlaps start–end" reads from `start` on).
 */
export const PayrollReportEntity = defineEntity({
  name: 'PayrollReport',
  schema: ZStoredReportSchema,
  key: (a: { companyId: string; id: string }) => ({ PK: `WS#${a.companyId}`, SK: `PAYREPORT#${a.id}` }),
  keyOf: (r) => ({ companyId: r.companyId, id: r.id }),
  indexes: (r) => ({ GSI1PK: `PAYREPORTS#${r.companyId}`, GSI1SK: `${r.reportEnd}#${r.id}` }),
});

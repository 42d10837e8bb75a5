/**
 * Payroll year-end forms (issue 17 §6; docs/decisions/0035-year-end-forms.md): W-2 and 1099-NEC
 * generated from the year's payroll and paid bills, 1042-S and K-1 uploaded by staff. The company
 * (its owner, staff with PAYROLL_MANAGER) sees all of its forms; a person, in their own workspace,
 * the forms that name them. Only staff record or delete an uploaded form: the company's gate lets its
 * owner in, and the service refuses a principal who is not staff (40011). Listed in shared/api/routes.ts
 * through shared/payroll/payroll.routes.ts.
 */
import { defineRoute, type TRoute } from '../api/route.js';
import { PAYROLL_PERMISSION, PAYROLL_RUN_PERMISSION } from './access.js';
import * as S from './forms.schema.js';

const domain = 'payroll' as const;
const base = '/api/payroll/forms';

export const listW2Route = defineRoute({
  id: 'payroll.forms.w2.list', domain, method: 'GET', path: `${base}/w2`,
  summary: "The year's W-2s: every employee's in the company's workspace, one's own in a person's", permission: PAYROLL_PERMISSION,
  query: S.ZYearQuerySchema, response: S.ZW2ListSchema,
});
export const w2PdfRoute = defineRoute({
  id: 'payroll.forms.w2.pdf', domain, method: 'GET', path: `${base}/w2/{employmentId}/{year}/pdf`,
  summary: 'A W-2 statement as PDF (a short-lived link)', permission: PAYROLL_PERMISSION,
  params: S.ZEmploymentYearParamsSchema, response: S.ZFormDownloadSchema,
});
export const list1099Route = defineRoute({
  id: 'payroll.forms.1099.list', domain, method: 'GET', path: `${base}/1099`,
  summary: "The year's 1099-NECs, and the contractors whose form cannot be prepared (no signed W-9)", permission: PAYROLL_PERMISSION,
  query: S.ZYearQuerySchema, response: S.ZNecListSchema,
});
export const nec1099PdfRoute = defineRoute({
  id: 'payroll.forms.1099.pdf', domain, method: 'GET', path: `${base}/1099/{contractorId}/{year}/pdf`,
  summary: 'A 1099-NEC statement as PDF (a short-lived link)', permission: PAYROLL_PERMISSION,
  params: S.ZContractorYearParamsSchema, response: S.ZFormDownloadSchema,
});
export const listUploadedFormsRoute = defineRoute({
  id: 'payroll.forms.uploads.list', domain, method: 'GET', path: `${base}/uploads`,
  summary: "Uploaded 1042-S or K-1 forms, optionally of one year: the company's, or those naming the person", permission: PAYROLL_PERMISSION,
  query: S.ZUploadedFormQuerySchema, response: S.ZUploadedFormListSchema,
});
export const createUploadedFormRoute = defineRoute({
  id: 'payroll.forms.uploads.create', domain, method: 'POST', path: `${base}/uploads`,
  summary: 'Record an uploaded 1042-S (a contractor) or K-1 (a shareholder) of a year (staff only)', permission: PAYROLL_RUN_PERMISSION,
  body: S.ZCreateUploadedFormSchema, response: S.ZUploadedFormSchema, status: 201, audit: 'PAYROLL_FORM_UPLOADED',
});
export const downloadUploadedFormRoute = defineRoute({
  id: 'payroll.forms.uploads.download', domain, method: 'GET', path: `${base}/uploads/{id}/download`,
  summary: 'An uploaded form\'s file (a short-lived link)', permission: PAYROLL_PERMISSION,
  params: S.ZUploadIdParamsSchema, response: S.ZFormDownloadSchema,
});
export const deleteUploadedFormRoute = defineRoute({
  id: 'payroll.forms.uploads.delete', domain, method: 'DELETE', path: `${base}/uploads/{id}`,
  summary: 'Delete an uploaded form\'s record (staff only)', permission: PAYROLL_RUN_PERMISSION,
  params: S.ZUploadIdParamsSchema, response: S.ZDeletedSchema, audit: 'PAYROLL_FORM_DELETED',
});

export const payrollFormRoutes: TRoute[] = [
  listW2Route, w2PdfRoute, list1099Route, nec1099PdfRoute, listUploadedFormsRoute, createUploadedFormRoute, downloadUploadedFormRoute, deleteUploadedFormRoute,
];

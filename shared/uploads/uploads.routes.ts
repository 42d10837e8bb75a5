import { defineRoute } from '../api/route.js';
import { UPLOAD_ROLES } from './access.js';
import { ZCompanyRowsRequestSchema, ZEmploymentRowsRequestSchema, ZUploadRowsResponseSchema } from './uploads.schema.js';

/**
 * Bulk uploads by provider staff (issue 5; /upload/companies and /upload/employments). The browser
 * parses the file and sends its rows in batches; each call validates every row again and creates
 * the valid ones through the single-record services, one transaction per row, answering per row:
 * created, exists (already there: a re-upload creates nothing) or error (docs/decisions/0015-bulk-uploads.md).
 */
const domain = 'uploads' as const;

const staff = { access: 'staff', roles: UPLOAD_ROLES } as const;

export const uploadCompanyRowsRoute = defineRoute({
  id: 'uploads.companies.rows', domain, method: 'POST', path: '/api/uploads/companies/rows',
  summary: 'Create companies from up to 50 rows of an uploaded sheet; per-row created, exists (EIN taken) or error',
  permission: staff, body: ZCompanyRowsRequestSchema, response: ZUploadRowsResponseSchema, audit: 'UPLOAD_COMPANIES_ROWS',
});
export const uploadEmploymentRowsRoute = defineRoute({
  id: 'uploads.employments.rows', domain, method: 'POST', path: '/api/uploads/employments/rows',
  summary: "Create employments (employer by EIN) from up to 50 rows of an uploaded sheet; per-row created, exists (40037) or error",
  permission: staff, body: ZEmploymentRowsRequestSchema, response: ZUploadRowsResponseSchema, audit: 'UPLOAD_EMPLOYMENTS_ROWS',
});

export const uploadsRoutes = [uploadCompanyRowsRoute, uploadEmploymentRowsRoute] as const;

import type { TUploadKind, TUploadRow } from '@shared/uploads/uploads.schema.js';
import { uploadCompanyRowsRoute, uploadEmploymentRowsRoute } from '@shared/uploads/uploads.routes.js';
import type { QueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

const ROUTES = { companies: uploadCompanyRowsRoute, employments: uploadEmploymentRowsRoute } as const;

/** One batch of rows to the staff route of its kind; staff act outside any client workspace. */
export function sendRows(kind: TUploadKind, body: { fileName: string; fileSha256: string; rows: TUploadRow[] }, signal?: AbortSignal) {
  return callRoute(ROUTES[kind], { body } as never, { workspaceId: null, signal });
}

/** After an upload the lists that show its records reload: the company search, any company's HR lists. */
export function invalidateAfterUpload(queryClient: QueryClient, kind: TUploadKind) {
  return kind === 'companies'
    ? queryClient.invalidateQueries({ queryKey: ['directory'] })
    : queryClient.invalidateQueries({ queryKey: ['hr'] });
}

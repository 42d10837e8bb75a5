import { completeUploadRoute, createUploadRoute } from '@shared/files/files.routes.js';
import { MAX_FILE_BYTES, contentTypeOf } from '@shared/files/files.schema.js';
import {
  createUploadedFormRoute, deleteUploadedFormRoute, downloadUploadedFormRoute, list1099Route, listUploadedFormsRoute, listW2Route, nec1099PdfRoute, w2PdfRoute,
} from '@shared/payroll/forms.routes.js';
import type { TCounterpartyType, TUploadedFormKind } from '@shared/payroll/forms.schema.js';
import { getShareholdersRoute } from '@shared/profile/profile.routes.js';
import { listEmploymentsRoute } from '@shared/workforce/workforce.routes.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, callRoute } from '../../../app/api-client';

/** Every year-end forms query lives under ['payroll-forms', workspaceId, …]: an upload or a delete refreshes them at once. */
export const formsKey = (workspaceId: string, ...rest: unknown[]) => ['payroll-forms', workspaceId, ...rest] as const;
export const invalidateForms = (queryClient: QueryClient, workspaceId: string) => queryClient.invalidateQueries({ queryKey: formsKey(workspaceId) });

/** The year's W-2s: the company's employees', or the person's own. */
export const w2Query = (workspaceId: string, year: number) =>
  queryOptions({
    queryKey: formsKey(workspaceId, 'w2', year),
    queryFn: ({ signal }) => callRoute(listW2Route, { query: { year } }, { workspaceId, signal }),
  });

/** The year's 1099-NECs and the contractors blocking one (no signed W-9). */
export const necQuery = (workspaceId: string, year: number) =>
  queryOptions({
    queryKey: formsKey(workspaceId, '1099', year),
    queryFn: ({ signal }) => callRoute(list1099Route, { query: { year } }, { workspaceId, signal }),
  });

/** Uploaded 1042-S or K-1 forms, of one year or (year 0) of all. */
export const uploadedQuery = (workspaceId: string, kind: TUploadedFormKind, year: number) =>
  queryOptions({
    queryKey: formsKey(workspaceId, 'uploads', kind, year),
    queryFn: ({ signal }) => callRoute(listUploadedFormsRoute, { query: { kind, ...(year ? { year } : {}) } }, { workspaceId, signal }),
  });

export const w2Pdf = (workspaceId: string, employmentId: string, year: number) => callRoute(w2PdfRoute, { params: { employmentId, year } }, { workspaceId });
export const necPdf = (workspaceId: string, contractorId: string, year: number) => callRoute(nec1099PdfRoute, { params: { contractorId, year } }, { workspaceId });
export const uploadedFormLink = (workspaceId: string, id: string) => callRoute(downloadUploadedFormRoute, { params: { id } }, { workspaceId });
export const deleteUploadedForm = (workspaceId: string, id: string) => callRoute(deleteUploadedFormRoute, { params: { id } }, { workspaceId });

/** The company's contractors a 1042-S can name (the upload dialog's choices). */
export const contractorsQuery = (companyId: string) =>
  queryOptions({
    queryKey: formsKey(companyId, 'contractors'),
    queryFn: ({ signal }) => callRoute(listEmploymentsRoute, { query: { types: 'CONTRACTOR,FOREIGN_CONTRACTOR', pageSize: 100 } }, { workspaceId: companyId, signal }),
    staleTime: 60_000,
  });

/** The company's shareholders a K-1 can name: those linked to a person profile. */
export const shareholdersQuery = (companyId: string) =>
  queryOptions({
    queryKey: formsKey(companyId, 'shareholders'),
    queryFn: ({ signal }) => callRoute(getShareholdersRoute, {}, { workspaceId: companyId, signal }),
    staleTime: 60_000,
  });

/** What the upload dialog sends: the file, and who and which year the form is for. */
export interface TUploadInput {
  kind: TUploadedFormKind;
  year: number;
  file: File;
  contractorId?: string;
  counterpartyType?: TCounterpartyType;
  shareholderId?: string;
}

/** Why a picked file cannot be uploaded: empty, or over the files domain's 25 MB. */
export function fileProblem(file: File): 'file_empty' | 'file_too_large' | undefined {
  if (file.size === 0) return 'file_empty';
  return file.size > MAX_FILE_BYTES ? 'file_too_large' : undefined;
}

/**
 * Uploads the file into the company's workspace through the files API (register, PUT the bytes,
 * confirm), then records the form for its year and recipient.
 */
export async function uploadForm(companyId: string, input: TUploadInput) {
  const { file, ...rest } = input;
  const { uploadUrl, headers, file: registered } = await callRoute(
    createUploadRoute,
    { body: { fileName: file.name, contentType: contentTypeOf(file.name) ?? (file.type || 'application/pdf'), size: file.size } },
    { workspaceId: companyId },
  );
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: file });
  if (!put.ok) throw new ApiError(put.status, undefined);
  const done = await callRoute(completeUploadRoute, { params: { id: registered.id } }, { workspaceId: companyId });
  return callRoute(createUploadedFormRoute, { body: { ...rest, fileId: done.id } }, { workspaceId: companyId });
}

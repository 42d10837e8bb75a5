import { completeUploadRoute, createUploadRoute } from '@shared/files/files.routes.js';
import { extensionOf, MAX_FILE_BYTES } from '@shared/files/files.schema.js';
import { ApiError, callRoute } from '../../../app/api-client';

/** Why a picked file cannot be a signable document: not a PDF, or over the files domain's 25 MB. */
export function pdfProblem(file: File): 'not_pdf' | 'file_too_large' | 'file_empty' | undefined {
  if (extensionOf(file.name) !== 'pdf') return 'not_pdf';
  if (file.size === 0) return 'file_empty';
  if (file.size > MAX_FILE_BYTES) return 'file_too_large';
  return undefined;
}

/**
 * Uploads a PDF into the workspace through the platform's files API, as the profile's scans and
 * the chat's files do: register (a presigned PUT with its signed headers), PUT the bytes, confirm.
 * Answers the file id the document is created from.
 */
export async function uploadPdf(file: File, workspaceId: string, signal?: AbortSignal): Promise<string> {
  const { uploadUrl, headers, file: registered } = await callRoute(
    createUploadRoute,
    { body: { fileName: file.name, contentType: 'application/pdf', size: file.size } },
    { workspaceId, signal },
  );
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: file, signal });
  if (!put.ok) throw new ApiError(put.status, undefined);
  return (await callRoute(completeUploadRoute, { params: { id: registered.id } }, { workspaceId, signal })).id;
}

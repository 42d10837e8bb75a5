import { completeUploadRoute, createUploadRoute, downloadFileRoute } from '@shared/files/files.routes.js';
import { contentTypeOf } from '@shared/files/files.schema.js';
import { ApiError, callRoute } from '../../../app/api-client';

/**
 * The platform's upload: register (presigned PUT), PUT the bytes, confirm. Answers the file's id and
 * name. The content type is the one the server expects for the extension (browsers report RTF and
 * some Office files otherwise); an extension it does not take is refused by the server (400).
 */
export async function uploadProfileFile(file: File, workspaceId: string): Promise<{ id: string; fileName: string }> {
  const contentType = contentTypeOf(file.name) ?? (file.type || 'application/octet-stream');
  const { uploadUrl, headers, file: registered } = await callRoute(
    createUploadRoute,
    { body: { fileName: file.name, contentType, size: file.size } },
    { workspaceId },
  );
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: file });
  if (!put.ok) throw new ApiError(put.status, undefined);
  const done = await callRoute(completeUploadRoute, { params: { id: registered.id } }, { workspaceId });
  return { id: done.id, fileName: done.fileName };
}

/** Opens a file of the workspace in a new tab through a short-lived download link. */
export async function openProfileFile(workspaceId: string, fileId: string): Promise<void> {
  const { url } = await callRoute(downloadFileRoute, { params: { id: fileId } }, { workspaceId });
  window.open(url, '_blank', 'noopener');
}

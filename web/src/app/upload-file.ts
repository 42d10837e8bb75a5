import { completeUploadRoute, createUploadRoute } from '@shared/files/files.routes.js';
import { ApiError, callRoute } from './api-client';

/**
 * The platform's upload into a workspace through the files API, as the profile's scans, the chat's
 * files and the signable documents do: register (a presigned PUT with its signed headers), PUT the
 * bytes, confirm. Answers the confirmed file's id.
 *
 * @param contentType what the file is registered as (the files API checks it against the extension)
 */
export async function uploadFile(file: File, workspaceId: string, contentType: string, signal?: AbortSignal): Promise<string> {
  const { uploadUrl, headers, file: registered } = await callRoute(
    createUploadRoute,
    { body: { fileName: file.name, contentType, size: file.size } },
    { workspaceId, signal },
  );
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: file, signal });
  if (!put.ok) throw new ApiError(put.status, undefined);
  return (await callRoute(completeUploadRoute, { params: { id: registered.id } }, { workspaceId, signal })).id;
}

import { extensionOf, MAX_FILE_BYTES } from '@shared/files/files.schema.js';
import { uploadFile } from '../../../app/upload-file';

/** Why a picked file cannot be a signable document: not a PDF, or over the files domain's 25 MB. */
export function pdfProblem(file: File): 'not_pdf' | 'file_too_large' | 'file_empty' | undefined {
  if (extensionOf(file.name) !== 'pdf') return 'not_pdf';
  if (file.size === 0) return 'file_empty';
  if (file.size > MAX_FILE_BYTES) return 'file_too_large';
  return undefined;
}

/**
 * Uploads a PDF into the workspace through the platform's files API (app/upload-file.ts).
 * Answers the file id the document is created from.
 */
export function uploadPdf(file: File, workspaceId: string, signal?: AbortSignal): Promise<string> {
  return uploadFile(file, workspaceId, 'application/pdf', signal);
}

import * as z from 'zod/mini';

/**
 * Images, PDF, Excel, Word and RTF (issue: files), and CSV, the payroll import's other layout
 * (issue 18), by extension and content type. Downloads are always attachments.
 */
export const ALLOWED_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
} as const;
export type TFileExtension = keyof typeof ALLOWED_FILE_TYPES;

export const MAX_FILE_BYTES = 25 * 1024 * 1024;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export const ZUploadRequestSchema = z.object({
  fileName: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(200),
    // eslint-disable-next-line no-control-regex -- control characters are exactly what the name may not hold
    z.regex(/^[^/\\\u0000-\u001f]+$/u, 'Invalid file name'),
  ),
  contentType: z.string().check(z.minLength(3), z.maxLength(200)),
  size: z.number().check(z.int(), z.minimum(1)),
});
export type TUploadRequest = z.infer<typeof ZUploadRequestSchema>;

export const ZFileMetaSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  extension: z.string(),
  contentType: z.string(),
  size: z.number(),
  createDate: z.string(),
  internalKey: z.string(),
  uploaded: z.boolean(),
});
export type TFileMeta = z.infer<typeof ZFileMetaSchema>;

export const ZUploadResponseSchema = z.object({
  file: ZFileMetaSchema,
  uploadUrl: z.string(),
  /** Headers the browser must send with the PUT (the signed content type). */
  headers: z.record(z.string(), z.string()),
});
export const ZDownloadResponseSchema = z.object({ url: z.string(), expiresIn: z.number() });

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

/**
 * The document types a person or company uploads (spec 000 §3 File meta "Allowed upload types:
 * images, PDF, Excel, Word, RTF"): every document upload of the profile, the archive and the
 * payroll forms accepts exactly these. CSV stays an import layout only.
 */
export const DOCUMENT_FILE_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'heic', 'xls', 'xlsx', 'doc', 'docx', 'rtf'] as const satisfies readonly TFileExtension[];

/** The `accept` attribute of a document file input: the extensions and their content types. */
export const DOCUMENT_UPLOAD_ACCEPT = [
  ...DOCUMENT_FILE_EXTENSIONS.map((e) => `.${e}`),
  ...new Set(DOCUMENT_FILE_EXTENSIONS.map((e) => ALLOWED_FILE_TYPES[e])),
].join(',');

/** Whether a file name is one of the document types (by extension, as the server decides). */
export function isDocumentFile(fileName: string): boolean {
  return (DOCUMENT_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/**
 * The content type the server expects for a file name (its extension's), else undefined. Browsers
 * report RTF and some Office files differently (text/rtf, empty), so uploads send this one.
 */
export function contentTypeOf(fileName: string): string | undefined {
  return (ALLOWED_FILE_TYPES as Record<string, string>)[extensionOf(fileName)];
}

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

/**
 * Signable documents (spec 000 §3, §4; docs/decisions/0024-signable-documents.md): a PDF, the boxes
 * placed on its pages, the signers each box belongs to, and what each signer saw, agreed to and signed.
 */
import * as z from 'zod/mini';
import { ZEmailSchema } from '../core/common.schema.js';

export const SIGNABLE_STATUSES = ['CREATED', 'SENT', 'PARTIALLY_SIGNED', 'SIGNED', 'DECLINED', 'CANCELLED'] as const;
export type TSignableStatus = (typeof SIGNABLE_STATUSES)[number];
export const SIGNER_STATUSES = ['ASSIGNED', 'SENT', 'OPENED', 'SIGNED', 'DECLINED'] as const;
export type TSignerStatus = (typeof SIGNER_STATUSES)[number];
export const LABEL_TYPES = ['SIGNATURE', 'NAME'] as const;
export type TLabelType = (typeof LABEL_TYPES)[number];
export const REQUIREMENTS = ['IGNORED', 'OPTIONAL', 'REQUIRED'] as const;
export type TRequirement = (typeof REQUIREMENTS)[number];
/** How a signer reached the document: the emailed link, or signed in to the portal. */
export const SIGNER_VIAS = ['LINK', 'ACCOUNT'] as const;

/** Bounds: one document's pages, signers and boxes, and a link's lifetime. */
export const MAX_PAGES = 100;
export const MAX_SIGNERS = 10;
export const MAX_LABELS = 200;
export const DEFAULT_LINK_DAYS = 30;
export const MAX_LINK_DAYS = 365;
/** A box is three times as wide as it is high, at every zoom (its width is not stored). */
export const LABEL_ASPECT = 3;
/** A drawn signature: at most this many strokes and points, coordinates as fractions of the pad. */
export const MAX_STROKES = 64;
export const MAX_STROKE_NUMBERS = 2_000;
export const MAX_SIGNATURE_NUMBERS = 8_000;

const ZTitleSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const ZPersonNameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const ZFraction = z.number().check(z.minimum(0), z.maximum(1));
const ZLocalIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/u, 'Invalid id'));

export const ZPageSchema = z.object({
  pageNumber: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGES)),
  /** The page's size in PDF points. */
  width: z.number(),
  height: z.number(),
});
export type TPage = z.infer<typeof ZPageSchema>;

/**
 * A box on a page (spec 000 §3 labels): its top-left corner and height as fractions of the page, so
 * it lands in the same place at any zoom. `signerId` names the signer it belongs to.
 */
export const ZLabelSchema = z.object({
  id: ZLocalIdSchema,
  type: z.enum(LABEL_TYPES),
  requirement: z.enum(REQUIREMENTS),
  pageNumber: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGES)),
  relativePosX: ZFraction,
  relativePosY: ZFraction,
  relativeHeight: z.number().check(z.minimum(0.01), z.maximum(0.3)),
  signerId: ZLocalIdSchema,
});
export type TLabel = z.infer<typeof ZLabelSchema>;

/** A signer as the sender names them: picked from the directory or contacts, or a new email. */
export const ZSignerInputSchema = z.object({
  id: ZLocalIdSchema,
  name: ZPersonNameSchema,
  email: ZEmailSchema,
});
export type TSignerInput = z.infer<typeof ZSignerInputSchema>;

export const ZSignerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(SIGNER_STATUSES),
  via: z.optional(z.enum(SIGNER_VIAS)),
  sentAt: z.optional(z.string()),
  openedAt: z.optional(z.string()),
  consentedAt: z.optional(z.string()),
  signedAt: z.optional(z.string()),
  declinedAt: z.optional(z.string()),
  declineReason: z.optional(z.string()),
  remindedAt: z.optional(z.string()),
});
export type TSigner = z.infer<typeof ZSignerSchema>;

export const ZSignableDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(SIGNABLE_STATUSES),
  fileName: z.string(),
  pages: z.array(ZPageSchema),
  labels: z.array(ZLabelSchema),
  signers: z.array(ZSignerSchema),
  /** SHA-256 (hex) of the uploaded original, and of the completed file once signed. */
  originalSha256: z.string(),
  signedSha256: z.optional(z.string()),
  linkDays: z.number(),
  createdAt: z.string(),
  sentAt: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  completedAt: z.optional(z.string()),
  cancelledAt: z.optional(z.string()),
  version: z.number(),
});
export type TSignableDocument = z.infer<typeof ZSignableDocumentSchema>;

/** A row of the `signable` list (common): the document and its signers' progress. */
export const ZSignableSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(SIGNABLE_STATUSES),
  createdAt: z.string(),
  sentAt: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  completedAt: z.optional(z.string()),
  signers: z.array(z.pick(ZSignerSchema, { id: true, name: true, email: true, status: true })),
});
export type TSignableSummary = z.infer<typeof ZSignableSummarySchema>;

export const ZCreateSignableRequestSchema = z.object({
  title: ZTitleSchema,
  /** An uploaded PDF among the workspace's files. */
  fileId: z.string().check(z.minLength(1), z.maxLength(64)),
  linkDays: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINK_DAYS))),
});
export type TCreateSignableRequest = z.infer<typeof ZCreateSignableRequestSchema>;

/** The draft's whole editable state, with the version that was read (409 version_conflict when stale). */
export const ZUpdateSignableRequestSchema = z.object({
  version: z.number().check(z.int(), z.minimum(0)),
  title: ZTitleSchema,
  linkDays: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_LINK_DAYS)),
  signers: z.array(ZSignerInputSchema).check(z.maxLength(MAX_SIGNERS)),
  labels: z.array(ZLabelSchema).check(z.maxLength(MAX_LABELS)),
});
export type TUpdateSignableRequest = z.infer<typeof ZUpdateSignableRequestSchema>;

export const ZSignerParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  signerId: ZLocalIdSchema,
});
export const ZDownloadQuerySchema = z.object({ kind: z._default(z.enum(['original', 'signed']), 'signed') });

/** A row of the `signable` list (own): a document waiting for (or signed by) the current user. */
export const ZOwnSignableSchema = z.object({
  id: z.string(),
  title: z.string(),
  senderName: z.string(),
  status: z.enum(SIGNABLE_STATUSES),
  signerStatus: z.enum(SIGNER_STATUSES),
  sentAt: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  signedAt: z.optional(z.string()),
});
export type TOwnSignable = z.infer<typeof ZOwnSignableSchema>;

/** 128 bits or more of randomness, base64url: the public id of one signer's link. */
export const ZPublicIdParamsSchema = z.object({ publicId: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/u, 'Invalid link')) });

/** What a signer sees: the pages, their own boxes only, and the consent to agree to first. */
export const ZSigningViewSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  senderName: z.string(),
  status: z.enum(SIGNABLE_STATUSES),
  signer: z.pick(ZSignerSchema, { id: true, name: true, email: true, status: true, consentedAt: true, signedAt: true }),
  pages: z.array(ZPageSchema),
  labels: z.array(z.omit(ZLabelSchema, { signerId: true })),
  /** A short-lived URL of the original PDF, rendered in the browser. */
  originalUrl: z.string(),
  expiresAt: z.optional(z.string()),
  /** The ESIGN disclosure version to agree to (its texts: shared/documents/esign-consent.ts). */
  consentVersion: z.string(),
});
export type TSigningView = z.infer<typeof ZSigningViewSchema>;

export const ZConsentRequestSchema = z.object({
  /** The version of the ESIGN disclosure shown (shared/documents/esign-consent.ts). */
  version: z.string().check(z.maxLength(20)),
  language: z.enum(['EN', 'RU']),
  agree: z.literal(true),
});
export type TConsentRequest = z.infer<typeof ZConsentRequestSchema>;

/** One stroke: x0, y0, x1, y1… as fractions of the pad's width and height. */
const ZStrokeSchema = z.array(ZFraction).check(z.minLength(2), z.maxLength(MAX_STROKE_NUMBERS));
export const ZSignatureValueSchema = z.object({
  labelId: ZLocalIdSchema,
  kind: z.literal('SIGNATURE'),
  strokes: z
    .array(ZStrokeSchema)
    .check(
      z.minLength(1),
      z.maxLength(MAX_STROKES),
      z.refine((s) => s.reduce((n, stroke) => n + stroke.length, 0) <= MAX_SIGNATURE_NUMBERS, 'The signature is too complex'),
      z.refine((s) => s.every((stroke) => stroke.length % 2 === 0), 'Invalid signature'),
    ),
});
export const ZNameValueSchema = z.object({ labelId: ZLocalIdSchema, kind: z.literal('NAME'), text: ZPersonNameSchema });
export const ZLabelValueSchema = z.discriminatedUnion('kind', [ZSignatureValueSchema, ZNameValueSchema]);
export type TLabelValue = z.infer<typeof ZLabelValueSchema>;

export const ZSignRequestSchema = z.object({ values: z.array(ZLabelValueSchema).check(z.minLength(1), z.maxLength(MAX_LABELS)) });
export type TSignRequest = z.infer<typeof ZSignRequestSchema>;

export const ZDeclineRequestSchema = z.object({ reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)) });

export const ZSignResultSchema = z.object({
  status: z.enum(SIGNABLE_STATUSES),
  signerStatus: z.enum(SIGNER_STATUSES),
});

/** The public verification: the SHA-256 the browser computed of a PDF. */
export const ZVerifyRequestSchema = z.object({ sha256: z.string().check(z.regex(/^[a-f0-9]{64}$/u, 'Invalid hash')) });
export const ZVerifyResponseSchema = z.object({
  verified: z.boolean(),
  completedAt: z.optional(z.string()),
  signers: z.optional(z.array(z.object({ name: z.string(), signedAt: z.string() }))),
});
export type TVerifyResponse = z.infer<typeof ZVerifyResponseSchema>;


import * as z from 'zod/mini';
import {
  ZLabelValueSchema,
  ZOwnSignableSchema,
  ZSignableDocumentSchema,
  ZSignerSchema,
} from '../../../shared/documents/documents.schema.js';
import { defineEntity, type TTransactItem } from '../../core/entity.js';

/**
 * What the server keeps of a signer besides what the sender sees: the hash of their current link,
 * where each step came from (address, browser, time zone) and the disclosure they agreed to, for the
 * completion certificate.
 */
const ZStepSchema = z.object({ at: z.string(), ip: z.string(), userAgent: z.string(), timeZone: z.string() });
export type TStep = z.infer<typeof ZStepSchema>;
export const ZStoredSignerSchema = z.extend(ZSignerSchema, {
  linkHash: z.optional(z.string()),
  opened: z.optional(ZStepSchema),
  consented: z.optional(ZStepSchema),
  finished: z.optional(ZStepSchema),
  consentVersion: z.optional(z.string()),
  consentLanguage: z.optional(z.enum(['EN', 'RU'])),
  consentText: z.optional(z.string()),
});
export type TStoredSigner = z.infer<typeof ZStoredSignerSchema>;

/**
 * A signable document: one item, signers inside it, so every signer's step is one conditional
 * update of it (versioned) and completion happens exactly once. Listed per workspace on GSI1.
 */
const ZStoredSignableSchema = z.extend(ZSignableDocumentSchema, {
  workspaceId: z.string(),
  senderName: z.string(),
  createdBy: z.string(),
  originalKey: z.string(),
  signers: z.array(ZStoredSignerSchema),
  /** The signed file (original, signatures and certificate) once SIGNED; written once. */
  signedKey: z.optional(z.string()),
  /** SHA-256 of the signed pages before the certificate was appended (printed on the certificate). */
  contentSha256: z.optional(z.string()),
  /** The tax form whose answers this document renders (services/forms.ts): it moves with the document. */
  formId: z.optional(z.string()),
});
export type TStoredSignable = z.output<typeof ZStoredSignableSchema>;

export const SignableEntity = defineEntity({
  name: 'Signable',
  schema: ZStoredSignableSchema,
  key: (a: { id: string }) => ({ PK: `SIGNDOC#${a.id}`, SK: 'DOC' }),
  keyOf: (d) => ({ id: d.id }),
  indexes: (d) => ({ GSI1PK: `WS#${d.workspaceId}`, GSI1SK: `SIGNDOC#${d.id}` }),
});

/** A signer's filled boxes, written with their signature and read once, when the PDF is built. */
export const SignerValuesEntity = defineEntity({
  name: 'SignerValues',
  schema: z.object({ documentId: z.string(), signerId: z.string(), values: z.array(ZLabelValueSchema) }),
  key: (a: { documentId: string; signerId: string }) => ({ PK: `SIGNDOC#${a.documentId}`, SK: `VALUES#${a.signerId}` }),
  keyOf: (v) => ({ documentId: v.documentId, signerId: v.signerId }),
});

/**
 * A signer's link, keyed by the SHA-256 of its public id: the table never holds a usable link.
 * It expires with the document (TTL) and is deleted when a reminder replaces it.
 */
export const SignLinkEntity = defineEntity({
  name: 'SignLink',
  schema: z.object({ linkHash: z.string(), documentId: z.string(), signerId: z.string(), expiresAt: z.string() }),
  key: (a: { linkHash: string }) => ({ PK: `SIGNLINK#${a.linkHash}`, SK: 'LINK' }),
  keyOf: (l) => ({ linkHash: l.linkHash }),
  ttl: (l) => Math.floor(Date.parse(l.expiresAt) / 1000) + 86_400,
});

/**
 * A document waiting for (or signed by) an email's owner: the signed-in signer's `own` list, keyed
 * by the email the sender typed, so an account made later with that email sees it too. Its statuses
 * move in the same transactions as the document's.
 */
export const SignInboxEntity = defineEntity({
  name: 'SignInbox',
  schema: z.extend(ZOwnSignableSchema, { email: z.string(), signerId: z.string() }),
  key: (a: { email: string; id: string }) => ({ PK: `SIGNINBOX#${a.email}`, SK: `SIGNDOC#${a.id}` }),
  keyOf: (i) => ({ email: i.email, id: i.id }),
});

/**
 * A completed file's SHA-256 → what the public verification may tell: the signers' names and
 * signing times and the completion time. Written once, in the completing transaction.
 */
export const SignedHashEntity = defineEntity({
  name: 'SignedHash',
  schema: z.object({
    sha256: z.string(),
    documentId: z.string(),
    completedAt: z.string(),
    signers: z.array(z.object({ name: z.string(), signedAt: z.string() })),
  }),
  key: (a: { sha256: string }) => ({ PK: `SIGNEDHASH#${a.sha256}`, SK: 'DOC' }),
  keyOf: (h) => ({ sha256: h.sha256 }),
});

/** The document's update conditioned on the version read, which it moves on (every write of it). */
export function versionedUpdate(doc: TStoredSignable, set: Partial<TStoredSignable>): TTransactItem {
  return SignableEntity.updateOp(
    { id: doc.id },
    { set: { ...set, version: doc.version + 1 }, condition: '#v = :v', names: { '#v': 'version' }, values: { ':v': doc.version } },
  );
}

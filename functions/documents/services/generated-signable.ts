/**
 * Signable documents another domain generates and sends at once (a company's Holiday and Overtime
 * Policy to its employees: docs/decisions/0028-holiday-overtime-policy.md); their states are read
 * through signing-states.ts. The sender's rules hold as for a document made from an upload and sent
 * (signable.ts): unique signer ids and emails, boxes on pages of the file naming a signer, every
 * signer with a REQUIRED box, the original copied under the document's own key, one hashed link per
 * signer, the `own` rows and the request mails in the same transaction. The caller commits the
 * returned items in its own transaction (with its audit event and its own records), so a policy's
 * signature record and its document are written together or not at all.
 */
import { newId } from '../../../shared/core/ids.js';
import { DEFAULT_LINK_DAYS, type TLabel, type TSignerInput } from '../../../shared/documents/documents.schema.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { SignableEntity, SignLinkEntity, type TStoredSignable, type TStoredSigner, versionedUpdate } from '../data/documents.entities.js';
import { inboxOps, notifySigners, requestMail } from './deliver.js';
import { discardPdf, mintLink, putPdf, readPdf } from './links.js';
import { inspectPdf } from './signed-pdf.js';

const DAY_MS = 86_400_000;

export interface TGeneratedSignable {
  /** The sending workspace (a company): the document is in its list and its audit chain. */
  workspaceId: string;
  /** The name the signers see as the sender (the company's). */
  senderName: string;
  /** The user who sent it. */
  createdBy: string;
  title: string;
  fileName: string;
  bytes: Uint8Array;
  signers: TSignerInput[];
  labels: TLabel[];
  /** @default DEFAULT_LINK_DAYS (30) */
  linkDays?: number;
}

/** The rules a sender's draft must meet before it is sent (as `checkDraft` and `sendSignable` ask). */
function checkGenerated(input: TGeneratedSignable, pages: number): void {
  const ids = new Set(input.signers.map((s) => s.id));
  if (!input.signers.length || ids.size !== input.signers.length) throw new AppError('invalid_request', { param: 'signers', message: 'Signer ids must be unique' });
  if (new Set(input.signers.map((s) => s.email)).size !== input.signers.length) {
    throw new AppError('invalid_request', { param: 'signers', message: 'Each signer needs an email of their own' });
  }
  if (new Set(input.labels.map((l) => l.id)).size !== input.labels.length) throw new AppError('invalid_request', { param: 'labels', message: 'Field ids must be unique' });
  input.labels.forEach((l, i) => {
    if (!ids.has(l.signerId)) throw new AppError('invalid_request', { param: `labels.${i}.signerId`, message: 'The field names no signer of this document' });
    if (l.pageNumber > pages) throw new AppError('invalid_request', { param: `labels.${i}.pageNumber`, message: 'The document has no such page' });
  });
  const required = (signerId: string) => input.labels.some((l) => l.signerId === signerId && l.requirement === 'REQUIRED');
  if (!input.signers.every((s) => required(s.id))) throw new AppError('signers_incomplete', { param: 'signers' });
}

/**
 * A generated PDF as a document already SENT to its signers: the original is stored now (under the
 * document's own key), and `ops` are the document, its links, the signers' `own` rows and the
 * request mails, for the caller's transaction. After that commits, `afterCommit` sends the mails
 * (SES) and notifies signers with an account; if it does not, `discard` removes the stored original.
 */
export async function prepareGeneratedSignable(input: TGeneratedSignable): Promise<{
  documentId: string;
  originalSha256: string;
  /** Each signer's public link id (what the request mail carries), for a caller that shows its own Sign button. */
  links: { signerId: string; publicId: string }[];
  ops: TTransactItem[];
  afterCommit: () => Promise<void>;
  discard: () => Promise<void>;
}> {
  const { pages, sha256 } = await inspectPdf(input.bytes);
  checkGenerated(input, pages.length);
  const id = newId();
  const originalKey = `ws/${input.workspaceId}/signable/${id}/original.pdf`;
  await putPdf(originalKey, input.bytes);
  const now = new Date();
  const sentAt = now.toISOString();
  const linkDays = input.linkDays ?? DEFAULT_LINK_DAYS;
  const expiresAt = new Date(now.getTime() + linkDays * DAY_MS).toISOString();
  const links = input.signers.map(() => mintLink());
  const signers: TStoredSigner[] = input.signers.map((s, i) => ({ ...s, status: 'SENT', sentAt, linkHash: links[i]!.linkHash }));
  const doc: TStoredSignable = {
    id,
    workspaceId: input.workspaceId,
    title: input.title,
    status: 'SENT',
    fileName: input.fileName,
    pages,
    labels: input.labels,
    signers,
    originalSha256: sha256,
    originalKey,
    linkDays,
    createdAt: sentAt,
    sentAt,
    expiresAt,
    createdBy: input.createdBy,
    senderName: input.senderName,
    version: 0,
  };
  const mails = signers.map((s, i) => requestMail(doc, s, links[i]!.publicId));
  const ops: TTransactItem[] = [
    SignableEntity.putOp(doc, { ifNotExists: true }),
    ...signers.map((s) => SignLinkEntity.putOp({ linkHash: s.linkHash!, documentId: id, signerId: s.id, expiresAt }, { ifNotExists: true })),
    ...inboxOps(doc, { create: true }),
    ...mails.flatMap((m) => m.ops),
  ];
  return {
    documentId: id,
    originalSha256: sha256,
    links: signers.map((s, i) => ({ signerId: s.id, publicId: links[i]!.publicId })),
    ops,
    afterCommit: async () => {
      await Promise.all(mails.map((m) => m.send()));
      await notifySigners(doc, signers);
    },
    discard: () => discardPdf(originalKey),
  };
}

/**
 * Withdrawing a generated document the caller replaces (a policy attached anew, an edited policy's
 * officer copy): the items that cancel it, conditioned on the version read, for the caller's
 * transaction; none when it is no longer pending (signed, declined, cancelled) or not the
 * workspace's. `status` is what was read, so the caller can refuse to replace a signed one.
 */
export async function prepareCancelGenerated(workspaceId: string, documentId: string): Promise<{ status?: TStoredSignable['status']; ops: TTransactItem[] }> {
  const doc = await SignableEntity.get({ id: documentId }, { consistent: true });
  if (!doc || doc.workspaceId !== workspaceId) return { ops: [] };
  if (!['CREATED', 'SENT', 'PARTIALLY_SIGNED'].includes(doc.status)) return { status: doc.status, ops: [] };
  const cancelledAt = new Date().toISOString();
  const next: TStoredSignable = { ...doc, status: 'CANCELLED', cancelledAt, version: doc.version + 1 };
  return { status: doc.status, ops: [versionedUpdate(doc, { status: 'CANCELLED', cancelledAt }), ...(doc.sentAt ? inboxOps(next) : [])] };
}

/** The signed PDF of a generated document everyone signed (the workspace's only), else undefined. */
export async function readSignedGenerated(workspaceId: string, documentId: string): Promise<Uint8Array | undefined> {
  const doc = await SignableEntity.get({ id: documentId });
  if (!doc || doc.workspaceId !== workspaceId || doc.status !== 'SIGNED' || !doc.signedKey) return undefined;
  return readPdf(doc.signedKey);
}

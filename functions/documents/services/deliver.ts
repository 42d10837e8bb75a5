import type { TTransactItem } from '../../core/entity.js';
import { accountForEmail } from '../../identity/services/accounts.js';
import { composeMail } from '../../identity/services/mailer.js';
import { SignInboxEntity, type TStoredSignable, type TStoredSigner } from '../data/documents.entities.js';
import { signingUrl } from './links.js';

/** The emailed request with the signer's own link; its outbox item joins the caller's transaction. */
export function requestMail(doc: TStoredSignable, signer: TStoredSigner, publicId: string) {
  return composeMail({
    kind: 'SIGN_REQUEST',
    to: signer.email,
    link: signingUrl(publicId),
    language: 'EN',
    params: { sender: doc.senderName, title: doc.title, until: (doc.expiresAt ?? '').slice(0, 10) },
  });
}

/**
 * The signers' `own` rows moved with the document: created when it is sent, then each status
 * change of the document or a signer is written in the same transaction.
 */
export function inboxOps(doc: TStoredSignable, opts: { create?: boolean } = {}): TTransactItem[] {
  return doc.signers.map((s) => {
    const row = {
      email: s.email,
      id: doc.id,
      signerId: s.id,
      title: doc.title,
      senderName: doc.senderName,
      status: doc.status,
      signerStatus: s.status,
      sentAt: s.sentAt,
      expiresAt: doc.expiresAt,
      signedAt: s.signedAt,
    };
    if (opts.create) return SignInboxEntity.putOp(row);
    const { email: _e, id: _i, ...set } = row;
    return SignInboxEntity.updateOp({ email: s.email, id: doc.id }, { set });
  });
}

/** Signers with an account get a notification that opens the document in the portal. */
export async function notifySigners(doc: TStoredSignable, signers: TStoredSigner[]): Promise<void> {
  const { notifySafely, notifyUsers } = await import('../../notifications/services/notify.js');
  await notifySafely(async () => {
    const accounts = await Promise.all(signers.map((s) => accountForEmail(s.email)));
    await Promise.all(
      accounts.map(
        (a) =>
          a &&
          notifyUsers([a.userId], {
            kind: 'SIGN_REQUEST',
            params: { sender: doc.senderName, title: doc.title },
            // Opens the document inside the portal, in the signer's own person workspace.
            link: a.personId ? `/archive/p/${a.personId}/signable/own/${doc.id}` : undefined,
          }),
      ),
    );
  }, 'SIGN_REQUEST');
}

/** The sender's workspace hears of a completion or a refusal. */
export async function notifySender(doc: TStoredSignable, kind: 'DOCUMENT_COMPLETED' | 'DOCUMENT_DECLINED', signer?: TStoredSigner) {
  const { notifySafely, notifyWorkspace } = await import('../../notifications/services/notify.js');
  await notifySafely(
    () =>
      notifyWorkspace(doc.workspaceId, {
        kind,
        params: { title: doc.title, ...(signer ? { signer: signer.name } : {}) },
        link: `/archive/c/${doc.workspaceId}/signable/common`,
      }),
    kind,
  );
}

import {
  consentOwnRoute,
  consentPublicRoute,
  declineOwnRoute,
  declinePublicRoute,
  openOwnSignableRoute,
  openPublicSignableRoute,
  signOwnRoute,
  signPublicRoute,
  verifySignedRoute,
} from '@shared/documents/documents.routes.js';
import type { TConsentRequest, TSignRequest } from '@shared/documents/documents.schema.js';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { callRoute } from '../../../app/api-client';

/**
 * Who is signing: the emailed link's holder (public, no workspace, no login needed) or the signed-in
 * user reading a document sent to their account. The same view serves both; only the routes differ.
 */
export type TSigningChannel = { kind: 'link'; publicId: string } | { kind: 'account'; documentId: string };

/** One key space: ['signing', kind, id]. */
export const signingKey = (channel: TSigningChannel) =>
  ['signing', channel.kind, channel.kind === 'link' ? channel.publicId : channel.documentId] as const;

// A link's holder acts as nobody's workspace: the link alone names the signer.
const linkOptions = { workspaceId: null };

/**
 * The signing view (ZSigningViewSchema). Never cached for long: it carries a short-lived URL of the
 * PDF, and its first read marks the signer OPENED. A refused link is not retried.
 */
export const signingViewQuery = (channel: TSigningChannel) =>
  queryOptions({
    queryKey: signingKey(channel),
    queryFn: ({ signal }) =>
      channel.kind === 'link'
        ? callRoute(openPublicSignableRoute, { params: { publicId: channel.publicId } }, { ...linkOptions, signal })
        : callRoute(openOwnSignableRoute, { params: { id: channel.documentId } }, { signal }),
    staleTime: 60_000,
  });

export const giveConsent = (channel: TSigningChannel, body: TConsentRequest) =>
  channel.kind === 'link'
    ? callRoute(consentPublicRoute, { params: { publicId: channel.publicId }, body }, linkOptions)
    : callRoute(consentOwnRoute, { params: { id: channel.documentId }, body });

export const signDocument = (channel: TSigningChannel, body: TSignRequest) =>
  channel.kind === 'link'
    ? callRoute(signPublicRoute, { params: { publicId: channel.publicId }, body }, linkOptions)
    : callRoute(signOwnRoute, { params: { id: channel.documentId }, body });

export const declineDocument = (channel: TSigningChannel, reason: string) =>
  channel.kind === 'link'
    ? callRoute(declinePublicRoute, { params: { publicId: channel.publicId }, body: { reason } }, linkOptions)
    : callRoute(declineOwnRoute, { params: { id: channel.documentId }, body: { reason } });

/** After a signature or a refusal: the view (and the signed-in user's lists of documents) change. */
export const invalidateSigning = (queryClient: QueryClient, channel: TSigningChannel) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: signingKey(channel) }),
    queryClient.invalidateQueries({ queryKey: ['documents'] }),
  ]);

/** Is this SHA-256 (hex) a document completed here and unchanged? */
export const verifyDocument = (sha256: string) => callRoute(verifySignedRoute, { body: { sha256 } }, linkOptions);

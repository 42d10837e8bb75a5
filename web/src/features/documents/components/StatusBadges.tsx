import { Badge } from '@mantine/core';
import type { TSignableStatus, TSignerStatus } from '@shared/documents/documents.schema.js';
import { useTranslation } from 'react-i18next';

/**
 * Document status colours (spec 000 §4, issue 14): CREATED gray, SENT blue, PARTIALLY_SIGNED
 * yellow, SIGNED green, DECLINED red, CANCELLED gray (outlined, to tell it from a draft). Each fill
 * keeps 4.5:1 with its text; the yellow one takes dark text for that reason.
 */
const DOCUMENT_BADGE: Record<TSignableStatus, { color: string; text?: string; variant: 'filled' | 'outline' }> = {
  CREATED: { color: '#495057', variant: 'filled' },
  SENT: { color: '#1864ab', variant: 'filled' },
  PARTIALLY_SIGNED: { color: '#fcc419', text: '#212529', variant: 'filled' },
  SIGNED: { color: '#237032', variant: 'filled' },
  DECLINED: { color: '#c92a2a', variant: 'filled' },
  CANCELLED: { color: '#495057', variant: 'outline' },
};

export function DocumentStatusBadge({ status }: { status: TSignableStatus }) {
  const { t } = useTranslation('documents');
  const look = DOCUMENT_BADGE[status];
  return (
    <Badge color={look.color} c={look.text} variant={look.variant} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** A signer's status, outlined in the same palette (ASSIGNED before sending, OPENED violet). */
const SIGNER_COLOR: Record<TSignerStatus, string> = {
  ASSIGNED: '#495057',
  SENT: '#1864ab',
  OPENED: '#5f3dc4',
  SIGNED: '#237032',
  DECLINED: '#c92a2a',
};

export function SignerStatusBadge({ status }: { status: TSignerStatus }) {
  const { t } = useTranslation('documents');
  return (
    <Badge color={SIGNER_COLOR[status]} variant="outline" size="sm" data-signer-status={status}>
      {t(`signerStatus.${status}`)}
    </Badge>
  );
}

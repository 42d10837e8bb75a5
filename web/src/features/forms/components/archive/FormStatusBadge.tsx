import { Badge } from '@mantine/core';
import type { TFormStatus } from '@shared/documents/forms.schema.js';
import { useTranslation } from 'react-i18next';

/**
 * A form's status in the signable documents' palette: REQUESTED blue (the link is out), FILLED
 * yellow (waiting for the signature), AWAITING_EMPLOYER orange (an I-9 waiting for Section 2), SIGNED green, DECLINED red, CANCELLED gray outlined. Each fill
 * keeps 4.5:1 with its text; the yellow one takes dark text for that reason.
 */
const LOOK: Record<TFormStatus, { color: string; text?: string; variant: 'filled' | 'outline' }> = {
  REQUESTED: { color: '#1864ab', variant: 'filled' },
  FILLED: { color: '#fcc419', text: '#212529', variant: 'filled' },
  AWAITING_EMPLOYER: { color: '#a94400', variant: 'filled' },
  SIGNED: { color: '#237032', variant: 'filled' },
  DECLINED: { color: '#c92a2a', variant: 'filled' },
  CANCELLED: { color: '#495057', variant: 'outline' },
};

export function FormStatusBadge({ status }: { status: TFormStatus }) {
  const { t } = useTranslation('forms');
  const look = LOOK[status];
  return (
    <Badge color={look.color} c={look.text} variant={look.variant} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

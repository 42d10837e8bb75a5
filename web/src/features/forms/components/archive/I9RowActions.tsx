import { Button } from '@mantine/core';
import type { TTaxForm } from '@shared/documents/forms.schema.js';
import { IconClipboardCheck, IconSignature } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { workspaceParams } from '../../../navigation/menu-config';
import { rememberedSigning } from '../../signing-handoff';

/**
 * An I-9 row's own actions: "Complete Section 2" once the new hire signed Section 1
 * (AWAITING_EMPLOYER), and, while the employer's signature is pending and this tab knows its link
 * (I9Section2Form remembers it), the way back to the signature.
 */
export function I9RowActions({ form, workspaceId }: { form: TTaxForm; workspaceId: string }) {
  const { t } = useTranslation('forms');
  const params = workspaceParams(workspaceId);
  if (form.kind !== 'I9' || !params) return null;
  const label = { name: form.name };
  if (form.status === 'AWAITING_EMPLOYER') {
    return (
      <Button
        component={Link}
        to="/archive/$wsType/$wsId/i9/$formId"
        params={{ ...params, formId: form.id } as never}
        size="compact-sm"
        leftSection={<IconClipboardCheck size={16} aria-hidden />}
        aria-label={t('i9.section2.completeFor', label)}
      >
        {t('i9.section2.complete')}
      </Button>
    );
  }
  const next = form.status === 'FILLED' && form.section1DocumentId ? rememberedSigning(form.id) : undefined;
  if (!next) return null;
  return (
    <Button
      component={Link}
      to="/sign/$publicId"
      params={{ publicId: next } as never}
      size="compact-sm"
      variant="light"
      leftSection={<IconSignature size={16} aria-hidden />}
      aria-label={t('i9.section2.signFor', label)}
    >
      {t('public.filled.continue')}
    </Button>
  );
}

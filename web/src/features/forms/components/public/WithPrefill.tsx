import { Alert, Center, Loader } from '@mantine/core';
import type { TFormKind, TFormVariant } from '@shared/documents/forms.schema.js';
import { IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kindTestId } from '../../form-kinds';
import { hasPrefill, type TFormPrefill, useFormPrefill } from '../../prefill';

/**
 * A form that starts from a signed-in filler's own profile: waits for it (the form's first values are
 * set once), says where the values came from, and hands them to the form. Signed out, it renders the
 * form at once with nothing filled in.
 */
export function WithPrefill({ kind, variant, children }: { kind: TFormKind; variant: TFormVariant; children: (prefill: TFormPrefill | null) => ReactNode }) {
  const { t } = useTranslation('forms');
  const prefill = useFormPrefill(variant);
  if (prefill === undefined) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} role="status" />
      </Center>
    );
  }
  return (
    <>
      {hasPrefill(prefill) ? (
        <Alert icon={<IconUserCheck size={18} aria-hidden="true" />} color="blue" data-testid={kindTestId(kind, 'prefilled')}>
          {t('public.prefilled')}
        </Alert>
      ) : null}
      {children(prefill)}
    </>
  );
}

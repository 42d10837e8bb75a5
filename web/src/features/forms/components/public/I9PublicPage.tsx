import { Alert, Center, Loader } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasPrefill, useFormPrefill } from '../../prefill';
import { I9Form } from './I9Form';
import { PublicFormPage } from './PublicFormPage';

/**
 * /forms/i9/{publicId}: a new hire's link to Section 1 of Form I-9, guided step by step. A
 * signed-in filler starts from their own profile (prefill.ts), read before the form's first values
 * are made, and is told so.
 */
export function I9PublicPage({ publicId }: { publicId: string }) {
  return <PublicFormPage kind="I9" publicId={publicId}>{(form) => <Prefilled publicId={publicId} name={form.name} />}</PublicFormPage>;
}

function Prefilled({ publicId, name }: { publicId: string; name: string }) {
  const { t } = useTranslation('forms');
  const prefill = useFormPrefill('PERSON');
  if (prefill === undefined) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} role="status" />
      </Center>
    );
  }
  const filled = hasPrefill(prefill);
  return (
    <>
      {filled ? (
        <Alert color="blue" icon={<IconUserCheck size={18} aria-hidden />} data-testid="i9-prefilled">
          {t('i9.prefilled')}
        </Alert>
      ) : null}
      <I9Form publicId={publicId} name={name} prefill={filled ? prefill : null} />
    </>
  );
}

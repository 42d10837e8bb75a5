import { Checkbox, List, Text } from '@mantine/core';
import type { TW9Answers } from '@shared/documents/forms.schema.js';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TW9Form } from '../../w9-rules';
import { FormPart } from './FormPart';

const ITEMS = ['cert1', 'cert2', 'cert3', 'cert4'] as const;

/**
 * Part II: the certification's four items, read before signing, and the one answer it holds: a
 * filler the IRS has notified of backup withholding has item 2 crossed out.
 */
export function CertificationPart() {
  const { t } = useTranslation('forms');
  const { register, watch } = useFormContext<TW9Form, unknown, TW9Answers>();
  const crossedOut = watch('subjectToBackupWithholding');
  return (
    <FormPart id="w9-certification" title={t('w9.certSection')}>
      <Text size="sm">{t('w9.certIntro')}</Text>
      <List type="ordered" size="sm" spacing={4} withPadding>
        {ITEMS.map((item) => (
          <List.Item key={item} td={item === 'cert2' && crossedOut ? 'line-through' : undefined}>
            {t(`w9.${item}`)}
          </List.Item>
        ))}
      </List>
      <Checkbox label={t('w9.backup')} description={t('w9.backupHint')} {...register('subjectToBackupWithholding')} />
      <Text size="sm" fw={500}>
        {t('w9.signNext')}
      </Text>
    </FormPart>
  );
}

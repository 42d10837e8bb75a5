import { Checkbox, List, Text } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TW4Form } from '../../w4-rules';
import { FormPart } from './FormPart';

/**
 * Step 2, in the form's words: who completes it, its three ways (only (c), the two-jobs box, is an
 * answer here; (a) and (b) lead to the IRS estimator or the worksheet, whose result goes in Step
 * 4(c)), and the note that Steps 3–4(b) go on one job's W-4 only.
 */
export function W4JobsStep() {
  const { t } = useTranslation('forms');
  const { register } = useFormContext<TW4Form>();
  return (
    <FormPart id="w4-jobs" title={t('w4.steps.jobs.title')} intro={t('w4.jobsIntro')}>
      <Text size="sm" fw={500}>
        {t('w4.doOne')}
      </Text>
      <List size="sm" spacing={6} listStyleType="none">
        <List.Item>{t('w4.jobsA')}</List.Item>
        <List.Item>{t('w4.jobsB')}</List.Item>
        <List.Item>{t('w4.jobsC')}</List.Item>
      </List>
      <Checkbox label={t('w4.multipleJobs')} {...register('multipleJobs')} />
      <Text size="sm" c="dimmed">
        {t('w4.oneJob')}
      </Text>
    </FormPart>
  );
}

import { useTranslation } from 'react-i18next';
import { DollarInput } from './DollarInput';
import { FormPart } from './FormPart';

/** Step 4 (optional): other income, deductions (a yearly amount each) and extra withholding per pay period, in dollars. */
export function W4AdjustmentsStep() {
  const { t } = useTranslation('forms');
  return (
    <FormPart id="w4-adjustments" title={t('w4.steps.adjustments.title')} intro={t('w4.adjustmentsIntro')}>
      <DollarInput name="otherIncome" label={t('w4.otherIncome')} description={t('w4.otherIncomeHint')} />
      <DollarInput name="deductions" label={t('w4.deductions')} description={t('w4.deductionsHint')} />
      <DollarInput name="extraWithholding" label={t('w4.extraWithholding')} description={t('w4.extraWithholdingHint')} />
    </FormPart>
  );
}

import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { W4_2026 } from '@shared/documents/form-years/w4-2026.js';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../app/money';
import { dollarsText, followedCredits, parseDollars, step3Totals, type TW4Form } from '../../w4-rules';
import { DollarInput } from './DollarInput';
import { FormPart } from './FormPart';
import { useFormMessage } from './use-form-message';

/** Whole dollars as the form prints its figures ($2,200, $200,000). */
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(cents / 100);

/**
 * Step 3: the counts of qualifying children and other dependents, each shown multiplied by the form
 * year's credit (shared/documents/form-years), and the total, which follows their sum until the
 * filler types a total of their own (other credits, such as education credits, go there too); it
 * may exceed the sum, never fall short of it.
 */
export function W4DependentsStep() {
  const { t } = useTranslation('forms');
  const message = useFormMessage();
  const { control, formState, watch, getValues, setValue } = useFormContext<TW4Form>();
  const errors = formState.errors;
  const [children, others, credits, edited] = watch(['qualifyingChildren', 'otherDependents', 'credits', 'creditsEdited']);
  const totals = step3Totals(children, others);
  const validate = { shouldValidate: formState.isSubmitted };
  const follow = () => setValue('credits', followedCredits(getValues()), validate);
  const typed = (text: string, tidy: boolean) => {
    // An emptied total follows the sum again once left.
    const own = text.trim() !== '';
    setValue('creditsEdited', own);
    setValue('credits', own || !tidy ? text : followedCredits({ ...getValues(), creditsEdited: false }), validate);
  };
  const differs = edited && parseDollars(credits) !== totals.dependentsCents;
  const counts = [
    { name: 'qualifyingChildren', per: W4_2026.childCreditCents, cents: totals.childrenCents },
    { name: 'otherDependents', per: W4_2026.otherDependentCreditCents, cents: totals.othersCents },
  ] as const;

  return (
    <FormPart
      id="w4-dependents"
      title={t('w4.steps.dependents.title')}
      intro={t('w4.dependentsIntro', { limit: usd(W4_2026.step3IncomeLimitCents.other), jointLimit: usd(W4_2026.step3IncomeLimitCents.marriedJointly) })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {counts.map(({ name, per, cents }) => (
          <Stack key={name} gap={4}>
            <Controller
              control={control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  label={t(`w4.${name}`)}
                  description={t('w4.perDependent', { amount: usd(per) })}
                  min={0}
                  max={20}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  styles={{ wrapper: { maxWidth: 200 } }}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(v) => {
                    field.onChange(typeof v === 'number' ? v : '');
                    follow();
                  }}
                  onBlur={field.onBlur}
                  error={message(errors[name]?.message)}
                />
              )}
            />
            <Text size="sm" aria-live="polite" data-testid={`w4-${name}-amount`}>
              {t(`w4.${name}Amount`, { amount: formatCents(cents) })}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600} aria-live="polite" data-testid="w4-dependents-sum">
        {t('w4.dependentsSum', { amount: formatCents(totals.dependentsCents) })}
      </Text>
      <DollarInput name="credits" label={t('w4.credits')} description={t('w4.creditsHint')} onText={typed} />
      {differs ? (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setValue('creditsEdited', false);
              setValue('credits', totals.dependentsCents ? dollarsText(totals.dependentsCents) : '', validate);
            }}
          >
            {t('w4.useSum', { amount: formatCents(totals.dependentsCents) })}
          </Button>
        </Group>
      ) : null}
    </FormPart>
  );
}

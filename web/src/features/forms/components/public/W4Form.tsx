// The stepper's stylesheet loads with this form (app/styles.ts holds the shell's).
import '@mantine/core/styles/Stepper.css';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import type { TW4Answers } from '@shared/documents/forms.schema.js';
import { IconArrowLeft, IconArrowRight, IconSignature } from '@tabler/icons-react';
import { useEffect } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The app's zod messages (validation:required, maxLength…) for the fields the schema leaves to zod.
import '../../../../app/validation';
import { submitW4 } from '../../api/forms';
import { defaultW4, firstStepWithIssue, nextStep, previousStep, skippedWhenExempt, stepOf, type TW4Form, validateW4, W4_STEP_FIELDS, W4_STEPS, w4Field } from '../../w4-rules';
import { RefusalAlert } from './form-submit';
import { useFormSteps } from './use-form-steps';
import { W4AdjustmentsStep } from './W4AdjustmentsStep';
import { W4DependentsStep } from './W4DependentsStep';
import { W4JobsStep } from './W4JobsStep';
import { W4PersonalStep } from './W4PersonalStep';
import { W4Review } from './W4Review';

/** The shared schema as the form's resolver, every step's problem at once (validateW4). */
const resolver: Resolver<TW4Form, unknown, TW4Answers> = (values) => {
  const result = validateW4(values);
  if (result.success) return { values: result.answers, errors: {} };
  const errors = Object.fromEntries(Object.entries(result.issues).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors };
};

/**
 * The W-4 as a guided form: Steps 1 to 4, each checked before the next, then a review; claiming
 * exemption in Step 1 skips Steps 2–4 (they are sent empty). Sent, the answers become the official
 * form and a signable document, and the filler goes on to sign it (Step 5). A problem the server
 * finds takes the filler to its step, at its field.
 */
export function W4Form({ publicId, name }: { publicId: string; name: string }) {
  const { t } = useTranslation('forms');
  const form = useForm<TW4Form, unknown, TW4Answers>({ resolver, defaultValues: defaultW4(name), shouldFocusError: false });
  const { active, review, show, goTo, onSubmit, submit, refusal } = useFormSteps({
    form, steps: W4_STEPS, stepFields: W4_STEP_FIELDS, idPrefix: 'w4', publicId,
    send: (answers: TW4Answers) => submitW4(publicId, answers), fieldOf: w4Field, stepOf, firstStepWithIssue,
  });
  const exempt = form.watch('exempt');

  // A field shown wrong is checked again as it changes (Next alone checks the others).
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => onSubmit(event, nextStep(active, exempt))} aria-label={t('public.W4.title')}>
        <Stack gap="md">
          <Stepper active={active} onStepClick={(step) => void goTo(step)} allowNextStepsSelect={false} size="sm" wrap>
            {W4_STEPS.map((step, index) => {
              const skipped = exempt && skippedWhenExempt(index);
              const [label, description] = [t(`w4.steps.${step}.label`), skipped ? t('w4.skipped') : t(`w4.steps.${step}.description`)];
              return (
                <Stepper.Step
                  key={step}
                  label={label}
                  description={description}
                  // The step's number, label and description run together in its text: named plainly instead.
                  aria-label={`${label}: ${description}`}
                  allowStepSelect={skipped ? false : undefined}
                  disabled={skipped}
                  aria-current={index === active ? 'step' : undefined}
                  data-step={step}
                >
                  {step === 'personal' ? <W4PersonalStep /> : null}
                  {step === 'jobs' ? <W4JobsStep /> : null}
                  {step === 'dependents' ? <W4DependentsStep /> : null}
                  {step === 'adjustments' ? <W4AdjustmentsStep /> : null}
                  {step === 'review' ? <W4Review onEdit={show} /> : null}
                </Stepper.Step>
              );
            })}
          </Stepper>
          <RefusalAlert kind="W4" text={refusal} />
          <Group justify="space-between">
            {active > 0 ? (
              <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => show(previousStep(active, exempt))}>
                {t('w4.back')}
              </Button>
            ) : (
              <span />
            )}
            {active < review ? (
              <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden />}>
                {t('w4.next')}
              </Button>
            ) : (
              <Button type="submit" size="md" loading={submit.isPending} leftSection={<IconSignature size={18} aria-hidden />}>
                {t('public.submit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

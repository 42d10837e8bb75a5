// The stepper's stylesheet loads with this form (app/styles.ts holds the shell's).
import '@mantine/core/styles/Stepper.css';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import type { TIt2104Answers } from '@shared/documents/forms.schema.js';
import { IconArrowLeft, IconArrowRight, IconSignature } from '@tabler/icons-react';
import { useEffect } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The app's zod messages (validation:required, maxLength…) for the fields the schema leaves to zod.
import '../../../../app/validation';
import { submitIt2104 } from '../../api/forms';
import {
  defaultIt2104,
  firstIt2104StepWithIssue,
  IT2104_STEP_FIELDS,
  IT2104_STEPS,
  it2104Field,
  it2104StepOf,
  type TIt2104Form,
  validateIt2104,
} from '../../it2104-rules';
import { RefusalAlert } from './form-submit';
import { useFormSteps } from './use-form-steps';
import { It2104Review } from './It2104Review';
import { It2104AdditionalStep, It2104AllowancesStep, It2104PersonalStep, It2104ResidenceStep } from './It2104Steps';

/** The shared schema as the form's resolver, every step's problem at once (validateIt2104). */
const resolver: Resolver<TIt2104Form, unknown, TIt2104Answers> = (values) => {
  const result = validateIt2104(values);
  if (result.success) return { values: result.answers, errors: {} };
  const errors = Object.fromEntries(Object.entries(result.issues).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors };
};

/**
 * The IT-2104 as a guided form, as the W-4 is (W4Form): personal information and filing status,
 * residence, allowances (lines 1–2), additional amounts (lines 3–5), each checked before the next,
 * then a review. Sent, the answers become the official form and a signable document, and the filler
 * goes on to sign it. A problem the server finds takes the filler to its step, at its field.
 */
export function It2104Form({ publicId, name }: { publicId: string; name: string }) {
  const { t } = useTranslation('forms');
  const form = useForm<TIt2104Form, unknown, TIt2104Answers>({ resolver, defaultValues: defaultIt2104(name), shouldFocusError: false });
  const { active, review, show, goTo, onSubmit, submit, refusal } = useFormSteps({
    form, steps: IT2104_STEPS, stepFields: IT2104_STEP_FIELDS, idPrefix: 'it2104', publicId,
    send: (answers: TIt2104Answers) => submitIt2104(publicId, answers), fieldOf: it2104Field, stepOf: it2104StepOf,
    firstStepWithIssue: firstIt2104StepWithIssue,
  });

  // A field shown wrong is checked again as it changes; a residence answer checks the other one too.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name === 'nycResident' || name === 'yonkersResident') {
        const shown = (['nycResident', 'yonkersResident'] as const).filter((f) => form.getFieldState(f).error);
        if (shown.length) void form.trigger(['nycResident', 'yonkersResident']);
      } else if (name && form.getFieldState(name).error) void form.trigger(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => onSubmit(event, active + 1)} aria-label={t('public.IT2104.title')}>
        <Stack gap="md">
          <Stepper active={active} onStepClick={(step) => void goTo(step)} allowNextStepsSelect={false} size="sm" wrap>
            {IT2104_STEPS.map((step, index) => {
              const [label, description] = [t(`it2104.steps.${step}.label`), t(`it2104.steps.${step}.description`)];
              return (
                <Stepper.Step
                  key={step}
                  label={label}
                  description={description}
                  aria-label={`${label}: ${description}`}
                  aria-current={index === active ? 'step' : undefined}
                  data-step={step}
                >
                  {step === 'personal' ? <It2104PersonalStep /> : null}
                  {step === 'residence' ? <It2104ResidenceStep /> : null}
                  {step === 'allowances' ? <It2104AllowancesStep /> : null}
                  {step === 'additional' ? <It2104AdditionalStep /> : null}
                  {step === 'review' ? <It2104Review onEdit={show} /> : null}
                </Stepper.Step>
              );
            })}
          </Stepper>
          <RefusalAlert kind="IT2104" text={refusal} />
          <Group justify="space-between">
            {active > 0 ? (
              <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => show(active - 1)}>
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

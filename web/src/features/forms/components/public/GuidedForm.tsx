// The stepper's stylesheet loads with the guided forms (app/styles.ts holds the shell's).
import '@mantine/core/styles/Stepper.css';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import type { TFormKind } from '@shared/documents/forms.schema.js';
import { IconArrowLeft, IconArrowRight, IconSignature } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { type FieldValues, FormProvider, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RefusalAlert } from './form-submit';
import type { useFormSteps } from './use-form-steps';

/** A kind's rules as the form's resolver: the shared schema, every step's problem at once. */
export function stepsResolver<F extends FieldValues, A>(
  validate: (values: F) => { success: true; answers: A } | { success: false; issues: Record<string, string> },
): Resolver<F, unknown, A> {
  return (values) => {
    const result = validate(values);
    if (result.success) return { values: result.answers, errors: {} };
    const errors = Object.fromEntries(Object.entries(result.issues).map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors } as never;
  };
}

/**
 * A field shown wrong is checked again as it changes (Next alone checks the others); the fields of a
 * group (two residence answers) are checked together.
 */
const NO_GROUPS: readonly (readonly never[])[] = [];
export function useRecheck<F extends FieldValues>(form: UseFormReturn<F, unknown, unknown>, groups: readonly (readonly Path<F>[])[] = NO_GROUPS) {
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      const group = groups.find((g) => g.includes(name as Path<F>));
      if (group) {
        if (group.some((f) => form.getFieldState(f).error)) void form.trigger([...group]);
      } else if (name && form.getFieldState(name as Path<F>).error) void form.trigger(name as Path<F>);
    });
    return () => watching.unsubscribe();
  }, [form, groups]);
}

/**
 * The guided forms' frame (W-4, IT-2104, W-8BEN, I-9, 8822-B): the stepper with each step's label and
 * description (`<stepsKey>.steps.<step>.label|description`), the refusal, Back and Next, and on the
 * review the button that sends the answers on to the signature.
 */
export function GuidedForm<F extends FieldValues, A>(props: {
  kind: TFormKind;
  form: UseFormReturn<F, unknown, A>;
  steps: readonly string[];
  stepsKey: string;
  flow: ReturnType<typeof useFormSteps<F, A>>;
  /** Where Next and Back go (a form may skip steps). @default the next and previous step */
  next?: number;
  back?: number;
  /** A step the answers skip, with the description it shows instead. */
  skipped?: (index: number) => string | undefined;
  children: (step: string) => ReactNode;
}) {
  const { t } = useTranslation('forms');
  const { kind, form, steps, stepsKey, flow } = props;
  const { active, review, show, goTo, onSubmit, submit, refusal } = flow;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => onSubmit(event, props.next ?? active + 1)} aria-label={t(`public.${kind}.title`)}>
        <Stack gap="md">
          <Stepper active={active} onStepClick={(step) => void goTo(step)} allowNextStepsSelect={false} size="sm" wrap>
            {steps.map((step, index) => {
              const skippedAs = props.skipped?.(index);
              const [label, description] = [t(`${stepsKey}.steps.${step}.label`), skippedAs ?? t(`${stepsKey}.steps.${step}.description`)];
              return (
                <Stepper.Step
                  key={step}
                  label={label}
                  description={description}
                  // The step's number, label and description run together in its text: named plainly instead.
                  aria-label={`${label}: ${description}`}
                  allowStepSelect={skippedAs ? false : undefined}
                  disabled={!!skippedAs}
                  aria-current={index === active ? 'step' : undefined}
                  data-step={step}
                >
                  {props.children(step)}
                </Stepper.Step>
              );
            })}
          </Stepper>
          <RefusalAlert kind={kind} text={refusal} />
          <Group justify="space-between">
            {active > 0 ? (
              <Button variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => show(props.back ?? active - 1)}>
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

import type { TW4Answers } from '@shared/documents/forms.schema.js';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The app's zod messages (validation:required, maxLength…) for the fields the schema leaves to zod.
import '../../../../app/validation';
import { submitW4 } from '../../api/forms';
import type { TFormPrefill } from '../../prefill';
import { prefillW4 } from '../../prefill-answers';
import { defaultW4, firstStepWithIssue, nextStep, previousStep, skippedWhenExempt, stepOf, type TW4Form, validateW4, W4_STEP_FIELDS, W4_STEPS, w4Field } from '../../w4-rules';
import { GuidedForm, stepsResolver, useRecheck } from './GuidedForm';
import { useFormSteps } from './use-form-steps';
import { W4AdjustmentsStep } from './W4AdjustmentsStep';
import { W4DependentsStep } from './W4DependentsStep';
import { W4JobsStep } from './W4JobsStep';
import { W4PersonalStep } from './W4PersonalStep';
import { W4Review } from './W4Review';

const resolver = stepsResolver<TW4Form, TW4Answers>(validateW4);

/**
 * The W-4 as a guided form: Steps 1 to 4, each checked before the next, then a review; claiming
 * exemption in Step 1 skips Steps 2–4 (they are sent empty). Sent, the answers become the official
 * form and a signable document, and the filler goes on to sign it (Step 5). A problem the server
 * finds takes the filler to its step, at its field.
 */
export function W4Form({ publicId, name, prefill }: { publicId: string; name: string; prefill: TFormPrefill | null }) {
  const { t } = useTranslation('forms');
  const form = useForm<TW4Form, unknown, TW4Answers>({ resolver, defaultValues: prefillW4(defaultW4(name), prefill), shouldFocusError: false });
  const flow = useFormSteps({
    form, steps: W4_STEPS, stepFields: W4_STEP_FIELDS, idPrefix: 'w4', publicId,
    send: (answers: TW4Answers) => submitW4(publicId, answers), fieldOf: w4Field, stepOf, firstStepWithIssue,
  });
  const exempt = form.watch('exempt');
  useRecheck(form);

  return (
    <GuidedForm
      kind="W4"
      form={form}
      steps={W4_STEPS}
      stepsKey="w4"
      flow={flow}
      next={nextStep(flow.active, exempt)}
      back={previousStep(flow.active, exempt)}
      skipped={(index) => (exempt && skippedWhenExempt(index) ? t('w4.skipped') : undefined)}
    >
      {(step) => (
        <>
          {step === 'personal' ? <W4PersonalStep /> : null}
          {step === 'jobs' ? <W4JobsStep /> : null}
          {step === 'dependents' ? <W4DependentsStep /> : null}
          {step === 'adjustments' ? <W4AdjustmentsStep /> : null}
          {step === 'review' ? <W4Review onEdit={flow.show} /> : null}
        </>
      )}
    </GuidedForm>
  );
}

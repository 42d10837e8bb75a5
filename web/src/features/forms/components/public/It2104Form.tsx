import type { TIt2104Answers } from '@shared/documents/forms.schema.js';
import { useForm } from 'react-hook-form';
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
import type { TFormPrefill } from '../../prefill';
import { prefillIt2104 } from '../../prefill-answers';
import { GuidedForm, stepsResolver, useRecheck } from './GuidedForm';
import { It2104Review } from './It2104Review';
import { It2104AdditionalStep, It2104AllowancesStep, It2104PersonalStep, It2104ResidenceStep } from './It2104Steps';
import { useFormSteps } from './use-form-steps';

const resolver = stepsResolver<TIt2104Form, TIt2104Answers>(validateIt2104);
/** A residence answer checks the other one too. */
const RESIDENCE = [['nycResident', 'yonkersResident']] as const;

/**
 * The IT-2104 as a guided form, as the W-4 is (W4Form): personal information and filing status,
 * residence, allowances (lines 1–2), additional amounts (lines 3–5), each checked before the next,
 * then a review. Sent, the answers become the official form and a signable document, and the filler
 * goes on to sign it. A problem the server finds takes the filler to its step, at its field.
 */
export function It2104Form({ publicId, name, prefill }: { publicId: string; name: string; prefill: TFormPrefill | null }) {
  const form = useForm<TIt2104Form, unknown, TIt2104Answers>({ resolver, defaultValues: prefillIt2104(defaultIt2104(name), prefill), shouldFocusError: false });
  const flow = useFormSteps({
    form, steps: IT2104_STEPS, stepFields: IT2104_STEP_FIELDS, idPrefix: 'it2104', publicId,
    send: (answers: TIt2104Answers) => submitIt2104(publicId, answers), fieldOf: it2104Field, stepOf: it2104StepOf,
    firstStepWithIssue: firstIt2104StepWithIssue,
  });
  useRecheck(form, RESIDENCE);

  return (
    <GuidedForm kind="IT2104" form={form} steps={IT2104_STEPS} stepsKey="it2104" flow={flow}>
      {(step) => (
        <>
          {step === 'personal' ? <It2104PersonalStep /> : null}
          {step === 'residence' ? <It2104ResidenceStep /> : null}
          {step === 'allowances' ? <It2104AllowancesStep /> : null}
          {step === 'additional' ? <It2104AdditionalStep /> : null}
          {step === 'review' ? <It2104Review onEdit={flow.show} /> : null}
        </>
      )}
    </GuidedForm>
  );
}

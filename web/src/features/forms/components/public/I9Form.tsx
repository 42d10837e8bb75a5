import type { TI9Section1 } from '@shared/documents/forms.schema.js';
import { useForm } from 'react-hook-form';
// The app's zod messages (validation:required, maxLength…) for the fields the schema leaves to zod.
import '../../../../app/validation';
import { submitI9 } from '../../api/forms';
import { defaultI9, firstI9StepWithIssue, I9_STEP_FIELDS, I9_STEPS, i9Field, i9StepOf, type TI9Form, validateI9 } from '../../i9-rules';
import type { TFormPrefill } from '../../prefill';
import { GuidedForm, stepsResolver, useRecheck } from './GuidedForm';
import { I9AttestationStep } from './I9AttestationStep';
import { I9Review } from './I9Review';
import { I9AddressStep, I9PersonalStep } from './I9Steps';
import { useFormSteps } from './use-form-steps';

const resolver = stepsResolver<TI9Form, TI9Section1>(validateI9);
/** The box 4 entries, checked together: "enter one of these" is a rule across them. */
const BOX_FIELDS = [['attestation', 'aNumber', 'authorizedUntil', 'authorizedNoExpiry', 'i94Number', 'passportNumber', 'passportCountry']] as const;

/**
 * Section 1 of Form I-9 as a guided form, as the W-4 is (W4Form): the name and contact rows, the
 * address, the attestation with the entries its box asks, each checked before the next, then a
 * review. Sent, the answers become the official page and a signable document, and the employee
 * goes on to sign it; the employer completes Section 2 afterwards. A problem the server finds takes
 * the filler to its step, at its field.
 */
export function I9Form({ publicId, name, prefill }: { publicId: string; name: string; prefill: TFormPrefill | null }) {
  const form = useForm<TI9Form, unknown, TI9Section1>({ resolver, defaultValues: defaultI9(name, prefill), shouldFocusError: false });
  const flow = useFormSteps({
    form, steps: I9_STEPS, stepFields: I9_STEP_FIELDS, idPrefix: 'i9', publicId,
    send: (answers: TI9Section1) => submitI9(publicId, answers), fieldOf: i9Field, stepOf: i9StepOf, firstStepWithIssue: firstI9StepWithIssue,
  });
  useRecheck(form, BOX_FIELDS);

  return (
    <GuidedForm kind="I9" form={form} steps={I9_STEPS} stepsKey="i9" flow={flow}>
      {(step) => (
        <>
          {step === 'personal' ? <I9PersonalStep /> : null}
          {step === 'address' ? <I9AddressStep /> : null}
          {step === 'attestation' ? <I9AttestationStep /> : null}
          {step === 'review' ? <I9Review onEdit={flow.show} /> : null}
        </>
      )}
    </GuidedForm>
  );
}

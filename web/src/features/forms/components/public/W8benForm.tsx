import type { TW8benAnswers } from '@shared/documents/forms.schema.js';
import { useForm } from 'react-hook-form';
// The app's zod messages (validation:required, maxLength…) for the fields the schema leaves to zod.
import '../../../../app/validation';
import { submitW8ben } from '../../api/forms';
import {
  defaultW8ben,
  firstW8benStepWithIssue,
  prefillW8ben,
  type TW8benForm,
  type TW8benPrefillSource,
  validateW8ben,
  W8BEN_STEP_FIELDS,
  W8BEN_STEPS,
  w8benField,
  w8benStepOf,
} from '../../w8ben-rules';
import { GuidedForm, stepsResolver, useRecheck } from './GuidedForm';
import { useFormSteps } from './use-form-steps';
import { W8benCertificationStep, W8benTreatyStep } from './W8benSteps';
import { W8benIdentificationStep } from './W8benIdentificationStep';
import { W8benReview } from './W8benReview';

const resolver = stepsResolver<TW8benForm, TW8benAnswers>(validateW8ben);
/** Lines 5, 6a and 6b (and a treaty claim's need of a TIN) answer one question together. */
const TINS = [['usTin', 'foreignTin', 'foreignTinNotRequired', 'treatyCountry']] as const;

/**
 * The W-8BEN as a guided form, as the IT-2104 is (It2104Form): Part I (lines 1–8), Part II (the
 * optional treaty claim, lines 9–10), Part III (the certification and the capacity to sign), each
 * checked before the next, then a review. Sent, the answers become the official form and a
 * signable document, and the filler goes on to sign it. A problem the server finds takes the filler
 * to its part, at its field. A signed-in filler's profile (`prefill`, read before the first values
 * are made) fills in line 1, line 8 and a foreign home's line 3.
 */
export function W8benForm({ publicId, name, prefill }: { publicId: string; name: string; prefill: TW8benPrefillSource | null }) {
  const form = useForm<TW8benForm, unknown, TW8benAnswers>({ resolver, defaultValues: prefillW8ben(defaultW8ben(name), prefill), shouldFocusError: false });
  const flow = useFormSteps({
    form, steps: W8BEN_STEPS, stepFields: W8BEN_STEP_FIELDS, idPrefix: 'w8ben', publicId,
    send: (answers: TW8benAnswers) => submitW8ben(publicId, answers), fieldOf: w8benField, stepOf: w8benStepOf,
    firstStepWithIssue: firstW8benStepWithIssue,
  });

  useRecheck(form, TINS);

  return (
    <GuidedForm kind="W8BEN" form={form} steps={W8BEN_STEPS} stepsKey="w8ben" flow={flow}>
      {(step) => (
        <>
          {step === 'identification' ? <W8benIdentificationStep /> : null}
          {step === 'treaty' ? <W8benTreatyStep /> : null}
          {step === 'certification' ? <W8benCertificationStep /> : null}
          {step === 'review' ? <W8benReview onEdit={flow.show} /> : null}
        </>
      )}
    </GuidedForm>
  );
}

import type { TF8822bAnswers } from '@shared/documents/forms.schema.js';
import { type Resolver, useForm } from 'react-hook-form';
// The app's zod messages (validation:required, maxLength…) for the fields the schema leaves to zod.
import '../../../../app/validation';
import { submitF8822b } from '../../api/forms';
import {
  defaultF8822b,
  F8822B_STEP_FIELDS,
  F8822B_STEPS,
  f8822bField,
  f8822bStepOf,
  firstF8822bStepWithIssue,
  nestedErrors,
  prefillF8822b,
  type TF8822bForm,
  type TF8822bPrefill,
  validateF8822b,
} from '../../f8822b-rules';
import { GuidedForm, useRecheck } from './GuidedForm';
import { F8822bReview } from './F8822bReview';
import { F8822bAddressesStep, F8822bBusinessStep, F8822bPartyStep, F8822bSignatureStep } from './F8822bSteps';
import { useFormSteps } from './use-form-steps';

/** The shared schema as the form's resolver, every step's problem at once (validateF8822b), nested as the address boxes are. */
const resolver: Resolver<TF8822bForm, unknown, TF8822bAnswers> = (values) => {
  const result = validateF8822b(values);
  if (result.success) return { values: result.answers, errors: {} };
  return { values: {}, errors: nestedErrors(result.issues) };
};

const ALL_LINES = [Object.values(F8822B_STEP_FIELDS).flat()];

/**
 * Form 8822-B as a guided form, as the IT-2104 is (It2104Form): the business and the boxes this
 * change affects (lines 1–4), the addresses (lines 5–7), the new responsible party (lines 8–9) and
 * who signs (line 10), each checked before the next, then a review. Sent, the answers become the
 * official form and a signable document, and the filler goes on to sign it. A problem the server
 * finds takes the filler to its step, at its field. A signed-in filler of the business starts from
 * its profile (`prefill`: 4a, 4b and the old mailing address).
 */
export function F8822bForm({ publicId, name, requesterName, prefill }: { publicId: string; name: string; requesterName: string; prefill: TF8822bPrefill | null }) {
  const form = useForm<TF8822bForm, unknown, TF8822bAnswers>({
    resolver,
    defaultValues: prefillF8822b(defaultF8822b(name, requesterName), prefill),
    shouldFocusError: false,
  });
  const flow = useFormSteps({
    form, steps: F8822B_STEPS, stepFields: F8822B_STEP_FIELDS, idPrefix: 'f8822b', publicId,
    send: (answers: TF8822bAnswers) => submitF8822b(publicId, answers), fieldOf: f8822bField, stepOf: f8822bStepOf,
    firstStepWithIssue: firstF8822bStepWithIssue,
  });

  // A line shown wrong is checked again as any line changes: the cross-line refusals (no box of lines
  // 1–3 checked, the new mailing address the same as the old) go as soon as another line mends them.
  useRecheck(form, ALL_LINES);

  return (
    <GuidedForm kind="F8822B" form={form} steps={F8822B_STEPS} stepsKey="f8822b" flow={flow}>
      {(step) => (
        <>
          {step === 'business' ? <F8822bBusinessStep /> : null}
          {step === 'addresses' ? <F8822bAddressesStep /> : null}
          {step === 'party' ? <F8822bPartyStep /> : null}
          {step === 'signature' ? <F8822bSignatureStep /> : null}
          {step === 'review' ? <F8822bReview onEdit={flow.show} /> : null}
        </>
      )}
    </GuidedForm>
  );
}

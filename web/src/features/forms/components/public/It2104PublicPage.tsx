import { It2104Form } from './It2104Form';
import { PublicFormPage } from './PublicFormPage';
import { WithPrefill } from './WithPrefill';

/** /forms/it2104/{publicId} (spec 000 §2): an employee's link to New York's IT-2104, guided step by step. */
export function It2104PublicPage({ publicId }: { publicId: string }) {
  return (
    <PublicFormPage kind="IT2104" publicId={publicId}>
      {(form) => <WithPrefill kind="IT2104" variant="PERSON">{(prefill) => <It2104Form publicId={publicId} name={form.name} prefill={prefill} />}</WithPrefill>}
    </PublicFormPage>
  );
}

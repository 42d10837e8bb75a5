import { PublicFormPage } from './PublicFormPage';
import { W4Form } from './W4Form';
import { WithPrefill } from './WithPrefill';

/** /forms/w4/{publicId} (spec 000 §2): an employee's link to a W-4, the form guided step by step. */
export function W4PublicPage({ publicId }: { publicId: string }) {
  return (
    <PublicFormPage kind="W4" publicId={publicId}>
      {(form) => <WithPrefill kind="W4" variant="PERSON">{(prefill) => <W4Form publicId={publicId} name={form.name} prefill={prefill} />}</WithPrefill>}
    </PublicFormPage>
  );
}

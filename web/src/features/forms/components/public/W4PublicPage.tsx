import { PublicFormPage } from './PublicFormPage';
import { W4Form } from './W4Form';

/** /forms/w4/person/{publicId} (spec 000 §2): an employee's link to a W-4, the form guided step by step. */
export function W4PublicPage({ publicId }: { publicId: string }) {
  return <PublicFormPage kind="W4" publicId={publicId}>{(form) => <W4Form publicId={publicId} name={form.name} />}</PublicFormPage>;
}

import { PublicFormPage } from './PublicFormPage';
import { W9Form } from './W9Form';
import { WithPrefill } from './WithPrefill';

/**
 * /forms/w9/{person|company}/{publicId} (spec 000 §2): a contractor's link to a W-9. The path names
 * the variant for the reader; the form starts from the variant the server holds.
 */
export function W9PublicPage({ publicId }: { publicId: string }) {
  return (
    <PublicFormPage kind="W9" publicId={publicId}>
      {(form) => (
        <WithPrefill kind="W9" variant={form.variant}>
          {(prefill) => <W9Form publicId={publicId} variant={form.variant} name={form.name} prefill={prefill} />}
        </WithPrefill>
      )}
    </PublicFormPage>
  );
}

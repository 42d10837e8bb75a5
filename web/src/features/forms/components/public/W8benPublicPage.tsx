import { PublicFormPage } from './PublicFormPage';
import { W8benForm } from './W8benForm';
import { WithPrefill } from './WithPrefill';

/**
 * /forms/w8ben/{publicId} (spec 000 §2): a foreign contractor's link to Form W-8BEN, guided part by
 * part. A signed-in filler starts from their own profile (WithPrefill waits for it and says so).
 */
export function W8benPublicPage({ publicId }: { publicId: string }) {
  return (
    <PublicFormPage kind="W8BEN" publicId={publicId}>
      {(form) => <WithPrefill kind="W8BEN" variant="PERSON">{(prefill) => <W8benForm publicId={publicId} name={form.name} prefill={prefill} />}</WithPrefill>}
    </PublicFormPage>
  );
}

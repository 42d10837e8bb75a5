/**
 * The signing link a submitted form became, kept for this tab: a filler who comes back to the
 * form's link (Back, a reload) is offered the way on to the signature, which the form's own link
 * no longer tells (the server shows it once, as the answer to the submit).
 */
const key = (publicId: string) => `sublime.form.${publicId}.sign`;

export function rememberSigning(publicId: string, signPublicId: string) {
  try {
    sessionStorage.setItem(key(publicId), signPublicId);
  } catch {
    // Storage unavailable: the filler goes on to sign now, which is what matters.
  }
}

export function rememberedSigning(publicId: string): string | undefined {
  try {
    return sessionStorage.getItem(key(publicId)) ?? undefined;
  } catch {
    return undefined;
  }
}

import * as z from 'zod/mini';

export type TParsedAnswers<A, F extends string> = { success: true; answers: A } | { success: false; issues: Partial<Record<F, string>> };

/**
 * A guided form's answers through the server's own schema, every problem at once. zod skips a
 * schema's cross-line checks while any field has the wrong type (no state chosen yet), so the
 * answers that failed are replaced by valid stand-ins and the schema runs again for the rest.
 * Messages are keyed by the form's own field names (`fieldOf`, given the answer and the issue's
 * whole path, for a form with nested answers such as an address); `issues` may already hold the
 * form's own (a dollar box that does not read as an amount), which come first.
 */
export function parseWithStandIns<A, F extends string>(
  schema: z.core.$ZodType<A>,
  raw: Record<string, unknown>,
  standIns: Record<string, unknown>,
  fieldOf: (answer: string, path: readonly PropertyKey[]) => F | undefined,
  issues: Partial<Record<F, string>> = {},
): TParsedAnswers<A, F> {
  const collect = (error: z.core.$ZodError) => {
    for (const issue of error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''), issue.path);
      if (field) issues[field] ??= issue.message;
    }
  };
  const first = z.safeParse(schema, raw);
  if (first.success) return Object.keys(issues).length ? { success: false, issues } : { success: true, answers: first.data };
  collect(first.error);
  const patched = { ...raw };
  for (const issue of first.error.issues) {
    const answer = String(issue.path[0] ?? '');
    if (answer in standIns) patched[answer] = standIns[answer];
  }
  const second = z.safeParse(schema, patched);
  if (!second.success) collect(second.error);
  return { success: false, issues };
}

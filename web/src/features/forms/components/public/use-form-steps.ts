import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFormSubmit } from './form-submit';

/**
 * A guided form's steps (W4Form, It2104Form): which step shows, moving on only when the current
 * step's fields pass, the focus on a new step (its first wrong field, else its heading), and a
 * refusal — the client's or the server's — taking the filler to the earliest step it names.
 */
export function useFormSteps<F extends FieldValues, A>(args: {
  form: UseFormReturn<F, unknown, A>;
  steps: readonly string[];
  stepFields: Record<string, readonly Path<F>[]>;
  /** Headings are `<idPrefix>-<step>`. */
  idPrefix: string;
  publicId: string;
  send: (answers: A) => Promise<{ signPublicId: string }>;
  fieldOf: (param: string) => Path<F> | undefined;
  stepOf: (field: Path<F>) => number;
  firstStepWithIssue: (fields: string[]) => number | undefined;
}) {
  const { form, steps, stepFields } = args;
  const review = steps.length - 1;
  const [active, setActive] = useState(0);
  const moved = useRef(false);

  // A new step: its first wrong field, or else its heading, takes the focus (not on the first render).
  useEffect(() => {
    if (!moved.current) return;
    const bad = stepFields[steps[active]!]!.find((field) => form.getFieldState(field).error);
    if (bad) form.setFocus(bad);
    else document.getElementById(`${args.idPrefix}-${steps[active]}`)?.focus();
  }, [active, form, steps, stepFields, args.idPrefix]);

  const show = (step: number) => {
    moved.current = true;
    setActive(step);
  };

  // The earliest step a refusal names, shown once the refusal is in.
  const refusedAt = useRef<number>(undefined);
  const { submit, refusal } = useFormSubmit(args.send, args.publicId, (param, message, weak) => {
    const field = args.fieldOf(param);
    if (!field || (weak && form.getFieldState(field).error)) return;
    form.setError(field, { type: 'server', message });
    refusedAt.current = Math.min(refusedAt.current ?? review, args.stepOf(field));
  });
  useEffect(() => {
    if (!submit.error || refusedAt.current === undefined) return;
    show(refusedAt.current);
    refusedAt.current = undefined;
  }, [submit.error]);

  /** On to a later step once this one's fields pass; back to an earlier one freely. */
  const goTo = async (step: number) => {
    if (step > active && !(await form.trigger([...stepFields[steps[active]!]!], { shouldFocus: true }))) return;
    show(step);
  };

  /** Next until the review (to `next`), then the answers are sent. */
  const onSubmit = (event: FormEvent<HTMLFormElement>, next: number) => {
    if (active < review) {
      event.preventDefault();
      void goTo(next);
      return;
    }
    void form.handleSubmit(
      (answers) => submit.mutate(answers),
      (errors) => show(args.firstStepWithIssue(Object.keys(errors)) ?? 0),
    )(event);
  };

  return { active, review, show, goTo, onSubmit, submit, refusal };
}

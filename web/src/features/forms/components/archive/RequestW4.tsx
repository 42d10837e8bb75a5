import { TextInput } from '@mantine/core';
import { type TCreateFormRequest, ZCreateFormRequestSchema } from '@shared/documents/forms.schema.js';
import type { TEmploymentView } from '@shared/workforce/workforce.schema.js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../../app/schema-resolver';
import { useFieldError } from '../../../../components/FieldError';
import { EmploymentPicker } from './EmploymentPicker';
import { RequestDialog, useFormRequest } from './RequestDialog';
import { EmailInput } from '../../../../components/EmailInput';

type TForm = z.input<typeof ZCreateFormRequestSchema>;
const resolver = schemaResolver(ZCreateFormRequestSchema);
/** The employee's forms asked this way: the federal W-4, New York's IT-2104, and the new hire's I-9. */
type TEmployeeKind = 'W4' | 'IT2104' | 'I9';
// Every employee's form is a person's; the server refuses a company variant.
const empty = (kind: TEmployeeKind): TForm => ({ kind, variant: 'PERSON', employmentId: undefined, name: '', email: '' });

/**
 * 'Request a W-4' (or an IT-2104, `kind`): the employee, picked among the company's staff employments (name and email
 * filled in from it when it has them) or left unpicked for a hire not yet entered, then whom the
 * link is for. Payroll reads the signed form by the employment's id.
 */
export function RequestW4({ workspaceId, kind = 'W4' }: { workspaceId: string; kind?: TEmployeeKind }) {
  const { t } = useTranslation('forms');
  const fieldError = useFieldError();
  const [picked, setPicked] = useState<TEmploymentView>();
  const form = useForm<TForm, unknown, TCreateFormRequest>({ resolver, defaultValues: empty(kind) });
  const request = useFormRequest(workspaceId, () => {
    form.reset(empty(kind));
    setPicked(undefined);
  });
  const errors = form.formState.errors;
  const pick = (employment: TEmploymentView | undefined) => {
    setPicked(employment);
    const validate = { shouldValidate: form.formState.isSubmitted };
    form.setValue('employmentId', employment?.id, validate);
    if (employment?.details.name) form.setValue('name', employment.details.name, validate);
    if (employment?.details.email) form.setValue('email', employment.details.email, validate);
  };

  return (
    <RequestDialog kind={kind} request={request} onSubmit={form.handleSubmit((body) => request.create.mutate(body))}>
      <EmploymentPicker workspaceId={workspaceId} picked={picked} onPick={pick} error={fieldError(errors.employmentId)} />
      <TextInput label={t(`request.${kind}.name`)} withAsterisk maxLength={120} {...form.register('name')} error={fieldError(errors.name)} />
      <EmailInput label={t('request.email')} withAsterisk autoComplete="off" {...form.register('email')} error={fieldError(errors.email)} />
    </RequestDialog>
  );
}

import { Alert } from '@mantine/core';
import type { TFormKind } from '@shared/documents/forms.schema.js';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api-client';
import { errorText } from '../../../../app/errors';
import { kindTestId } from '../../form-kinds';
import { rememberSigning } from '../../signing-handoff';

/**
 * Sending a form's answers: the filler goes on to the signing page of the document they became
 * (remembered for this tab, signing-handoff.ts). A refusal names its lines: each goes to
 * `onFieldError` (the server's fieldErrors first, then its `param`, `weak`: only where the line
 * shows no error yet); the whole refusal is `refusal`, in the catalogue's words.
 */
export function useFormSubmit<A>(send: (answers: A) => Promise<{ signPublicId: string }>, publicId: string, onFieldError: (param: string, message: string, weak: boolean) => void) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const submit = useMutation({
    mutationFn: send,
    onSuccess: ({ signPublicId }) => {
      rememberSigning(publicId, signPublicId);
      void navigate({ to: '/sign/$publicId', params: { publicId: signPublicId } });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const [param, messages] of Object.entries(error.fieldErrors ?? {})) if (messages[0]) onFieldError(param, messages[0], false);
      if (error.param) onFieldError(error.param, error.message, true);
    },
  });
  const refusal =
    submit.error instanceof ApiError && submit.error.systemCode === 'invalid_state' ? t('public.alreadyFilled') : submit.error ? errorText(t, submit.error) : undefined;
  return { submit, refusal };
}

/** The refusal above the submit button. */
export function RefusalAlert({ kind, text }: { kind: TFormKind; text: string | undefined }) {
  if (!text) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle />} role="alert" data-testid={kindTestId(kind, 'refusal')}>
      {text}
    </Alert>
  );
}

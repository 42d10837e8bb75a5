import { Button, Stack } from '@mantine/core';
import { ZPasswordSchema, withPasswordConfirmation } from '@shared/core/password.js';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { PasswordFields } from './PasswordFields';
import { schemaResolver } from '../../../app/schema-resolver';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';

const ZSetPasswordSchema = withPasswordConfirmation(z.object({ password: ZPasswordSchema, confirmPassword: z.string() }));
type TSetPassword = z.infer<typeof ZSetPasswordSchema>;

/** A new password with its confirmation (reset and invitation), by the spec's password rule. */
export function SetPasswordForm({ submitLabel, onSubmit, onDone }: { submitLabel: string; onSubmit: (v: TSetPassword) => Promise<unknown>; onDone: () => void }) {
  const form = useForm<TSetPassword>({ resolver: schemaResolver(ZSetPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const mutation = useMutation({ mutationFn: onSubmit, onSuccess: onDone });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="sm">
        {mutation.isError ? <ServerErrorAlert error={mutation.error} /> : null}
        <PasswordFields register={form.register} errors={form.formState.errors} />
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

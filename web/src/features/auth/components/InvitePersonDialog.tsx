import { Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ZInvitationRequestSchema, type TInvitationRequest } from '@shared/identity/identity.schema.js';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../app/schema-resolver';
import { useFieldError } from '../../../components/FieldError';
import { notifySuccess } from '../../../components/notify';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { invitePerson } from '../api/auth';
import { EmailInput } from '../../../components/EmailInput';

const resolver = schemaResolver(ZInvitationRequestSchema);

/** The invitation form: name, email and the language of the invitation letter. */
function InviteForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldError();
  const form = useForm<TInvitationRequest, unknown, z.output<typeof ZInvitationRequestSchema>>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', preferredLanguage: i18n.resolvedLanguage === 'ru' ? 'RU' : 'EN' },
  });
  const mutation = useMutation({
    mutationFn: invitePerson,
    onSuccess: (_r, v) => {
      notifySuccess(t('invite.sent', { email: v.email }));
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <Stack gap="sm">
        {mutation.isError ? <ServerErrorAlert error={mutation.error} testId="invite-error" /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('firstName')} withAsterisk data-autofocus {...form.register('firstName')} error={fieldError(errors.firstName)} />
          <TextInput label={t('lastName')} withAsterisk {...form.register('lastName')} error={fieldError(errors.lastName)} />
        </SimpleGrid>
        <EmailInput label={t('email')} withAsterisk {...form.register('email')} error={fieldError(errors.email)} />
        <Controller
          control={form.control}
          name="preferredLanguage"
          render={({ field }) => (
            <Radio.Group label={t('invite.language')} value={field.value ?? 'EN'} onChange={field.onChange}>
              <Group mt={6}>
                <Radio value="EN" label="English" />
                <Radio value="RU" label="Русский" />
              </Group>
            </Radio.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {t('invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Staff invite a person from the admin individuals list (POST /api/auth/invitations): the letter
 * with the /invitation/{code} link goes to the person and to the outbox (docs/decisions/0041).
 */
export function InvitePersonButton() {
  const { t } = useTranslation('auth');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)} data-testid="invite-person">
        {t('invite.open')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('invite.title')} size="lg" closeButtonProps={{ 'aria-label': t('invite.close') }}>
        {opened ? <InviteForm onDone={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}

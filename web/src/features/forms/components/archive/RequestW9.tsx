import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_FORM_LINK_DAYS, FORM_VARIANTS, type TCreateFormRequest, type TTaxForm, ZCreateFormRequestSchema } from '@shared/documents/forms.schema.js';
import { IconFilePlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { schemaResolver } from '../../../../app/schema-resolver';
import { useFieldError } from '../../../../components/FieldError';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { invalidateForms, requestForm } from '../../api/forms';
import { CreatedLink } from './CreatedLink';

type TForm = z.input<typeof ZCreateFormRequestSchema>;
const resolver = schemaResolver(ZCreateFormRequestSchema);
const EMPTY: TForm = { kind: 'W9', variant: 'PERSON', name: '', email: '' };

/**
 * 'Request a W-9': whom to ask (name and email) and who fills it in (a person or a company), then
 * the link, shown this once with a Copy button; the company sends it (the portal does not).
 */
export function RequestW9({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation('forms');
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState<{ form: TTaxForm; url: string }>();
  const form = useForm<TForm, unknown, TCreateFormRequest>({ resolver, defaultValues: EMPTY });
  const create = useMutation({
    mutationFn: (body: TCreateFormRequest) => requestForm(workspaceId, body),
    onSuccess: (answer) => {
      setCreated(answer);
      void invalidateForms(queryClient, workspaceId);
    },
  });
  const close = () => {
    setOpened(false);
    setCreated(undefined);
    form.reset(EMPTY);
    create.reset();
  };
  const errors = form.formState.errors;

  return (
    <>
      <Button leftSection={<IconFilePlus size={18} aria-hidden />} onClick={() => setOpened(true)} data-testid="request-w9">
        {t('request.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('request.title')} size="lg" closeButtonProps={{ 'aria-label': t('request.close') }} closeOnClickOutside={!create.isPending}>
        {created ? (
          <CreatedLink name={created.form.name} email={created.form.email} url={created.url} onDone={close} />
        ) : (
          <form noValidate onSubmit={form.handleSubmit((body) => create.mutate(body))}>
            <Stack gap="sm">
              <Text size="sm">{t('request.text', { days: DEFAULT_FORM_LINK_DAYS })}</Text>
              <TextInput label={t('request.name')} withAsterisk maxLength={120} data-autofocus {...form.register('name')} error={fieldError(errors.name)} />
              <TextInput label={t('request.email')} withAsterisk type="email" autoComplete="off" {...form.register('email')} error={fieldError(errors.email)} />
              <Controller
                control={form.control}
                name="variant"
                render={({ field }) => (
                  <Radio.Group label={t('request.variant')} withAsterisk value={field.value} onChange={(v) => field.onChange(v)} error={fieldError(errors.variant)}>
                    <Stack gap="xs" mt={6}>
                      {FORM_VARIANTS.map((v) => (
                        <Radio key={v} value={v} label={t(`request.${v}`)} description={t(`request.${v}Hint`)} />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              />
              <ServerErrorAlert error={create.error} />
              <Group justify="flex-end">
                <Button variant="default" onClick={close} disabled={create.isPending}>
                  {t('request.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('request.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DEFAULT_FORM_LINK_DAYS, type TCreateFormRequest, type TFormKind, type TTaxForm } from '@shared/documents/forms.schema.js';
import { IconFilePlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { invalidateForms, requestForm } from '../../api/forms';
import { CreatedLink } from './CreatedLink';

/** The request dialog's state: open or not, the request in flight, and the link it made (shown once). */
export function useFormRequest(workspaceId: string, onClosed: () => void) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [created, setCreated] = useState<{ form: TTaxForm; url: string }>();
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
    create.reset();
    onClosed();
  };
  return { opened, open: () => setOpened(true), close, created, create };
}
export type TFormRequest = ReturnType<typeof useFormRequest>;

/**
 * 'Request a W-9' / 'Request a W-4': the button, and the dialog that asks whom to ask (the kind's
 * fields, `children`), then shows the link this once with a Copy button; the company sends it (the
 * portal does not).
 */
export function RequestDialog({ kind, request, onSubmit, children }: { kind: TFormKind; request: TFormRequest; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  const { t } = useTranslation('forms');
  const { opened, open, close, created, create } = request;
  return (
    <>
      <Button leftSection={<IconFilePlus size={18} aria-hidden />} onClick={open} data-testid={`request-${kind.toLowerCase()}`}>
        {t(`request.${kind}.button`)}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t(`request.${kind}.title`)}
        size="lg"
        closeButtonProps={{ 'aria-label': t('request.close') }}
        closeOnClickOutside={!create.isPending}
      >
        {created ? (
          <CreatedLink kind={kind} name={created.form.name} email={created.form.email} url={created.url} onDone={close} />
        ) : (
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="sm">
              <Text size="sm">{t(`request.${kind}.text`, { days: DEFAULT_FORM_LINK_DAYS })}</Text>
              {children}
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

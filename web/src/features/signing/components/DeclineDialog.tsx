import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';

const MAX_REASON = 500;

interface TProps {
  opened: boolean;
  onClose: () => void;
  /** Sends the refusal; a rejection stays in the dialog as the catalogue's message. */
  onDecline: (reason: string) => Promise<unknown>;
}

/** 'Decline': the signer gives a reason (the sender sees it) and the document is DECLINED. */
export function DeclineDialog({ opened, onClose, onDecline }: TProps) {
  const { t } = useTranslation('signing');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>();
  const trimmed = reason.trim();

  const submit = async () => {
    setTouched(true);
    if (!trimmed) return;
    setPending(true);
    setError(undefined);
    try {
      await onDecline(trimmed);
    } catch (err) {
      setError(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('decline.title')} centered closeButtonProps={{ 'aria-label': t('decline.cancel') }}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('decline.reason')}
            description={t('decline.reasonHint')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={MAX_REASON}
            autosize
            minRows={3}
            withAsterisk
            error={touched && !trimmed ? t('decline.reasonRequired') : undefined}
            data-autofocus
          />
          {error ? (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {errorText(t, error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('decline.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={pending}>
              {t('decline.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

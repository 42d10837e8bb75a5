import { Center, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { RECONNECT_MESSAGE_INTERVAL_MS, reconnecting } from '../app/connection';

const MESSAGES = 4;

/** Shown while calls wait for the server; the message changes every 10 s (spec 001 §8). */
export function ReconnectOverlay() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(reconnecting.subscribe, reconnecting.get, reconnecting.get);
  const [index, setIndex] = useState(0);
  const interval = useInterval(() => setIndex((i) => (i + 1) % MESSAGES), RECONNECT_MESSAGE_INTERVAL_MS);
  useEffect(() => {
    if (!active) return;
    setIndex(0);
    interval.start();
    return interval.stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
  if (!active) return null;
  return (
    <Overlay fixed zIndex={1000} backgroundOpacity={0.55} blur={2}>
      <Center h="100%">
        <Paper p="xl" radius="md" shadow="lg" role="alertdialog" aria-live="assertive" aria-label={t('common:reconnect.title')}>
          <Stack align="center" gap="sm">
            <Loader />
            <Text fw={600}>{t('common:reconnect.title')}</Text>
            <Text size="sm" data-testid="reconnect-message">{t(`common:reconnect.message${index}` as 'common:reconnect.message0')}</Text>
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}

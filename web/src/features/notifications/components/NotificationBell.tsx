// Styles of the components only the bell uses (see app/styles.ts), loaded with it.
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Alert, Anchor, Indicator, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import type { TServerFrame } from '@shared/realtime/realtime.schema.js';
import { channels } from '@shared/realtime/channels.js';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session';
import { markNotificationsSeen, notificationsKey, notificationsQuery } from '../api/notifications';
import { type TBellPage, withLiveNotification } from '../bell-page';
import { notificationText } from '../notification-text';
import { dateFormatter } from '../../../app/format-date';

/**
 * The header bell (spec 001 §4): the unseen count rises while closed and goes back to 0 on open
 * (the mark-seen route); the list is newest first, stored ones from the API and new ones live
 * from the user's `/notification` channel.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const userId = principal?.userId ?? '';
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const list = useQuery({ ...notificationsQuery(userId), enabled: Boolean(userId) });

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The socket code loads with the first signed-in view that listens, not with the first route.
    void import('../../live/live').then(({ liveConnection }) => {
      const live = liveConnection();
      if (cancelled || !live) return;
      stop = live.subscribe(channels.notification(userId), (frame: TServerFrame) => {
        if (frame.type !== 'NOTIFICATION') return;
        const open = openedRef.current;
        queryClient.setQueryData<TBellPage>(notificationsKey(userId), (page) => withLiveNotification(page, frame.notification, frame.unseen, open));
        if (open) void markNotificationsSeen().catch(() => undefined);
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);

  const unseen = list.data?.unseen ?? 0;
  const toggle = () => {
    const next = !opened;
    setOpened(next);
    if (next && unseen > 0) {
      queryClient.setQueryData<TBellPage>(notificationsKey(userId), (page) => (page ? { ...page, unseen: 0 } : page));
      void markNotificationsSeen().catch(() => undefined);
    }
  };
  const dateTime = dateFormatter({ dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withinPortal trapFocus={false}>
      <Indicator label={unseen} size={18} disabled={unseen === 0} color="red" offset={6} data-testid="notification-badge">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={toggle}
            aria-label={unseen > 0 ? t('notifications.bellUnseen', { unseen }) : t('notifications.bell')}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown role="dialog" aria-label={t('notifications.title')}>
        <Text fw={600} mb="xs">
          {t('notifications.title')}
        </Text>
        {list.isPending ? (
          <Loader size="sm" aria-label={t('notifications.title')} />
        ) : list.isError ? (
          <Alert color="red">{t('notifications.loadError')}</Alert>
        ) : list.data.data.length === 0 ? (
          <Text c="dimmed">{t('notifications.empty')}</Text>
        ) : (
          <ScrollArea.Autosize mah={400}>
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="notification-list">
              {list.data.data.map((n) => {
                const text = notificationText(t, n);
                return (
                  <li key={n.id}>
                    {n.link ? (
                      <Anchor component={Link} to={n.link as never} onClick={() => setOpened(false)}>
                        {text}
                      </Anchor>
                    ) : (
                      <Text>{text}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      <time dateTime={n.createDateTime}>{dateTime.format(new Date(n.createDateTime))}</time>
                    </Text>
                  </li>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

import { Alert, Badge, Box, Button, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { TChatRoom, TMessage } from '@shared/chat/chat.schema.js';
import { channels, parseChannel, SUPPORT_INBOX } from '@shared/realtime/channels.js';
import type { TServerFrame } from '@shared/realtime/realtime.schema.js';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { notifyError } from '../../../components/notify';
import { useSession } from '../../auth/hooks/use-session';
import { fetchOlderPage, inboxKey, inboxRoomsQuery, roomsOf, roomThreadKey, roomThreadQuery } from '../../chat/api/chat';
import {
  EMPTY_THREAD, inThread, receiptBatches, roomsWithMessage, roomsWithRead, unseenIncoming, withMessage, withoutPending, withOlderPage, withSeen,
  type TThread,
} from '../../chat/chat-state';
import { ChatThread, Composer, pendingMessage, type TDraft } from '../../chat/components/ChatThread';
import { liveErrorText } from '../../chat/live-error';
import type { TLiveClient } from '../../live/live-client';
import { formatDateTime } from '../../../app/format-date';

type TRoomPages = InfiniteData<{ data: TChatRoom[]; nextCursor?: string }, string | undefined>;

/** The loaded rooms after a change, as one page (a room may have moved up from a later page). */
function changedRooms(data: TRoomPages | undefined, change: (rooms: TChatRoom[]) => TChatRoom[] | undefined): TRoomPages | undefined {
  if (!data) return data;
  const next = change(roomsOf(data.pages));
  if (!next) return data;
  return { pages: [{ data: next, nextCursor: data.pages[data.pages.length - 1]?.nextCursor }], pageParams: [data.pageParams[0]] };
}

/** Frames of the staff side: the inbox and the rooms' /support channels. */
const staffChannel = (frame: TServerFrame) => {
  const kind = 'channel' in frame ? parseChannel(frame.channel)?.kind : undefined;
  return kind === 'inbox' || kind === 'support';
};

/**
 * The support inbox (spec 001 §2, §4, §7; staff with SUPPORT_MANAGER or ADMIN): the rooms by latest
 * activity with unread counts and the last message, and the chosen room's history, answered live
 * over the live connection. Customer messages shown here are answered with a DELIVERED receipt.
 */
export function SupportInbox({ roomId, onChoose }: { roomId?: string; onChoose: (roomId: string) => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [live, setLive] = useState<TLiveClient>();
  const rooms = useInfiniteQuery(inboxRoomsQuery());
  const list = roomsOf(rooms.data?.pages);
  const room = list.find((r) => r.roomId === roomId);

  useEffect(() => {
    let stops: (() => void)[] = [];
    let cancelled = false;
    void import('../../live/live').then(({ liveConnection, onReconnect }) => {
      const client = liveConnection();
      if (cancelled || !client) return;
      setLive(client);
      const updateThread = (chatId: string, change: (l: TMessage[]) => TMessage[]) =>
        queryClient.setQueryData<TThread>(roomThreadKey(chatId), (th) => (th ? inThread(th, change) : th));
      const onMessage = (message: TMessage) => {
        updateThread(message.chatId, (l) => withMessage(l, message));
        let unknown = false;
        queryClient.setQueryData<TRoomPages>(inboxKey, (data) =>
          changedRooms(data, (l) => {
            const next = roomsWithMessage(l, message);
            unknown = !next;
            return next;
          }),
        );
        if (unknown) void queryClient.invalidateQueries({ queryKey: inboxKey });
      };
      stops = [
        // Messages pushed while the line was down were lost with it: read the rooms and threads again.
        onReconnect(client, () => void queryClient.invalidateQueries({ queryKey: ['chat'] })),
        client.subscribe(SUPPORT_INBOX, () => undefined),
        client.onFrame((frame) => {
          if (frame.type === 'MESSAGE' && staffChannel(frame)) onMessage(frame.message);
          if (frame.type === 'ACK') onMessage(frame.message);
          if (frame.type === 'DELIVERED' && staffChannel(frame)) {
            updateThread(frame.chatId, (l) => withSeen(l, frame.messageIds));
            void queryClient.invalidateQueries({ queryKey: inboxKey });
          }
          if (frame.type === 'ERROR') {
            notifyError(liveErrorText(t, frame));
            const ref = frame.ref;
            if (ref) queryClient.getQueriesData<TThread>({ queryKey: ['chat', 'inbox'] }).forEach(([key, th]) => {
              if (th && 'messages' in th) queryClient.setQueryData<TThread>(key, inThread(th, (l) => withoutPending(l, ref)));
            });
          }
        }),
      ];
    });
    return () => {
      cancelled = true;
      stops.forEach((stop) => stop());
    };
  }, [queryClient, t]);

  // The open room's own channel too (channels.ts lets support staff subscribe to any room's /support).
  useEffect(() => {
    if (!live || !roomId) return;
    return live.subscribe(channels.support(roomId), () => undefined);
  }, [live, roomId]);

  return (
    <>
      <PageTitle>{t('support.title')}</PageTitle>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Paper withBorder radius="md" p="sm" w={340} maw="100%" component="section" aria-labelledby="support-rooms">
          <Title order={2} size="h4" id="support-rooms" mb="xs">
            {t('support.rooms')}
          </Title>
          <RoomList rooms={rooms} list={list} roomId={roomId} onChoose={onChoose} />
        </Paper>
        <Paper withBorder radius="md" p="sm" style={{ flex: 1, minWidth: 320 }} component="section" aria-labelledby="support-room">
          {roomId ? (
            <RoomPane key={roomId} roomId={roomId} room={room} live={live} />
          ) : (
            <Text c="dark.3" id="support-room">
              {t('support.choose')}
            </Text>
          )}
        </Paper>
      </Group>
    </>
  );
}

interface TRoomsState {
  isPending: boolean;
  isError: boolean;
  failureCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

function RoomList(props: {
  rooms: TRoomsState;
  list: TChatRoom[];
  roomId?: string;
  onChoose: (roomId: string) => void;
}) {
  const { rooms, list, roomId, onChoose } = props;
  const { t } = useTranslation('admin');
  if (rooms.isPending) {
    return (
      <Stack gap="xs">
        {rooms.failureCount > 0 ? <Alert color="red">{t('support.retrying')}</Alert> : null}
        <Loader size="sm" aria-label={t('support.loading')} />
      </Stack>
    );
  }
  if (rooms.isError) return <Alert color="red">{t('support.loadError')}</Alert>;
  if (list.length === 0) return <Text c="dark.3">{t('support.empty')}</Text>;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="support-rooms">
      {list.map((r) => {
        const last = r.lastMessage;
        const preview = last ? last.content || last.files.map((f) => f.name).join(', ') : t('support.noMessages');
        const active = r.roomId === roomId;
        return (
          <li key={r.roomId} data-room={r.roomId}>
            <UnstyledButton
              onClick={() => onChoose(r.roomId)}
              aria-current={active ? 'true' : undefined}
              w="100%"
              p="xs"
              style={{ borderRadius: 'var(--mantine-radius-sm)', background: active ? 'var(--mantine-color-blue-0)' : undefined }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" truncate>
                  {r.roomName}
                </Text>
                {r.unreadCount > 0 ? (
                  <Badge color="red" size="sm" circle={r.unreadCount < 10} aria-label={t('support.unread', { count: r.unreadCount })} data-testid="room-unread">
                    {r.unreadCount}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dark.4" lineClamp={1}>
                {last && last.side === 'SUPPORT' ? `${t('support.you')}: ${preview}` : preview}
              </Text>
              <Text size="xs" c="dark.3">
                {t('support.created', { date: formatDateTime(r.createDateTime) })}
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
      {rooms.hasNextPage ? (
        <li>
          <Button variant="subtle" size="xs" fullWidth loading={rooms.isFetchingNextPage} onClick={() => void rooms.fetchNextPage()}>
            {t('support.moreRooms')}
          </Button>
        </li>
      ) : null}
    </Stack>
  );
}

function RoomPane({ roomId, room, live }: { roomId: string; room?: TChatRoom; live?: TLiveClient }) {
  const { t } = useTranslation('admin');
  const { principal } = useSession();
  const queryClient = useQueryClient();
  const [replyTo, setReplyTo] = useState<TMessage>();
  const thread = useQuery(roomThreadQuery(roomId));
  const messages = thread.data?.messages ?? [];
  const older = useMutation({
    mutationFn: (cursor: string) => fetchOlderPage(roomId, cursor, true),
    onSuccess: (page) => queryClient.setQueryData<TThread>(roomThreadKey(roomId), (th) => withOlderPage(th ?? EMPTY_THREAD, page)),
    onError: (error) => notifyError(liveErrorText(t, error)),
  });

  // Customer messages shown here are answered with a receipt; the room's unread count goes down.
  const unseenKey = unseenIncoming(messages, 'CUSTOMER').join(',');
  useEffect(() => {
    if (!live || unseenKey === '') return;
    const ids = unseenKey.split(',');
    for (const batch of receiptBatches(ids)) live.send({ type: 'DELIVERED', chatId: roomId, messageIds: batch });
    queryClient.setQueryData<TThread>(roomThreadKey(roomId), (th) => inThread(th, (l) => withSeen(l, ids)));
    queryClient.setQueryData<TRoomPages>(inboxKey, (data) => changedRooms(data, (l) => roomsWithRead(l, roomId, ids)));
  }, [live, unseenKey, roomId, queryClient]);

  const send = (draft: TDraft) => {
    if (!live) return;
    const uuid = crypto.randomUUID();
    const pending = pendingMessage({ uuid, chatId: roomId, senderId: principal?.userId ?? '', side: 'SUPPORT', username: '', draft });
    queryClient.setQueryData<TThread>(roomThreadKey(roomId), (th) => inThread(th, (l) => withMessage(l, pending)));
    live.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { chatId: roomId, uuid, content: draft.content, files: draft.files, replyMessageId: draft.replyTo?._id } });
    setReplyTo(undefined);
  };

  return (
    <Stack gap="sm" data-testid="support-room">
      <Box>
        <Title order={2} size="h4" id="support-room">
          {room?.roomName ?? t('support.room')}
        </Title>
        {room?.email ? (
          <Text size="sm" c="dark.4">
            {room.email}
          </Text>
        ) : null}
      </Box>
      <ChatThread
        messages={messages}
        side="SUPPORT"
        loading={thread.isPending}
        failed={thread.isError}
        hasOlder={Boolean(thread.data?.older)}
        loadingOlder={older.isPending}
        onLoadOlder={() => thread.data?.older && older.mutate(thread.data.older)}
        onReply={setReplyTo}
        height={420}
      />
      <Composer ready={Boolean(live) && thread.isSuccess} replyTo={replyTo} onCancelReply={() => setReplyTo(undefined)} onSend={send} workspaceId={room?.workspaceId} />
    </Stack>
  );
}

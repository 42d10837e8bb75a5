// Styles of the components only the widget uses (see app/styles.ts), loaded with it.
import '@mantine/core/styles/Indicator.css';
import { Alert, Button, Indicator, Loader, Stack, Text } from '@mantine/core';
import type { TMessage } from '@shared/chat/chat.schema.js';
import { channels, SUPPORT_INBOX } from '@shared/realtime/channels.js';
import type { TServerFrame } from '@shared/realtime/realtime.schema.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/notify';
import { useSession } from '../../auth/hooks/use-session';
import type { TLiveClient } from '../../live/live-client';
import { chatKey, chatMessagesQuery, chatRoomQuery, CHAT_CREATE_RETRY_MS, createChatRoom, fetchOlderPage, retryable } from '../api/chat';
import { chatOpen } from '../chat-open';
import { EMPTY_THREAD, inThread, receiptBatches, unseenIncoming, withMessage, withoutPending, withOlderPage, withSeen, type TThread } from '../chat-state';
import { liveErrorText } from '../live-error';
import { ChatLauncher, ChatShell } from './ChatShell';
import { ChatThread, Composer, pendingMessage, type TDraft } from './ChatThread';

/**
 * The customer's support chat (spec 001 §4): closed, a button with a badge of unseen staff
 * messages; open, a start button until the room exists (named after the account), then the messages.
 * Showing staff messages answers them with a DELIVERED receipt (seen, distributed). A frame the
 * server refuses comes back as ERROR: its catalogue message is shown and the pending send dropped.
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const userId = principal?.userId ?? '';
  const queryClient = useQueryClient();
  const opened = useSyncExternalStore(chatOpen.subscribe, chatOpen.get, chatOpen.get);
  const [live, setLive] = useState<TLiveClient>();
  const [replyTo, setReplyTo] = useState<TMessage>();
  const room = useQuery({ ...chatRoomQuery(userId), enabled: Boolean(userId) });
  const hasRoom = Boolean(room.data?.room);
  const messages = useQuery({ ...chatMessagesQuery(userId), enabled: hasRoom });
  const list = messages.data?.messages ?? [];
  const unseen = unseenIncoming(list);
  const messagesKey = chatKey(userId, 'messages');
  const older = useMutation({
    mutationFn: (cursor: string) => fetchOlderPage(userId, cursor, false),
    onSuccess: (page) => queryClient.setQueryData<TThread>(chatKey(userId, 'messages'), (th) => withOlderPage(th ?? EMPTY_THREAD, page)),
    onError: (error) => notifyError(liveErrorText(t, error)),
  });

  useEffect(() => {
    if (!userId) return;
    let stops: (() => void)[] = [];
    let cancelled = false;
    void import('../../live/live').then(({ liveConnection, onReconnect }) => {
      const client = liveConnection();
      if (cancelled || !client) return;
      setLive(client);
      const update = (change: (l: TMessage[]) => TMessage[]) =>
        queryClient.setQueryData<TThread>(chatKey(userId, 'messages'), (th) => inThread(th, change));
      stops = [
        // Messages pushed while the line was down were lost with it: read the thread again.
        onReconnect(client, () => void queryClient.invalidateQueries({ queryKey: chatKey(userId, 'messages') })),
        client.subscribe(channels.chat(userId), (frame: TServerFrame) => {
          if (frame.type === 'MESSAGE') update((l) => withMessage(l, frame.message));
          if (frame.type === 'DELIVERED') update((l) => withSeen(l, frame.messageIds));
        }),
        client.onFrame((frame) => {
          if (frame.type === 'ACK' && frame.message.chatId === userId) update((l) => withMessage(l, frame.message));
          if (frame.type === 'ERROR') {
            notifyError(liveErrorText(t, frame));
            if (frame.ref) update((l) => withoutPending(l, frame.ref!));
          }
        }),
      ];
    });
    return () => {
      cancelled = true;
      stops.forEach((stop) => stop());
    };
  }, [userId, queryClient, t]);

  // Open and showing: incoming messages are answered with a receipt, and the badge goes to 0.
  const unseenKey = unseen.join(',');
  useEffect(() => {
    if (!opened || !live || unseenKey === '') return;
    const ids = unseenKey.split(',');
    for (const batch of receiptBatches(ids)) live.send({ type: 'DELIVERED', chatId: userId, messageIds: batch });
    queryClient.setQueryData<TThread>(chatKey(userId, 'messages'), (th) => inThread(th, (l) => withSeen(l, ids)));
  }, [opened, live, unseenKey, userId, queryClient]);

  const send = (draft: TDraft) => {
    if (!live) return;
    const uuid = crypto.randomUUID();
    const pending = pendingMessage({ uuid, chatId: userId, senderId: userId, side: 'CUSTOMER', username: room.data?.room?.roomName ?? '', draft });
    queryClient.setQueryData<TThread>(messagesKey, (th) => inThread(th, (l) => withMessage(l, pending)));
    live.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid, content: draft.content, files: draft.files, replyMessageId: draft.replyTo?._id } });
    setReplyTo(undefined);
  };

  return (
    <ChatShell
      opened={opened}
      width={360}
      launcher={
        <Indicator label={unseen.length} size={20} disabled={unseen.length === 0} color="red" data-testid="chat-badge">
          <ChatLauncher label={unseen.length > 0 ? t('chat.openUnseen', { unseen: unseen.length }) : t('chat.open')} />
        </Indicator>
      }
    >
          {room.isPending ? (
            <Loader size="sm" aria-label={t('chat.loading')} />
          ) : room.isError ? (
            <Alert color="red">{t('chat.loadError')}</Alert>
          ) : hasRoom ? (
            <Stack gap="sm">
              <ChatThread
                messages={list}
                side="CUSTOMER"
                loading={messages.isPending}
                failed={messages.isError}
                hasOlder={Boolean(messages.data?.older)}
                loadingOlder={older.isPending}
                onLoadOlder={() => messages.data?.older && older.mutate(messages.data.older)}
                onReply={setReplyTo}
                height={280}
              />
              <Composer
                ready={Boolean(live)}
                replyTo={replyTo}
                onCancelReply={() => setReplyTo(undefined)}
                onSend={send}
                workspaceId={room.data?.room?.workspaceId}
              />
            </Stack>
          ) : (
            <PreForm userId={userId} />
          )}
    </ChatShell>
  );
}

/** Before the room exists: one button. The room is named after the account, so there is nothing to type. */
function PreForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: () => createChatRoom({}),
    retry: retryable,
    retryDelay: CHAT_CREATE_RETRY_MS,
    onSuccess: (room) => {
      queryClient.setQueryData(chatKey(userId, 'room'), { room });
      queryClient.setQueryData<TThread>(chatKey(userId, 'messages'), { messages: [] });
    },
  });
  return (
    <Stack gap="sm">
      <Text size="sm">{t('chat.intro')}</Text>
      {create.isError ? <Alert color="red">{t('chat.createError')}</Alert> : null}
      <Button type="button" loading={create.isPending} onClick={() => create.mutate()}>
        {t('chat.start')}
      </Button>
    </Stack>
  );
}

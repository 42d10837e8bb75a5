// Styles of the components only the widget uses (see app/styles.ts), loaded with it.
import '@mantine/core/styles/Affix.css';
import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Affix, Alert, Button, Group, Indicator, Loader, Paper, ScrollArea, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type TMessage, ZChatCreateRequestSchema, MESSAGE_MAX_LENGTH } from '@shared/chat/chat.schema.js';
import { channels, SUPPORT_INBOX } from '@shared/realtime/channels.js';
import type { TServerFrame } from '@shared/realtime/realtime.schema.js';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { schemaResolver } from '../../../app/schema-resolver';
import { useFieldError } from '../../../components/FieldError';
import { useSession } from '../../auth/hooks/use-session';
import type { TLiveClient } from '../../live/live-client';
import { chatKey, chatMessagesQuery, chatRoomQuery, CHAT_CREATE_RETRY_MS, createChatRoom, retryable } from '../api/chat';
import { unseenIncoming, withMessage, withSeen } from '../chat-state';

type TForm = z.input<typeof ZChatCreateRequestSchema>;

/**
 * The customer's support chat (spec 001 §4): closed, a button with a badge of unseen staff
 * messages; open, the pre-form (name, optional email) until the room exists, then the messages.
 * Showing staff messages answers them with a DELIVERED receipt (seen, distributed).
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const { principal } = useSession();
  const userId = principal?.userId ?? '';
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [live, setLive] = useState<TLiveClient>();
  const room = useQuery({ ...chatRoomQuery(userId), enabled: Boolean(userId) });
  const hasRoom = Boolean(room.data?.room);
  const messages = useQuery({ ...chatMessagesQuery(userId), enabled: hasRoom });
  const list = messages.data ?? [];
  const unseen = unseenIncoming(list);
  const messagesKey = chatKey(userId, 'messages');

  useEffect(() => {
    if (!userId) return;
    let stops: (() => void)[] = [];
    let cancelled = false;
    void import('../../live/live').then(({ liveConnection }) => {
      const client = liveConnection();
      if (cancelled || !client) return;
      setLive(client);
      const update = (change: (l: TMessage[]) => TMessage[]) =>
        queryClient.setQueryData<TMessage[]>(chatKey(userId, 'messages'), (l) => change(l ?? []));
      stops = [
        client.subscribe(channels.chat(userId), (frame: TServerFrame) => {
          if (frame.type === 'MESSAGE') update((l) => withMessage(l, frame.message));
          if (frame.type === 'DELIVERED') update((l) => withSeen(l, frame.messageIds));
        }),
        client.onFrame((frame) => {
          if (frame.type === 'ACK' && frame.message.chatId === userId) update((l) => withMessage(l, frame.message));
        }),
      ];
    });
    return () => {
      cancelled = true;
      stops.forEach((stop) => stop());
    };
  }, [userId, queryClient]);

  // Open and showing: incoming messages are answered with a receipt, and the badge goes to 0.
  const unseenKey = unseen.join(',');
  useEffect(() => {
    if (!opened || !live || unseenKey === '') return;
    const ids = unseenKey.split(',');
    live.send({ type: 'DELIVERED', chatId: userId, messageIds: ids });
    queryClient.setQueryData<TMessage[]>(chatKey(userId, 'messages'), (l) => withSeen(l ?? [], ids));
  }, [opened, live, unseenKey, userId, queryClient]);

  const send = (content: string) => {
    if (!live) return;
    const uuid = crypto.randomUUID();
    const now = new Date();
    const pending: TMessage = {
      _id: `pending-${uuid}`,
      indexId: 0,
      uuid,
      content,
      senderId: userId,
      side: 'CUSTOMER',
      chatId: userId,
      username: room.data?.room?.roomName ?? '',
      date: now.toISOString().slice(0, 10),
      timestamp: now.getTime(),
      createDateTime: now.toISOString(),
      seen: false,
      saved: false,
      distributed: false,
      files: [],
      event: 'RECEIVED',
    };
    queryClient.setQueryData<TMessage[]>(messagesKey, (l) => withMessage(l ?? [], pending));
    live.send({ type: 'SEND', destination: SUPPORT_INBOX, message: { uuid, content, files: [] } });
  };

  return (
    <Affix position={{ bottom: 60, right: 20 }} zIndex={150}>
      {opened ? (
        <Paper withBorder shadow="lg" radius="md" p="md" w={340} role="dialog" aria-labelledby="chat-title" data-testid="chat-widget">
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={2} size="h4" id="chat-title">
              {t('chat.title')}
            </Title>
            <ActionIcon variant="subtle" color="gray" onClick={() => setOpened(false)} aria-label={t('chat.close')}>
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
          {room.isPending ? (
            <Loader size="sm" aria-label={t('chat.loading')} />
          ) : room.isError ? (
            <Alert color="red">{t('chat.loadError')}</Alert>
          ) : hasRoom ? (
            <Conversation messages={list} loading={messages.isPending} failed={messages.isError} ready={Boolean(live)} onSend={send} />
          ) : (
            <PreForm userId={userId} />
          )}
        </Paper>
      ) : (
        <Indicator label={unseen.length} size={20} disabled={unseen.length === 0} color="red" data-testid="chat-badge">
          <ActionIcon
            size={56}
            radius="xl"
            onClick={() => setOpened(true)}
            aria-label={unseen.length > 0 ? t('chat.openUnseen', { unseen: unseen.length }) : t('chat.open')}
          >
            <IconMessageCircle size={28} aria-hidden />
          </ActionIcon>
        </Indicator>
      )}
    </Affix>
  );
}

function PreForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const queryClient = useQueryClient();
  const form = useForm<TForm, unknown, z.output<typeof ZChatCreateRequestSchema>>({
    resolver: schemaResolver(ZChatCreateRequestSchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '' },
  });
  const create = useMutation({
    mutationFn: createChatRoom,
    retry: retryable,
    retryDelay: CHAT_CREATE_RETRY_MS,
    onSuccess: (room) => {
      queryClient.setQueryData(chatKey(userId, 'room'), { room });
      queryClient.setQueryData(chatKey(userId, 'messages'), []);
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => create.mutate({ name: values.name, email: values.email || undefined }))}>
      <Stack gap="sm">
        <Text size="sm">{t('chat.intro')}</Text>
        <TextInput label={t('chat.name')} withAsterisk autoComplete="name" {...form.register('name')} error={fieldError(errors.name)} />
        <TextInput label={t('chat.email')} type="email" autoComplete="email" {...form.register('email')} error={fieldError(errors.email)} />
        {create.isError ? <Alert color="red">{t('chat.createError')}</Alert> : null}
        <Button type="submit" loading={create.isPending}>
          {t('chat.start')}
        </Button>
      </Stack>
    </form>
  );
}

function Conversation(props: { messages: TMessage[]; loading: boolean; failed: boolean; ready: boolean; onSend: (content: string) => void }) {
  const { messages, loading, failed, ready, onSend } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Braces: newer browsers' scrollIntoView returns a promise, which must not become the cleanup.
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
  const submit = () => {
    const content = draft.trim();
    if (!content || !ready) return;
    onSend(content);
    setDraft('');
  };
  return (
    <Stack gap="sm">
      {loading ? <Loader size="sm" aria-label={t('chat.loading')} /> : null}
      {failed ? <Alert color="red">{t('chat.loadError')}</Alert> : null}
      <ScrollArea h={280} type="auto">
        {messages.length === 0 && !loading ? (
          <Text c="dimmed" size="sm">
            {t('chat.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="chat-messages" aria-live="polite">
            {messages.map((m) => {
              const mine = m.side === 'CUSTOMER';
              return (
                <li key={m.uuid} data-side={m.side} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
                  <Paper p="xs" radius="md" bg={mine ? 'blue.0' : 'gray.1'}>
                    {mine ? null : (
                      <Text size="xs" fw={600}>
                        {m.username}
                      </Text>
                    )}
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {m.content}
                    </Text>
                    <Text size="xs" c="dimmed" ta="right">
                      {time.format(new Date(m.createDateTime))}
                      {mine ? ` · ${m.seen ? t('chat.seen') : m.saved ? t('chat.sent') : t('chat.sending')}` : ''}
                    </Text>
                  </Paper>
                </li>
              );
            })}
          </Stack>
        )}
        <div ref={bottom} />
      </ScrollArea>
      <Textarea
        label={t('chat.message')}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <Button onClick={submit} disabled={!draft.trim() || !ready}>
        {t('chat.send')}
      </Button>
    </Stack>
  );
}

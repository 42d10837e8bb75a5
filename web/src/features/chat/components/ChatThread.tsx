import { ActionIcon, Alert, Anchor, Box, Button, CloseButton, FileButton, Group, Loader, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGE_MAX_LENGTH, type TChatSide, type TMessage, type TMessageFile } from '@shared/chat/chat.schema.js';
import { ALLOWED_FILE_TYPES } from '@shared/files/files.schema.js';
import { IconArrowBackUp, IconPaperclip } from '@tabler/icons-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { notifyError } from '../../../components/notify';
import { downloadChatFile, fileProblem, uploadChatFile } from '../api/chat';
import { formatDate } from '../../../app/format-date';

/** What a send carries besides the text. */
export interface TDraft {
  content: string;
  files: TMessageFile[];
  replyTo?: TMessage;
}

const ACCEPT = Object.keys(ALLOWED_FILE_TYPES).map((e) => `.${e}`).join(',');
const QUOTE_LENGTH = 120;

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * Downloads a message's file as a blob (spec 001 §7: download by id as blob) through a short-lived
 * link of the files API, then saves it under its own name.
 */
async function openFile(file: TMessageFile, t: ReturnType<typeof useTranslation>['t']) {
  try {
    const res = await fetch(await downloadChatFile(file));
    if (!res.ok) throw new Error(`Download failed: ${res.status}`);
    const href = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = href;
    a.download = file.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  } catch (error) {
    notifyError(errorText(t, error));
  }
}

/** A message's quoted reply, its text, files and time (and, for one's own, whether it was seen). */
function Bubble({ message: m, mine, onReply }: { message: TMessage; mine: boolean; onReply?: (m: TMessage) => void }) {
  const { t } = useTranslation();
  return (
    <li data-side={m.side} data-testid="chat-message" style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper p="xs" radius="md" bg={mine ? 'blue.0' : 'gray.1'}>
        <Group justify="space-between" gap={4} wrap="nowrap" align="flex-start">
          <Text size="xs" fw={600}>
            {mine ? '' : m.username}
          </Text>
          {onReply && m.saved ? (
            <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => onReply(m)} aria-label={t('support:chat.replyTo', { name: m.username })}>
              <IconArrowBackUp size={14} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
        {m.replyMessage ? (
          <Box component="blockquote" data-testid="chat-quote" m={0} mb={4} pl="xs" style={{ borderLeft: '3px solid var(--mantine-color-blue-6)' }}>
            <Text size="xs" fw={600}>
              {m.replyMessage.username}
            </Text>
            <Text size="xs" c="dark.4" lineClamp={2}>
              {m.replyMessage.content.slice(0, QUOTE_LENGTH)}
            </Text>
          </Box>
        ) : null}
        {m.content ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.content}
          </Text>
        ) : null}
        {m.files.map((f) => (
          <Group key={f.fileMetaId} gap={4} wrap="nowrap">
            <IconPaperclip size={14} aria-hidden />
            {m.saved ? (
              <Anchor component="button" type="button" size="sm" onClick={() => void openFile(f, t)} style={{ overflowWrap: 'anywhere' }}>
                {f.name}
              </Anchor>
            ) : (
              <Text size="sm">{f.name}</Text>
            )}
            <Text size="xs" c="dark.3">
              {sizeText(f.size)}
            </Text>
          </Group>
        ))}
        <Text size="xs" c="dark.3" ta="right">
          {formatDate(m.createDateTime, { timeStyle: 'short' })}
          {mine ? ` · ${m.seen ? t('chat.seen') : m.saved ? t('chat.sent') : t('chat.sending')}` : ''}
        </Text>
      </Paper>
    </li>
  );
}

export interface TChatThreadProps {
  messages: TMessage[];
  /** The reader's side: their messages are on the right with a status. */
  side: TChatSide;
  loading: boolean;
  failed: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReply: (m: TMessage) => void;
  height: number;
}

/**
 * The messages of a room, oldest first, kept scrolled to the newest; older pages load with the
 * 'Load earlier messages' control or by scrolling to the top, and the view stays where it was.
 */
export function ChatThread(props: TChatThreadProps) {
  const { messages, side, loading, failed, hasOlder, loadingOlder, onLoadOlder, onReply, height } = props;
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ first?: string; height: number; top: number }>({ height: 0, top: 0 });
  const first = messages[0]?._id;
  const last = messages[messages.length - 1]?._id;

  useLayoutEffect(() => {
    const v = viewport.current;
    if (!v) return;
    const before = anchor.current;
    // An older page went in above: keep what the reader was looking at in place.
    if (before.first && first !== before.first && before.height > 0) v.scrollTop = v.scrollHeight - before.height + before.top;
    anchor.current = { first, height: v.scrollHeight, top: v.scrollTop };
  }, [first]);

  useLayoutEffect(() => {
    const v = viewport.current;
    if (v) v.scrollTop = v.scrollHeight;
    anchor.current = { first, height: v?.scrollHeight ?? 0, top: v?.scrollTop ?? 0 };
    // Only a new last message scrolls down; `first` is read for the anchor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [last]);

  const loadOlder = () => {
    const v = viewport.current;
    anchor.current = { first, height: v?.scrollHeight ?? 0, top: v?.scrollTop ?? 0 };
    onLoadOlder();
  };

  return (
    <Stack gap="xs">
      {loading ? <Loader size="sm" aria-label={t('chat.loading')} /> : null}
      {failed ? <Alert color="red">{t('chat.loadError')}</Alert> : null}
      <ScrollArea
        h={height}
        type="auto"
        viewportRef={viewport}
        onScrollPositionChange={({ y }) => {
          if (y <= 4 && hasOlder && !loadingOlder) loadOlder();
        }}
      >
        {hasOlder ? (
          <Group justify="center" mb="xs">
            <Button size="compact-xs" variant="subtle" loading={loadingOlder} onClick={loadOlder}>
              {t('support:chat.loadOlder')}
            </Button>
          </Group>
        ) : null}
        {messages.length === 0 && !loading ? (
          <Text c="dark.3" size="sm">
            {t('chat.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="chat-messages" aria-live="polite">
            {messages.map((m) => (
              <Bubble key={m.uuid} message={m} mine={m.side === side} onReply={onReply} />
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Stack>
  );
}

export interface TComposerProps {
  ready: boolean;
  replyTo?: TMessage;
  onCancelReply: () => void;
  onSend: (draft: TDraft) => void;
  /** Where attachments are uploaded; no attaching without it. */
  workspaceId?: string;
}

/** The message box: a quoted reply above it, attachments uploaded as they are chosen, Enter sends. */
export function Composer({ ready, replyTo, onCancelReply, onSend, workspaceId }: TComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [files, setFiles] = useState<TMessageFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const resetFile = useRef<() => void>(null);

  const attach = async (file: File | null) => {
    resetFile.current?.();
    if (!file || !workspaceId) return;
    const problem = fileProblem(file);
    if (problem) return notifyError(t(`errors:${problem}`));
    setUploading(true);
    try {
      const uploaded = await uploadChatFile(file, workspaceId);
      setFiles((l) => [...l, uploaded]);
    } catch (error) {
      notifyError(errorText(t, error));
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const content = draft.trim();
    if ((!content && files.length === 0) || !ready || uploading) return;
    onSend({ content, files, replyTo });
    setDraft('');
    setFiles([]);
  };

  return (
    <Stack gap="xs">
      {replyTo ? (
        <Paper withBorder p={6} radius="sm" data-testid="chat-reply-preview">
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Box style={{ minWidth: 0 }}>
              <Text size="xs" fw={600}>
                {t('support:chat.replyingTo', { name: replyTo.username })}
              </Text>
              <Text size="xs" lineClamp={1}>
                {replyTo.content || replyTo.files.map((f) => f.name).join(', ')}
              </Text>
            </Box>
            <CloseButton size="sm" onClick={onCancelReply} aria-label={t('support:chat.cancelReply')} />
          </Group>
        </Paper>
      ) : null}
      {files.length > 0 ? (
        <Group gap={4} data-testid="chat-attachments">
          {files.map((f) => (
            <Paper key={f.fileMetaId} withBorder px={6} py={2} radius="sm">
              <Group gap={4} wrap="nowrap">
                <Text size="xs">{f.name}</Text>
                <CloseButton
                  size="xs"
                  onClick={() => setFiles((l) => l.filter((x) => x.fileMetaId !== f.fileMetaId))}
                  aria-label={t('support:chat.removeFile', { name: f.name })}
                />
              </Group>
            </Paper>
          ))}
        </Group>
      ) : null}
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
      <Group gap="xs" wrap="nowrap">
        <FileButton onChange={(f) => void attach(f)} accept={ACCEPT} resetRef={resetFile} disabled={!workspaceId || uploading}>
          {(p) => (
            <ActionIcon {...p} size="lg" variant="default" loading={uploading} aria-label={t('support:chat.attach')}>
              <IconPaperclip size={18} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Button style={{ flex: 1 }} onClick={submit} disabled={(!draft.trim() && files.length === 0) || !ready || uploading}>
          {t('chat.send')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A pending message as the sender sees it until the server's ACK replaces it (same uuid). */
export function pendingMessage(args: { uuid: string; chatId: string; senderId: string; side: TChatSide; username: string; draft: TDraft }): TMessage {
  const { uuid, chatId, senderId, side, username, draft } = args;
  const now = new Date();
  const reply = draft.replyTo;
  return {
    _id: `pending-${uuid}`,
    indexId: 0,
    uuid,
    content: draft.content,
    senderId,
    side,
    chatId,
    username,
    date: now.toISOString().slice(0, 10),
    timestamp: now.getTime(),
    createDateTime: now.toISOString(),
    seen: false,
    saved: false,
    distributed: false,
    files: draft.files,
    replyMessage: reply ? { _id: reply._id, content: reply.content, senderId: reply.senderId, username: reply.username } : undefined,
    event: 'RECEIVED',
  };
}

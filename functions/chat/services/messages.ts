import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TChatSide, TMessage, TMessageFile, TOutgoingMessage } from '../../../shared/chat/chat.schema.js';
import { newId } from '../../../shared/core/ids.js';
import { channels, isSupportStaff, SUPPORT_INBOX, type TSubscriber } from '../../../shared/realtime/channels.js';
import { buildAuditEvent, commitLinked, readAuditHead, type TAuditScope, writeAudit, writtenAuditHead } from '../../core/audit.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { AppError, notFound } from '../../core/errors.js';
import { conditionFailed } from '../../core/http.js';
import { logger } from '../../core/logger.js';
import { FileMetaEntity } from '../../files/data/file-meta.entity.js';
import { publish, sendToConnection, subscriptionsOf } from '../../realtime/services/publish.js';
import { ChatRoomEntity, MessageEntity, MessageUuidEntity, type TChatRoomRecord } from '../data/chat.entities.js';
import { lazy } from '../../core/lazy.js';

/** Who writes or reads over a live connection: the connection's user. */
export interface TChatActor extends TSubscriber {
  username: string;
  connectionId: string;
}

/** The audit scope of a socket action in a room: the actor produces it, the room's customer is the consumer. */
function chatAudit(actor: TChatActor, room: Pick<TChatRoomRecord, 'customerUserId'> & { roomId?: string }, event: string, props: Record<string, unknown>): TAuditScope {
  return {
    event,
    route: `WS ${SUPPORT_INBOX}`,
    correlationId: newId(),
    producer: { type: actor.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON', userId: actor.userId, name: actor.username },
    consumer: { type: 'PERSON', userId: room.customerUserId },
    props: { chatId: room.customerUserId, ...props },
    recorded: false,
  };
}

/** Sends racing in one room each take the next number; a lost round reads the room again. */
const SEND_ATTEMPTS = 8;

/** What a send reads of its room. */
type TSendRoom = Pick<TChatRoomRecord, 'roomId' | 'roomName' | 'workspaceId' | 'customerUserId' | 'messageCount' | 'agents'>;

/**
 * Rooms as this warm function's last send left them (docs/decisions/0022-latency-budgets.md). A
 * send's transaction is conditioned on the room's message count, and only a send changes what a
 * send reads (the count and the agents; the name, workspace and customer never change). So while
 * the count holds, the kept room is the stored one, and with the chain head this function wrote
 * (audit.ts) a send in a busy room writes without reading first. A lost round forgets it.
 */
const sentRooms = new Map<string, TSendRoom>();
const SENT_ROOMS_MAX = 1000;

function keepRoom(room: TSendRoom) {
  sentRooms.delete(room.roomId);
  sentRooms.set(room.roomId, room);
  if (sentRooms.size > SENT_ROOMS_MAX) sentRooms.delete(sentRooms.keys().next().value!);
}

const notifications = lazy(() => import('../../notifications/services/notify.js'));

/** Support staff write in the room they name; anyone else writes in their own room. */
function roomFor(actor: TChatActor, chatId: string | undefined): { roomId: string; side: TChatSide } {
  if (isSupportStaff(actor)) {
    if (!chatId) throw new AppError('invalid_request', { param: 'chatId', message: 'Name the room to answer in' });
    return { roomId: chatId, side: chatId === actor.userId ? 'CUSTOMER' : 'SUPPORT' };
  }
  if (chatId && chatId !== actor.userId) throw notFound('chatId');
  return { roomId: actor.userId, side: 'CUSTOMER' };
}

async function replyOf(roomId: string, id: string | undefined): Promise<TMessage['replyMessage']> {
  if (!id) return undefined;
  const quoted = await MessageEntity.get({ chatId: roomId, id });
  if (!quoted) throw new AppError('invalid_request', { param: 'replyMessageId', message: 'The message replied to is not in this room' });
  return { _id: quoted._id, content: quoted.content.slice(0, 500), senderId: quoted.senderId, username: quoted.username };
}

/**
 * A message's files, rebuilt from the file records: each must be an uploaded file of the room's
 * workspace (the customer's own, where both sides upload the room's files). Name, size and type
 * are the record's, and no url is ever taken from the client: a download is signed by the files
 * API after its own workspace check (issue 13, finding 11).
 */
async function filesOf(room: TSendRoom, files: TOutgoingMessage['files']): Promise<TMessageFile[]> {
  return Promise.all(
    files.map(async (f, i) => {
      const param = `files.${i}.fileMetaId`;
      if (!room.workspaceId || (f.workspaceId && f.workspaceId !== room.workspaceId)) throw new AppError('no_record', { param });
      const meta = await FileMetaEntity.get({ workspaceId: room.workspaceId, id: f.fileMetaId });
      if (!meta?.uploaded) throw new AppError('no_record', { param });
      return { fileMetaId: meta.id, name: meta.fileName, size: meta.size, type: meta.contentType, extension: meta.extension, workspaceId: meta.workspaceId };
    }),
  );
}

/** Saves a message: the room's next number, its last message and the other side's unread count. */
async function save(actor: TChatActor, roomId: string, side: TChatSide, outgoing: TOutgoingMessage): Promise<{ message: TMessage; room: TSendRoom; fresh: boolean }> {
  if (!outgoing.content.trim() && outgoing.files.length === 0) {
    throw new AppError('invalid_request', { param: 'content', message: 'A message needs text or a file' });
  }
  let files: TMessageFile[] | undefined;
  for (let attempt = 0; attempt < SEND_ATTEMPTS; attempt += 1) {
    // The audit chain's head is read alongside (the room's customer is the event's consumer), so
    // the transaction does not wait for a read of its own; a room this function sent in last, and
    // its chain's head, are not read at all (docs/decisions/0022-latency-budgets.md).
    const chain = `USER#${roomId}`;
    const kept = attempt === 0 ? sentRooms.get(roomId) : undefined;
    const head = (kept && writtenAuditHead(chain)) ?? readAuditHead(chain);
    // A resent uuid is found on a retry: the first attempt's transaction puts the uuid only if it
    // is new, so a duplicate cancels it and the next round reads which message it was.
    const [room, sent] = await Promise.all([
      kept ?? ChatRoomEntity.get({ roomId }, { consistent: true }),
      attempt === 0 ? undefined : MessageUuidEntity.get({ chatId: roomId, uuid: outgoing.uuid }, { consistent: true }),
    ]);
    if (!room) throw notFound('chatId');
    if (sent) {
      const message = await MessageEntity.get({ chatId: roomId, id: sent.messageId }, { consistent: true });
      if (message) return { message, room, fresh: false };
    }
    files ??= await filesOf(room, outgoing.files);
    const now = new Date();
    const message: TMessage = {
      _id: newId(),
      indexId: room.messageCount + 1,
      uuid: outgoing.uuid,
      content: outgoing.content,
      senderId: actor.userId,
      side,
      chatId: roomId,
      username: side === 'CUSTOMER' ? room.roomName : actor.username,
      date: now.toISOString().slice(0, 10),
      timestamp: now.getTime(),
      createDateTime: now.toISOString(),
      seen: false,
      saved: true,
      distributed: false,
      files,
      replyMessage: await replyOf(roomId, outgoing.replyMessageId),
      event: 'RECEIVED',
    };
    const unread = side === 'CUSTOMER' ? 'unreadCount' : 'customerUnreadCount';
    const newAgent = side === 'SUPPORT' && !room.agents.includes(actor.userId);
    try {
      // The message and its audit event commit together (a chat send is a mutation like any other).
      await commitLinked(buildAuditEvent(chatAudit(actor, room, 'CHAT_MESSAGE_SENT', { messageId: message._id, files: message.files.length }), true), [
            {
              Update: {
                TableName: config.tableName,
                Key: ChatRoomEntity.key({ roomId }),
                UpdateExpression: `SET lastMessage = :m, lastActivityAt = :now, GSI1SK = :sk, messageCount = :next${newAgent ? ', agents = list_append(agents, :agent)' : ''} ADD #unread :one`,
                ConditionExpression: 'messageCount = :count',
                ExpressionAttributeNames: { '#unread': unread },
                ExpressionAttributeValues: {
                  ':m': message,
                  ':now': message.createDateTime,
                  ':sk': `${message.createDateTime}#${roomId}`,
                  ':next': message.indexId,
                  ':count': room.messageCount,
                  ':one': 1,
                  ...(newAgent ? { ':agent': [actor.userId] } : {}),
                },
              },
            },
            MessageEntity.putOp(message, { ifNotExists: true }),
            MessageUuidEntity.putOp({ chatId: roomId, uuid: outgoing.uuid, messageId: message._id }, { ifNotExists: true }),
      ], head);
      const sentIn = { ...room, messageCount: message.indexId, agents: newAgent ? [...room.agents, actor.userId] : room.agents };
      keepRoom(sentIn);
      return { message, room: sentIn, fresh: true };
    } catch (error) {
      sentRooms.delete(roomId);
      if (!conditionFailed(error) && (error as { name?: string }).name !== 'TransactionCanceledException') throw error;
    }
  }
  throw new AppError('invalid_state', { param: 'chatId', message: 'The room is busy; send again' });
}

/**
 * A message sent to /app/support: saved, then acknowledged to the sender and delivered as RECEIVED to
 * the other side's live connections (and the sender's other ones). When the other side has none,
 * they are notified instead: the customer, or the staff who have answered in the room.
 */
export async function sendMessage(actor: TChatActor, destination: string, outgoing: TOutgoingMessage): Promise<TMessage> {
  if (destination !== SUPPORT_INBOX) throw new AppError('invalid_request', { param: 'destination', message: `Messages are sent to ${SUPPORT_INBOX}` });
  const { roomId, side } = roomFor(actor, outgoing.chatId);
  const staffSide = [channels.support(roomId), SUPPORT_INBOX];
  const customerSide = [channels.chat(roomId)];
  // Who listens on the other side is looked up while the message is saved, not after (the save's
  // requests go out first); the sender's own side (their other tabs, the other agents) is looked up
  // once it is saved, so its reads do not compete with the save and the recipient's lookup.
  const saving = save(actor, roomId, side, outgoing);
  const otherSubs = subscriptionsOf(side === 'CUSTOMER' ? staffSide : customerSide);
  const { message, room, fresh } = await saving;
  const ack = sendToConnection(actor.connectionId, { type: 'ACK', uuid: outgoing.uuid, message });
  if (!fresh) {
    await ack;
    return message;
  }

  const frame = (channel: string) => ({ type: 'MESSAGE' as const, channel, message });
  const [reachedOther] = await Promise.all([
    publish(side === 'CUSTOMER' ? staffSide : customerSide, frame, actor.connectionId, otherSubs),
    // The sender's own other tabs (and, for staff, the other agents) see it too.
    publish(side === 'CUSTOMER' ? customerSide : staffSide, frame, actor.connectionId),
    ack,
  ]);
  if (reachedOther === 0) {
    const recipients = side === 'CUSTOMER' ? room.agents : [room.customerUserId];
    try {
      const { notifyUsers } = await notifications();
      await notifyUsers(recipients, { kind: 'CHAT_MESSAGE', params: { from: message.username, roomId }, link: side === 'CUSTOMER' ? `/admin/support?room=${encodeURIComponent(roomId)}` : '/support' });
    } catch (error) {
      logger.error('Could not notify of a chat message', { error, roomId });
    }
  }
  return message;
}

/**
 * DELIVERED: the reader has shown the other side's messages. Each becomes seen and distributed
 * once (a conditional update), the reader's unread count goes down by as many, and the update
 * goes to everyone on the room's channels.
 */
export async function markDelivered(actor: TChatActor, chatId: string | undefined, messageIds: string[]): Promise<string[]> {
  const { roomId, side: readerSide } = roomFor(actor, chatId);
  const writerSide: TChatSide = readerSide === 'CUSTOMER' ? 'SUPPORT' : 'CUSTOMER';
  const flipped: string[] = [];
  await Promise.all(
    [...new Set(messageIds)].map(async (id) => {
      try {
        await ddb.send(
          new UpdateCommand({
            TableName: config.tableName,
            Key: MessageEntity.key({ chatId: roomId, id }),
            UpdateExpression: 'SET seen = :t, distributed = :t, #event = :delivered',
            ConditionExpression: 'attribute_exists(PK) AND #side = :writer AND seen = :f',
            ExpressionAttributeNames: { '#event': 'event', '#side': 'side' },
            ExpressionAttributeValues: { ':t': true, ':f': false, ':delivered': 'DELIVERED', ':writer': writerSide },
          }),
        );
        flipped.push(id);
      } catch (error) {
        if (!conditionFailed(error)) throw error;
      }
    }),
  );
  if (flipped.length === 0) return flipped;
  flipped.sort();
  // Separate conditional updates (each message flips once), so the event follows them.
  await writeAudit(chatAudit(actor, { customerUserId: roomId }, 'CHAT_MESSAGES_SEEN', { messageIds: flipped }), true);
  const unread = readerSide === 'CUSTOMER' ? 'customerUnreadCount' : 'unreadCount';
  await ddb.send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: ChatRoomEntity.key({ roomId }),
      UpdateExpression: 'ADD #unread :minus',
      ExpressionAttributeNames: { '#unread': unread },
      ExpressionAttributeValues: { ':minus': -flipped.length },
    }),
  );
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: ChatRoomEntity.key({ roomId }),
        UpdateExpression: 'SET lastMessage.seen = :t, lastMessage.distributed = :t, lastMessage.#event = :delivered',
        ConditionExpression: 'lastMessage.#id IN (' + flipped.map((_, i) => `:id${i}`).join(', ') + ')',
        ExpressionAttributeNames: { '#event': 'event', '#id': '_id' },
        ExpressionAttributeValues: { ':t': true, ':delivered': 'DELIVERED', ...Object.fromEntries(flipped.map((id, i) => [`:id${i}`, id])) },
      }),
    );
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
  await publish(
    [channels.chat(roomId), channels.support(roomId), SUPPORT_INBOX],
    (channel) => ({ type: 'DELIVERED', channel, chatId: roomId, messageIds: flipped }),
  );
  return flipped;
}


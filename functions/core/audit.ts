import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { newId } from '../../shared/core/ids.js';
import { workspaceTypeOf } from '../../shared/core/workspace.js';
import { config } from './config.js';
import { ddb } from './ddb.js';
import { defineEntity, type TTransactItem } from './entity.js';

export const ZAuditPartySchema = z.object({
  type: z.enum(['PERSON', 'COMPANY', 'SUBLIME_EMPLOYEE', 'ANONYMOUS']),
  userId: z.string().optional(),
  workspaceId: z.string().optional(),
  email: z.string().optional(),
});
export type TAuditParty = z.infer<typeof ZAuditPartySchema>;

export const ZAuditEventSchema = z.object({
  id: z.string(),
  event: z.string(),
  success: z.boolean(),
  createDateTime: z.string(),
  producer: ZAuditPartySchema,
  consumer: ZAuditPartySchema.optional(),
  /** Set when a provider employee acted in a client's workspace. */
  actingFor: z.string().optional(),
  props: z.record(z.string(), z.unknown()),
  route: z.string(),
  correlationId: z.string(),
  sourceIp: z.string().optional(),
});
export type TAuditEvent = z.infer<typeof ZAuditEventSchema>;

/** The chain an event belongs to: the workspace acted on, else the user, else anonymous by day. */
function chainOf(e: TAuditEvent): string {
  return e.consumer?.workspaceId ?? (e.consumer?.userId ? `USER#${e.consumer.userId}` : `ANON#${e.createDateTime.slice(0, 10)}`);
}

/**
 * Audit events: one partition per workspace (its trail), and a day index for the staff audit page.
 * Items are only ever put: the runtime role may not update or delete them.
 */
export const AuditEventEntity = defineEntity({
  name: 'AuditEvent',
  schema: ZAuditEventSchema,
  key: (a: { chain: string; createDateTime: string; id: string }) => ({
    PK: `AUDIT#${a.chain}`,
    SK: `${a.createDateTime}#${a.id}`,
  }),
  keyOf: (e) => ({ chain: chainOf(e), createDateTime: e.createDateTime, id: e.id }),
  indexes: (e) => ({ GSI1PK: `AUDITDAY#${e.createDateTime.slice(0, 10)}`, GSI1SK: `${e.createDateTime}#${e.id}` }),
});

/** What a request knows about who acts and for whom; filled by the API preset. */
export interface TAuditScope {
  event: string;
  route: string;
  correlationId: string;
  sourceIp?: string;
  producer: TAuditParty;
  consumer?: TAuditParty;
  actingFor?: string;
  /** Props the service adds (ids, changed fields); never secrets. */
  props: Record<string, unknown>;
  /** Set once an event has been written for this request. */
  recorded: boolean;
}

export function partyForWorkspace(workspaceId: string): TAuditParty {
  const type = workspaceTypeOf(workspaceId);
  return { type: type ?? 'ANONYMOUS', workspaceId };
}

export function buildAuditEvent(scope: TAuditScope, success: boolean, extra: Record<string, unknown> = {}): TAuditEvent {
  return {
    id: newId(),
    event: scope.event,
    success,
    createDateTime: new Date().toISOString(),
    producer: scope.producer,
    consumer: scope.consumer,
    actingFor: scope.actingFor,
    props: { ...scope.props, ...extra },
    route: scope.route,
    correlationId: scope.correlationId,
    sourceIp: scope.sourceIp,
  };
}

export function auditPutOp(event: TAuditEvent): TTransactItem {
  return AuditEventEntity.putOp(event, { ifNotExists: true });
}

/** Writes the change and its audit event in one transaction. */
export async function transactWithAudit(scope: TAuditScope, ops: TTransactItem[]): Promise<void> {
  const event = buildAuditEvent(scope, true);
  await ddb.send(new TransactWriteCommand({ TransactItems: [...ops, auditPutOp(event)] }));
  scope.recorded = true;
}

/** Writes a standalone audit event (for changes outside DynamoDB, and for failures). */
export async function writeAudit(scope: TAuditScope, success: boolean, extra: Record<string, unknown> = {}): Promise<void> {
  const event = buildAuditEvent(scope, success, extra);
  await ddb.send(new PutCommand({ TableName: config.tableName, Item: AuditEventEntity.toItem(event) }));
  scope.recorded = true;
}

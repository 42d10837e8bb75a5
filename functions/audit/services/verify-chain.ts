import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TChainCheck } from '../../../shared/audit/audit.schema.js';
import { AuditEventEntity, AuditHeadEntity, auditCounterMonthPk, GENESIS_HASH, linkHash } from '../../core/audit.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { AUDIT_EPOCH_DAY, monthsBetween } from './audit-days.js';

/**
 * Walks one chain in seq order (one paged Query on its partition, consistent) and checks every
 * link: seq continues, prevHash is the previous hash, the hash is the event's own, and the head
 * names the last link. Reports the first link that does not hold.
 */
export async function verifyChain(chain: string): Promise<TChainCheck> {
  const headOut = await ddb.send(new GetCommand({ TableName: config.tableName, Key: AuditHeadEntity.key({ chain }), ConsistentRead: true }));
  const head = headOut.Item ? AuditHeadEntity.fromItem(headOut.Item) : undefined;
  let prev = { seq: 0, hash: GENESIS_HASH };
  let start: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `AUDIT#${chain}` },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) {
      const sk = String(item.SK);
      const broken = (reason: NonNullable<TChainCheck['broken']>['reason'], seq = prev.seq + 1): TChainCheck => ({
        chain, intact: false, count: prev.seq, headSeq: head?.seq ?? 0, broken: { seq, sk, reason },
      });
      let event;
      try {
        event = AuditEventEntity.fromItem(item);
      } catch {
        return broken('unreadable');
      }
      if (event.seq !== prev.seq + 1) return broken('seq');
      if (event.prevHash !== prev.hash) return broken('prevHash', event.seq);
      // The hash covers every field, and the key must be the one the fields give (a moved item breaks too).
      const key = AuditEventEntity.key({ chain: event.chain, createDateTime: event.createDateTime, seq: event.seq });
      if (event.chain !== chain || key.SK !== sk || linkHash(event) !== event.hash) return broken('hash', event.seq);
      prev = { seq: event.seq, hash: event.hash };
    }
    start = out.LastEvaluatedKey;
  } while (start);
  const headSeq = head?.seq ?? 0;
  // A head ahead of the last link means links were removed from the end.
  if (headSeq !== prev.seq || (head && head.hash !== prev.hash)) {
    return { chain, intact: false, count: prev.seq, headSeq, broken: { seq: prev.seq + 1, sk: 'HEAD', reason: 'head' } };
  }
  return { chain, intact: true, count: prev.seq, headSeq };
}

/** Every chain with events since the epoch, from the month index of the day counters (no Scan). */
export async function listChains(now = new Date()): Promise<string[]> {
  const chains = new Set<string>();
  for (const month of monthsBetween(AUDIT_EPOCH_DAY, now.toISOString().slice(0, 10))) {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await ddb.send(
        new QueryCommand({
          TableName: config.tableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': auditCounterMonthPk(month) },
          ProjectionExpression: 'chain',
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? []) chains.add(String(item.chain));
      start = out.LastEvaluatedKey;
    } while (start);
  }
  return [...chains].sort();
}

import type * as z from 'zod/mini';
import { newId } from '../../../shared/core/ids.js';
import type { ZFeedbackRequestSchema } from '../../../shared/feedback/feedback.schema.js';
import { config } from '../../core/config.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed, type TRequestContext } from '../../core/http.js';
import { LeadEntity } from '../data/lead.entity.js';

/** At most this many contact-form submissions per client address per window. */
export const FEEDBACK_LIMIT = 5;
export const FEEDBACK_WINDOW_MS = 10 * 60_000;

/** A counter per address and window, incremented in the lead's own transaction. */
function rateLimitOp(sourceIp: string): TTransactItem {
  const window = Math.floor(Date.now() / FEEDBACK_WINDOW_MS);
  return {
    Update: {
      TableName: config.tableName,
      Key: { PK: `RATE#feedback#${sourceIp}`, SK: `W#${window}` },
      UpdateExpression: 'ADD #n :one SET #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit',
      ExpressionAttributeNames: { '#n': 'n', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': FEEDBACK_LIMIT,
        ':ttl': Math.floor(((window + 2) * FEEDBACK_WINDOW_MS) / 1000),
      },
    },
  };
}

/** Stores the contact form as a lead; the sixth try from one address in a window gets 429. */
export async function submitFeedback(input: z.output<typeof ZFeedbackRequestSchema>, ctx: TRequestContext) {
  const lead = {
    id: newId(),
    name: input.name,
    email: input.email || undefined,
    phoneCode: input.phoneCode,
    phone: input.phone || undefined,
    promoCode: input.promoCode || undefined,
    message: input.message || undefined,
    preferredLanguage: input.preferredLanguage,
    createdAt: new Date().toISOString(),
  };
  ctx.audit.props.leadId = lead.id;
  try {
    await ctx.transact([rateLimitOp(ctx.sourceIp), LeadEntity.putOp(lead, { ifNotExists: true })]);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('too_many_attempts', { param: 'sourceIp' });
    throw error;
  }
  return { id: lead.id };
}

export async function listLeads(input: { size: number; cursor?: string }) {
  return LeadEntity.query({ pk: 'LEADS', newestFirst: true, limit: input.size, cursor: input.cursor });
}

import { createHash, randomBytes } from 'node:crypto';
import type { TSystemCode } from '../../../shared/core/errors.js';
import { config } from '../../core/config.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed, type TRequestContext } from '../../core/http.js';
import { OneTimeCodeEntity } from '../data/identity.entities.js';

export type TOneTimeCode = NonNullable<Awaited<ReturnType<typeof OneTimeCodeEntity.get>>>;
export type TCodeKind = TOneTimeCode['kind'];

/** How long each link stays valid. */
export const CODE_TTL_MS: Record<TCodeKind, number> = {
  CONFIRM_EMAIL: 3 * 24 * 3600_000,
  RESET_PASSWORD: 3600_000,
  INVITATION: 7 * 24 * 3600_000,
};

/** The error a bad code of each kind answers with (spec 001 §8). */
const INVALID: Record<TCodeKind, TSystemCode> = {
  CONFIRM_EMAIL: 4005,
  RESET_PASSWORD: 'invalid_public_link',
  INVITATION: 40013,
};

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

/** A fresh unguessable code and its stored record; only the hash is kept. */
export function newCode(kind: TCodeKind, fields: Omit<TOneTimeCode, 'codeHash' | 'kind' | 'expiresAt'>) {
  const code = randomBytes(32).toString('base64url');
  const record: TOneTimeCode = {
    ...fields,
    kind,
    codeHash: hashCode(code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS[kind]).toISOString(),
  };
  return { code, record };
}

/** Reads a code that must be of the kind and not expired. */
export async function readCode(code: string, kind: TCodeKind): Promise<TOneTimeCode> {
  const record = await OneTimeCodeEntity.get({ codeHash: hashCode(code) }, { consistent: true });
  if (!record || record.kind !== kind || Date.parse(record.expiresAt) < Date.now()) {
    throw new AppError(INVALID[kind], { param: 'code' });
  }
  return record;
}

/**
 * Uses a code up in the same transaction as the change it allows (and the audit event): a
 * conditional delete, so of two racing uses exactly one wins, and a failed change keeps the link.
 */
export async function useCodeWith(code: string, kind: TCodeKind, ctx: TRequestContext, ops: TTransactItem[]): Promise<void> {
  try {
    await ctx.transact([useCodeOp(code), ...ops]);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError(INVALID[kind], { param: 'code' });
    throw error;
  }
}

/** The delete that uses a code up, for a caller that builds its own transaction. */
export function useCodeOp(code: string): TTransactItem {
  return OneTimeCodeEntity.deleteOp({ codeHash: hashCode(code) }, 'attribute_exists(PK)');
}

export function linkFor(kind: TCodeKind, code: string): string {
  const path = { CONFIRM_EMAIL: 'confirmemail', RESET_PASSWORD: 'resetpassword', INVITATION: 'invitation' }[kind];
  return `${config.appUrl}/${path}/${code}`;
}

import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { TSystemCode } from '../../../shared/core/errors.js';
import { config } from '../../core/config.js';
import { ddb } from '../../core/ddb.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed } from '../../core/http.js';
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
 * Uses a code up: a conditional delete, so of two racing uses exactly one wins.
 * Returns the record it claimed.
 */
export async function claimCode(code: string, kind: TCodeKind): Promise<TOneTimeCode> {
  const record = await readCode(code, kind);
  try {
    await ddb.send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: OneTimeCodeEntity.key({ codeHash: record.codeHash }),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
  } catch (error) {
    if (conditionFailed(error)) throw new AppError(INVALID[kind], { param: 'code' });
    throw error;
  }
  return record;
}

export function linkFor(kind: TCodeKind, code: string): string {
  const path = { CONFIRM_EMAIL: 'confirmemail', RESET_PASSWORD: 'resetpassword', INVITATION: 'invitation' }[kind];
  return `${config.appUrl}/${path}/${code}`;
}

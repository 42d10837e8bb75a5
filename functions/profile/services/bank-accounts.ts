import type * as z from 'zod/mini';
import { newId } from '../../../shared/core/ids.js';
import { maskNumber, type TBankAccount, type ZBankAccountInputSchema } from '../../../shared/profile/profile.schema.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { BankAccountClaimEntity, BankAccountEntity } from '../data/profile.entities.js';
import { numberHash, seesSensitive, untilCommitted } from './common.js';

type TInput = z.output<typeof ZBankAccountInputSchema>;
type TRecord = NonNullable<Awaited<ReturnType<typeof BankAccountEntity.get>>>;

/** At most this many accounts per workspace: the list is one small partition read. */
const MAX_ACCOUNTS = 50;

function present(a: TRecord, visible: boolean): TBankAccount {
  return {
    id: a.id, bankName: a.bankName, accountType: a.accountType, holderType: a.holderType, createdAt: a.createdAt,
    accountNumber: visible ? a.accountNumber : maskNumber(a.accountNumber),
    routingNumber: a.routingNumber,
    masked: !visible,
  };
}

/** A company workspace cannot be an individual holder (40032). */
function checkHolder(workspaceId: string, input: TInput) {
  if (workspaceTypeOf(workspaceId) === 'COMPANY' && input.holderType === 'individual') throw new AppError(40032, { param: 'holderType' });
}

const hashOf = (input: TInput) => numberHash(input.routingNumber, input.accountNumber);

export async function listBankAccounts(ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  const items = await queryAll(BankAccountEntity, { pk: `WS#${ws}`, skBeginsWith: 'BANKACCOUNT#' }, MAX_ACCOUNTS);
  const visible = seesSensitive(ctx, ws);
  return { data: items.map((a) => present(a, visible)) };
}

async function accountOf(ws: string, id: string, consistent = false) {
  const account = await BankAccountEntity.get({ workspaceId: ws, id }, { consistent });
  if (!account) throw new AppError('no_record', { param: 'id' });
  return account;
}

export async function getBankAccount(id: string, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  return present(await accountOf(ws, id), seesSensitive(ctx, ws));
}

/**
 * Adds an account with its claim (attribute_not_exists on the routing and account number's hash,
 * per workspace): of two racing adds of one account exactly one wins, the other answers 40030.
 */
export async function createBankAccount(input: TInput, ctx: TRequestContext) {
  const workspaceId = workspaceOf(ctx);
  checkHolder(workspaceId, input);
  const id = newId();
  const hash = hashOf(input);
  ctx.audit.props = { accountId: id, bankName: input.bankName, accountType: input.accountType, holderType: input.holderType };
  return untilCommitted(async () => {
    if (await BankAccountClaimEntity.get({ workspaceId, numberHash: hash }, { consistent: true })) throw new AppError(40030, { param: 'accountNumber' });
    const { data } = await BankAccountEntity.query({ pk: `WS#${workspaceId}`, skBeginsWith: 'BANKACCOUNT#', limit: MAX_ACCOUNTS });
    if (data.length >= MAX_ACCOUNTS) throw new AppError('invalid_request', { param: 'accountNumber', message: `At most ${MAX_ACCOUNTS} bank accounts` });
    const record: TRecord = { workspaceId, id, ...input, numberHash: hash, createdAt: new Date().toISOString() };
    await ctx.transact([
      BankAccountClaimEntity.putOp({ workspaceId, numberHash: hash, accountId: id }, { ifNotExists: true }),
      BankAccountEntity.putOp(record, { ifNotExists: true }),
    ]);
    return present(record, true);
  });
}

export async function updateBankAccount(id: string, input: TInput, ctx: TRequestContext) {
  const workspaceId = workspaceOf(ctx);
  checkHolder(workspaceId, input);
  const hash = hashOf(input);
  ctx.audit.props = { accountId: id, bankName: input.bankName, accountType: input.accountType, holderType: input.holderType };
  return untilCommitted(async () => {
    const previous = await accountOf(workspaceId, id, true);
    const ops = [];
    if (hash !== previous.numberHash) {
      if (await BankAccountClaimEntity.get({ workspaceId, numberHash: hash }, { consistent: true })) throw new AppError(40030, { param: 'accountNumber' });
      ops.push(
        BankAccountClaimEntity.putOp({ workspaceId, numberHash: hash, accountId: id }, { ifNotExists: true }),
        BankAccountClaimEntity.deleteOp({ workspaceId, numberHash: previous.numberHash }),
      );
    }
    const record: TRecord = { ...previous, ...input, numberHash: hash };
    ops.push(BankAccountEntity.putOp(record, { condition: '#h = :h', names: { '#h': 'numberHash' }, values: { ':h': previous.numberHash } }));
    await ctx.transact(ops);
    return present(record, true);
  });
}

export async function deleteBankAccount(id: string, ctx: TRequestContext) {
  const workspaceId = workspaceOf(ctx);
  const previous = await accountOf(workspaceId, id, true);
  ctx.audit.props = { accountId: id, bankName: previous.bankName };
  await ctx.transact([
    BankAccountEntity.deleteOp({ workspaceId, id }, 'attribute_exists(PK)'),
    BankAccountClaimEntity.deleteOp({ workspaceId, numberHash: previous.numberHash }),
  ]);
  return { ok: true as const };
}

import type * as z from 'zod/mini';
import { newId } from '../../../shared/core/ids.js';
import {
  type TBankStatement,
  type TOtherBankProduct,
  type ZOtherBankProductInputSchema,
  type TTaxReturn,
  type ZBankStatementInputSchema,
  type ZBankStatementUpdateSchema,
  type ZTaxReturnInputSchema,
} from '../../../shared/profile/profile.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { BankAccountEntity, BankStatementEntity, OtherBankProductEntity, TaxReturnFileEntity } from '../data/profile.entities.js';
import { fileNamesOf, untilCommitted } from './common.js';

/**
 * The profile's filing pages (docs/decisions/0040): bank statements per account and month (spec 000
 * §2 bank_statements, §4 statuses), the company's filed business tax returns by year
 * (business_tax_return) and the client's other accounts and cards (other_bank_products). Each list
 * is one Query of the workspace's partition, bounded.
 */

/** A workspace keeps at most this many statements (about eight years of four accounts) and returns. */
const MAX_STATEMENTS = 400;
const MAX_RETURNS = 100;

type TStatementRecord = NonNullable<Awaited<ReturnType<typeof BankStatementEntity.get>>>;
type TAccount = NonNullable<Awaited<ReturnType<typeof BankAccountEntity.get>>>;

const last4 = (number: string) => number.replace(/[^0-9A-Za-z]/g, '').slice(-4);

function presentStatement(s: TStatementRecord, account: TAccount | undefined): TBankStatement {
  const { workspaceId: _w, ...rest } = s;
  return { ...rest, bankName: account?.bankName ?? '', accountLast4: account ? last4(account.accountNumber) : '' };
}

/** The name of an uploaded document file of this workspace (no_record, file_type_not_allowed otherwise). */
async function documentName(ctx: TRequestContext, fileId: string): Promise<string> {
  const names = await fileNamesOf(ctx, { fileId }, { refs: {}, names: {} });
  return names.fileId ?? '';
}

export async function listBankStatements(ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  const [items, accounts] = await Promise.all([
    queryAll(BankStatementEntity, { pk: `WS#${ws}`, skBeginsWith: 'BANKSTMT#' }, MAX_STATEMENTS),
    queryAll(BankAccountEntity, { pk: `WS#${ws}`, skBeginsWith: 'BANKACCOUNT#' }, 50),
  ]);
  const byId = new Map(accounts.map((a) => [a.id, a]));
  const data = items
    .sort((a, b) => b.period.localeCompare(a.period) || a.accountId.localeCompare(b.accountId))
    .map((s) => presentStatement(s, byId.get(s.accountId)));
  return { data };
}

/**
 * One statement per account and month (the id is both; 409 not_unique for a second). The client
 * uploads it (UPLOADED); staff may also request one without a file (REQUESTED), which the client
 * then uploads through the update.
 */
export async function createBankStatement(input: z.output<typeof ZBankStatementInputSchema>, ctx: TRequestContext): Promise<TBankStatement> {
  const workspaceId = workspaceOf(ctx);
  const account = await BankAccountEntity.get({ workspaceId, id: input.accountId });
  if (!account) throw new AppError('no_record', { param: 'accountId' });
  if (!input.fileId && !principalOf(ctx).staff) throw new AppError('invalid_request', { param: 'fileId', message: 'Choose the statement file' });
  const fileName = input.fileId ? await documentName(ctx, input.fileId) : '';
  const id = `${input.period}_${input.accountId}`;
  const now = new Date().toISOString();
  const record: TStatementRecord = {
    workspaceId, id, accountId: input.accountId, period: input.period, status: input.fileId ? 'UPLOADED' : 'REQUESTED',
    fileId: input.fileId, fileName, createdAt: now, updatedAt: now,
  };
  ctx.audit.props = { statementId: id, accountId: input.accountId, period: input.period, status: record.status, fileId: input.fileId || undefined };
  // Two racing uploads of one month: the loser's retry finds the winner's and answers not_unique.
  await untilCommitted(async () => {
    if (await BankStatementEntity.get({ workspaceId, id }, { consistent: true })) throw new AppError('not_unique', { param: 'period' });
    const { data } = await BankStatementEntity.query({ pk: `WS#${workspaceId}`, skBeginsWith: 'BANKSTMT#', limit: MAX_STATEMENTS });
    if (data.length >= MAX_STATEMENTS) throw new AppError('invalid_request', { param: 'period', message: `At most ${MAX_STATEMENTS} statements` });
    await ctx.transact([BankStatementEntity.putOp(record, { ifNotExists: true })]);
  });
  return presentStatement(record, account);
}

/**
 * The client uploads the file of a REQUESTED or DECLINED statement (it becomes UPLOADED again); staff
 * move a statement through BEING_PROCESSED, PROCESSED or DECLINED (40011 for a client), and may also
 * replace its file. Conditioned on the status read, so two racing changes never interleave.
 */
export async function updateBankStatement(id: string, input: z.output<typeof ZBankStatementUpdateSchema>, ctx: TRequestContext): Promise<TBankStatement> {
  const workspaceId = workspaceOf(ctx);
  const staff = principalOf(ctx).staff;
  if (input.status && !staff) throw new AppError(40011, { param: 'status', message: 'Only provider employees may process a statement' });
  if (!input.status && !input.fileId) throw new AppError('invalid_request', { param: 'fileId', message: 'Choose the statement file' });
  const fileName = input.fileId ? await documentName(ctx, input.fileId) : undefined;
  return untilCommitted(async () => {
    const previous = await BankStatementEntity.get({ workspaceId, id }, { consistent: true });
    if (!previous) throw new AppError('no_record', { param: 'id' });
    if (input.fileId && !staff && !['REQUESTED', 'DECLINED'].includes(previous.status)) throw new AppError('invalid_state', { param: 'fileId' });
    if (input.status && !previous.fileId && !input.fileId) throw new AppError('invalid_state', { param: 'status', message: 'The statement has no file yet' });
    const next: TStatementRecord = {
      ...previous,
      ...(input.fileId ? { fileId: input.fileId, fileName: fileName ?? '', status: 'UPLOADED' as const } : {}),
      ...(input.status ? { status: input.status } : {}),
      updatedAt: new Date().toISOString(),
    };
    ctx.audit.props = { statementId: id, from: previous.status, to: next.status, fileId: input.fileId };
    await ctx.transact([
      BankStatementEntity.putOp(next, { condition: '#s = :s AND #u = :u', names: { '#s': 'status', '#u': 'updatedAt' }, values: { ':s': previous.status, ':u': previous.updatedAt } }),
    ]);
    const account = await BankAccountEntity.get({ workspaceId, id: next.accountId });
    return presentStatement(next, account);
  });
}

// Business tax returns

export async function listTaxReturns(ctx: TRequestContext): Promise<{ data: TTaxReturn[] }> {
  const companyId = workspaceOf(ctx);
  const items = await queryAll(TaxReturnFileEntity, { pk: `WS#${companyId}`, skBeginsWith: 'TAXRETURN#' }, MAX_RETURNS);
  return { data: items.sort((a, b) => b.year - a.year || b.createdAt.localeCompare(a.createdAt)).map(({ companyId: _c, ...r }) => r) };
}

/** A filed return for a year: a document file of the company (an amended return is another file of the same year). */
export async function createTaxReturn(input: z.output<typeof ZTaxReturnInputSchema>, ctx: TRequestContext): Promise<TTaxReturn> {
  const companyId = workspaceOf(ctx);
  const fileName = await documentName(ctx, input.fileId);
  const { data } = await TaxReturnFileEntity.query({ pk: `WS#${companyId}`, skBeginsWith: 'TAXRETURN#', limit: MAX_RETURNS });
  if (data.length >= MAX_RETURNS) throw new AppError('invalid_request', { param: 'year', message: `At most ${MAX_RETURNS} returns` });
  const record = { companyId, id: newId(), year: input.year, fileId: input.fileId, fileName, createdAt: new Date().toISOString() };
  ctx.audit.props = { returnId: record.id, year: input.year, fileId: input.fileId };
  await ctx.transact([TaxReturnFileEntity.putOp(record, { ifNotExists: true })]);
  const { companyId: _c, ...out } = record;
  return out;
}

export async function deleteTaxReturn(id: string, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const previous = await TaxReturnFileEntity.get({ companyId, id }, { consistent: true });
  if (!previous) throw new AppError('no_record', { param: 'id' });
  ctx.audit.props = { returnId: id, year: previous.year };
  await ctx.transact([TaxReturnFileEntity.deleteOp({ companyId, id }, 'attribute_exists(PK)')]);
  return { ok: true as const };
}

// Other bank products

const MAX_PRODUCTS = 50;

export async function listOtherBankProducts(ctx: TRequestContext): Promise<{ data: TOtherBankProduct[] }> {
  const ws = workspaceOf(ctx);
  const items = await queryAll(OtherBankProductEntity, { pk: `WS#${ws}`, skBeginsWith: 'OTHERBANK#' }, MAX_PRODUCTS);
  return { data: items.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(({ workspaceId: _w, ...p }) => p) };
}

/** Adds another account or card: only its last four digits are kept, so it is never a number to mask. */
export async function createOtherBankProduct(input: z.output<typeof ZOtherBankProductInputSchema>, ctx: TRequestContext): Promise<TOtherBankProduct> {
  const workspaceId = workspaceOf(ctx);
  const { data } = await OtherBankProductEntity.query({ pk: `WS#${workspaceId}`, skBeginsWith: 'OTHERBANK#', limit: MAX_PRODUCTS });
  if (data.length >= MAX_PRODUCTS) throw new AppError('invalid_request', { param: 'bankName', message: `At most ${MAX_PRODUCTS} products` });
  const record = { workspaceId, id: newId(), ...input, createdAt: new Date().toISOString() };
  ctx.audit.props = { productId: record.id, bankName: input.bankName, productType: input.productType };
  await ctx.transact([OtherBankProductEntity.putOp(record, { ifNotExists: true })]);
  const { workspaceId: _w, ...out } = record;
  return out;
}

export async function deleteOtherBankProduct(id: string, ctx: TRequestContext) {
  const workspaceId = workspaceOf(ctx);
  const previous = await OtherBankProductEntity.get({ workspaceId, id }, { consistent: true });
  if (!previous) throw new AppError('no_record', { param: 'id' });
  ctx.audit.props = { productId: id, bankName: previous.bankName };
  await ctx.transact([OtherBankProductEntity.deleteOp({ workspaceId, id }, 'attribute_exists(PK)')]);
  return { ok: true as const };
}

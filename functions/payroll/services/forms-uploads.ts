/**
 * Uploaded year-end forms (spec 000 §3 Tax forms: 1042-S with contractorId and counterpartyType, K-1
 * with shareholderId; docs/decisions/0035-year-end-forms.md). Staff upload the file through the files
 * API in the company's workspace, then record it here (PR8) for a year and the contractor or
 * shareholder it names; only staff record or delete one (the company's owner passes the route's
 * gate and is refused here, 40011). The company lists and downloads all of its forms; the person a
 * form names lists and downloads it in their own workspace. Deleting the record leaves the file
 * with the files domain, which keeps a workspace's files.
 */
import { newId } from '../../../shared/core/ids.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import type { TCreateUploadedForm, TUploadedForm, TUploadedFormKind } from '../../../shared/payroll/forms.schema.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed, principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { queryAll } from '../../core/entity.js';
import { fileDownloadLink, getFile } from '../../files/services/files.js';
import { getShareholders } from '../../profile/services/company.js';
import { companyEmployments, employerCardOf } from '../../workforce/services/employments.js';
import { type TStoredUploadedForm, UploadedFormEntity } from '../data/forms.entities.js';
import { counterpartyOf } from './forms-1099.js';

/** A company's or a person's forms of one kind, at most this many (years of them). */
const MAX_FORMS = 20_000;

const view = (f: TStoredUploadedForm): TUploadedForm => {
  const { recipientId: _r, createdBy: _c, ...rest } = f;
  return rest;
};

/** Only provider staff record or delete an uploaded form; the company's owner is refused. */
function assertStaff(ctx: TRequestContext): void {
  if (!principalOf(ctx).staff) throw new AppError(40011, { message: 'Only staff upload or delete year-end forms' });
}

export async function listUploadedForms(input: { kind: TUploadedFormKind; year?: number }, ctx: TRequestContext) {
  const ws = workspaceOf(ctx);
  const company = workspaceTypeOf(ws) === 'COMPANY';
  const items = await queryAll(
    UploadedFormEntity,
    { index: company ? 'GSI1' : 'GSI2', pk: company ? `PAYFORMS#${ws}` : `PAYFORMSTO#${ws}`, skBeginsWith: `${input.kind}#${input.year ?? ''}${input.year ? '#' : ''}`, newestFirst: true },
    MAX_FORMS,
  );
  items.sort((a, b) => b.year - a.year || a.companyName.localeCompare(b.companyName) || a.recipientName.localeCompare(b.recipientName) || b.createdAt.localeCompare(a.createdAt));
  return { data: items.map(view) };
}

/** Who the form names: a linked shareholder of the company (K-1), or one of its contractors (1042-S). */
async function recipientOf(input: TCreateUploadedForm, companyId: string, ctx: TRequestContext) {
  if (input.kind === 'K1') {
    const { shareholders } = await getShareholders(ctx);
    const s = shareholders.find((x) => x.personId === input.shareholderId && !x.pending);
    if (!s) throw new AppError('no_record', { param: 'shareholderId', message: 'Choose a shareholder linked to a person profile' });
    return { recipientId: s.personId!, recipientName: s.name, shareholderId: s.personId! };
  }
  const e = (await companyEmployments(companyId)).find((x) => x.id === input.contractorId && x.type !== 'STAFF');
  if (!e) throw new AppError('no_record', { param: 'contractorId', message: 'Choose one of the company’s contractors' });
  const counterpartyType = counterpartyOf(e);
  if (counterpartyType !== input.counterpartyType) {
    throw new AppError('invalid_request', { param: 'counterpartyType', message: `The contractor is a ${counterpartyType === 'PERSON' ? 'person' : 'company'}` });
  }
  return { recipientId: e.personId, recipientName: e.name, contractorId: e.id, counterpartyType };
}

export async function createUploadedForm(input: TCreateUploadedForm, ctx: TRequestContext): Promise<TUploadedForm> {
  assertStaff(ctx);
  const companyId = workspaceOf(ctx);
  const file = await getFile({ id: input.fileId }, ctx).catch(() => {
    throw new AppError('no_record', { param: 'fileId' });
  });
  if (!file.uploaded) throw new AppError('no_record', { param: 'fileId', message: 'The file has not been uploaded' });
  const [recipient, card] = await Promise.all([recipientOf(input, companyId, ctx), employerCardOf(companyId)]);
  const item: TStoredUploadedForm = {
    id: newId(),
    companyId,
    companyName: card.name,
    kind: input.kind,
    year: input.year,
    fileId: file.id,
    fileName: file.fileName,
    ...recipient,
    createdAt: new Date().toISOString(),
    createdBy: principalOf(ctx).userId,
  };
  Object.assign(ctx.audit.props, { uploadedFormId: item.id, kind: item.kind, year: item.year, fileId: item.fileId });
  await ctx.transact([UploadedFormEntity.putOp(item, { ifNotExists: true })]);
  return view(item);
}

/** A form the caller may read: the company's own, or one naming the caller's workspace; anything else is 404. */
async function readable(id: string, ctx: TRequestContext): Promise<TStoredUploadedForm> {
  const ws = workspaceOf(ctx);
  const form = await UploadedFormEntity.get({ id });
  if (!form || (form.companyId !== ws && form.recipientId !== ws)) throw new AppError('no_record', { param: 'id' });
  return form;
}

export async function downloadUploadedForm(input: { id: string }, ctx: TRequestContext) {
  const form = await readable(input.id, ctx);
  Object.assign(ctx.audit.props, { uploadedFormId: form.id, kind: form.kind, year: form.year });
  return fileDownloadLink({ workspaceId: form.companyId, id: form.fileId });
}

export async function deleteUploadedForm(input: { id: string }, ctx: TRequestContext) {
  assertStaff(ctx);
  const companyId = workspaceOf(ctx);
  const form = await UploadedFormEntity.get({ id: input.id }, { consistent: true });
  if (!form || form.companyId !== companyId) throw new AppError('no_record', { param: 'id' });
  Object.assign(ctx.audit.props, { uploadedFormId: form.id, kind: form.kind, year: form.year, fileId: form.fileId });
  try {
    await ctx.transact([UploadedFormEntity.deleteOp({ id: form.id }, 'attribute_exists(PK)')]);
  } catch (error) {
    // Deleted by a racing call: the second delete finds nothing, as it would a moment later.
    if (conditionFailed(error)) throw new AppError('no_record', { param: 'id', cause: error });
    throw error;
  }
  return { ok: true as const };
}

/**
 * Tax forms collected through links (docs/decisions/0025-tax-forms.md). The company asks; the
 * filler opens the link with no account, answers, and the answers are rendered into the official
 * form and handed to the signing engine as a signable document of the company with the filler as
 * its one signer. The engine's completion moves the form to SIGNED in its own transaction
 * (`formCompletionOps`), so a form is signed exactly when its document is.
 */
import { newId } from '../../../shared/core/ids.js';
import type { TPageQuery } from '../../../shared/core/pagination.js';
import {
  DEFAULT_FORM_LINK_DAYS,
  EMPLOYEE_FORM_KINDS,
  FORM_KIND_VARIANTS,
  FORM_REVISIONS,
  type TCreateFormRequest,
  type TFormKind,
  type TPublicForm,
  type TTaxForm,
} from '../../../shared/documents/forms.schema.js';
import { type TAttemptLimit, countAttempt } from '../../core/attempts.js';
import { partyForWorkspace } from '../../core/audit.js';
import { config } from '../../core/config.js';
import { AppError, notFound } from '../../core/errors.js';
import { conditionFailed, type TRequestContext, workspaceOf } from '../../core/http.js';
import { getWorkspace } from '../../workspaces/services/workspaces.js';
import { getOwnEmployment } from '../../workforce/services/employments.js';
import { FormLinkEntity, TaxFormEntity, type TStoredTaxForm, versionedFormPut } from '../data/forms.entities.js';
import { hashLink, invalidLink, mintLink } from './links.js';

const DAY_MS = 86_400_000;
const PER_ADDRESS: TAttemptLimit = { scope: 'FORM_IP', limit: 300, windowMs: 10 * 60_000 };
const PER_LINK: TAttemptLimit = { scope: 'FORM_LINK', limit: 60, windowMs: 10 * 60_000 };

const maskTin = (tin: string) => (tin.length === 10 ? `**-***${tin.slice(-4)}` : `***-**-${tin.slice(-4)}`);

/** What the company sees: no link hash, no answers, the TIN masked. */
export function companyView(form: TStoredTaxForm): TTaxForm {
  const { workspaceId: _w, requesterName: _r, createdBy: _c, linkHash: _l, w9, w4, it2104, w8ben, f8822b, i9, i9Employer: _e, version: _v, ...rest } = form;
  const tin = w9?.tin ?? w4?.ssn ?? it2104?.ssn ?? (w8ben?.usTin || undefined) ?? f8822b?.ein ?? (i9?.ssn || undefined);
  return {
    ...rest,
    ...(tin ? { tinMasked: maskTin(tin) } : {}),
    ...(w9 ? { classification: w9.classification } : {}),
  };
}

/** Spec 000 §2: /forms/w9/{person|company}/{publicId}; the other kinds /forms/{kind}/{publicId} (8822-B's is /forms/f8822/…). */
const FORM_PATHS: Record<TFormKind, string> = { W9: 'w9', W4: 'w4', IT2104: 'it2104', W8BEN: 'w8ben', I9: 'i9', F8822B: 'f8822' };
const formUrl = (form: Pick<TStoredTaxForm, 'kind' | 'variant'>, publicId: string) =>
  `${config.appUrl}/forms/${FORM_PATHS[form.kind]}${form.kind === 'W9' ? `/${form.variant.toLowerCase()}` : ''}/${publicId}`;

export async function createForm(input: TCreateFormRequest, ctx: TRequestContext): Promise<{ form: TTaxForm; url: string }> {
  const workspaceId = workspaceOf(ctx);
  // A W-4, IT-2104 or I-9 is an employee's: asked of a person, for one of the company's own staff
  // employments when named. A W-8BEN is a foreign person's; an 8822-B the business's own.
  const employees = EMPLOYEE_FORM_KINDS.includes(input.kind);
  if (!FORM_KIND_VARIANTS[input.kind].includes(input.variant)) {
    throw new AppError('invalid_request', { param: 'variant', message: input.kind === 'F8822B' ? 'This form is filled by the business' : 'This form is filled by a person' });
  }
  if (input.employmentId) {
    const employment = await getOwnEmployment(workspaceId, input.employmentId, 'employmentId');
    if (employees && employment.type !== 'STAFF') throw new AppError('invalid_request', { param: 'employmentId', message: 'This form is for an employee' });
  }
  const workspace = await getWorkspace({ workspaceId });
  const now = new Date();
  const link = mintLink();
  const form: TStoredTaxForm = {
    id: newId(),
    workspaceId,
    kind: input.kind,
    variant: input.variant,
    revision: FORM_REVISIONS[input.kind],
    status: 'REQUESTED',
    name: input.name,
    email: input.email.toLowerCase(),
    employmentId: input.employmentId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + (input.linkDays ?? DEFAULT_FORM_LINK_DAYS) * DAY_MS).toISOString(),
    year: now.getUTCFullYear(),
    requesterName: workspace.name,
    createdBy: ctx.principal?.userId ?? '',
    linkHash: link.linkHash,
    version: 0,
  };
  Object.assign(ctx.audit.props, { formId: form.id, kind: form.kind, variant: form.variant, employmentId: input.employmentId, expiresAt: form.expiresAt });
  await ctx.transact([
    TaxFormEntity.putOp(form, { ifNotExists: true }),
    FormLinkEntity.putOp({ linkHash: link.linkHash, formId: form.id, expiresAt: form.expiresAt }, { ifNotExists: true }),
  ]);
  return { form: companyView(form), url: formUrl(form, link.publicId) };
}

export async function listForms(query: TPageQuery & { kind: TFormKind }, ctx: TRequestContext) {
  const page = await TaxFormEntity.query({
    index: 'GSI1',
    pk: `WS#${workspaceOf(ctx)}`,
    skBeginsWith: `TAXFORM#${query.kind}#`,
    newestFirst: true,
    limit: query.size,
    cursor: query.cursor,
  });
  return { data: page.data.map(companyView), nextCursor: page.nextCursor };
}

export async function ownedForm(ctx: TRequestContext, id: string): Promise<TStoredTaxForm> {
  const form = await TaxFormEntity.get({ id }, { consistent: true });
  if (!form || form.workspaceId !== workspaceOf(ctx)) throw notFound('id');
  ctx.audit.props.formId = form.id;
  return form;
}

export async function getForm(input: { id: string }, ctx: TRequestContext): Promise<TTaxForm> {
  return companyView(await ownedForm(ctx, input.id));
}

export async function cancelForm(input: { id: string }, ctx: TRequestContext): Promise<TTaxForm> {
  const form = await ownedForm(ctx, input.id);
  if (form.status !== 'REQUESTED') throw new AppError('invalid_state', { param: 'status' });
  const next: TStoredTaxForm = { ...form, status: 'CANCELLED', linkHash: undefined };
  try {
    await ctx.transact([versionedFormPut(form, next), ...(form.linkHash ? [FormLinkEntity.deleteOp({ linkHash: form.linkHash })] : [])]);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('invalid_state', { param: 'status' });
    throw error;
  }
  return companyView({ ...next, version: form.version + 1 });
}

/**
 * The form a public id stands for, still open for answers, or invalid_public_link, which tells
 * nothing: unknown, cancelled, expired and already answered alike. Limited per address and per link.
 */
export async function openByLink(publicId: string, ctx: TRequestContext): Promise<TStoredTaxForm> {
  const linkHash = hashLink(publicId);
  await countAttempt(PER_ADDRESS, ctx.sourceIp, 'publicId');
  await countAttempt(PER_LINK, linkHash, 'publicId');
  const link = await FormLinkEntity.get({ linkHash }, { consistent: true });
  const now = new Date().toISOString();
  if (!link || link.expiresAt <= now) throw invalidLink();
  const form = await TaxFormEntity.get({ id: link.formId }, { consistent: true });
  if (!form || form.linkHash !== linkHash || form.status !== 'REQUESTED' || form.expiresAt <= now) throw invalidLink();
  // The filler's steps belong on the asking company's chain.
  ctx.audit.consumer = partyForWorkspace(form.workspaceId);
  Object.assign(ctx.audit.props, { formId: form.id, kind: form.kind });
  return form;
}

export async function openPublicForm(input: { publicId: string }, ctx: TRequestContext): Promise<TPublicForm> {
  const form = await openByLink(input.publicId, ctx);
  const { kind, variant, revision, status, requesterName, name, email, expiresAt } = form;
  return { kind, variant, revision, status, requesterName, name, email, expiresAt };
}

/**
 * A form's answers becoming a signed form (docs/decisions/0025-tax-forms.md): rendered into the
 * official form (the built-in rendition, or the firm's fillable template of the revision:
 * docs/decisions/0026-form-templates.md), stored as the original of a signable document of the
 * asking company whose one signer is the filler, and the form's move when that document completes.
 * An I-9 takes two such documents: the employee's Section 1, then the employer's Section 2 drawn on
 * the employee's signed pages.
 */
import { newId } from '../../../shared/core/ids.js';
import { TEMPLATE_KINDS, type TTemplateKind } from '../../../shared/documents/form-templates.js';
import {
  DEFAULT_FORM_LINK_DAYS,
  type TF8822bAnswers,
  type TI9Section1,
  type TI9Section2,
  type TIt2104Answers,
  type TTaxForm,
  type TW4Answers,
  type TW8benAnswers,
  type TW9Answers,
} from '../../../shared/documents/forms.schema.js';
import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed, type TRequestContext } from '../../core/http.js';
import { lazy } from '../../core/lazy.js';
import { SignableEntity, SignLinkEntity, type TStoredSignable } from '../data/documents.entities.js';
import { FormLinkEntity, TaxFormEntity, type TStoredTaxForm, versionedFormPut } from '../data/forms.entities.js';
import { inboxOps } from './deliver.js';
import { companyView, openByLink, ownedForm } from './forms.js';
import { templateFor } from './form-templates.js';
import { invalidLink, mintLink, putPdf, readPdf } from './links.js';
import { inspectPdf } from './signed-pdf.js';

const DAY_MS = 86_400_000;
/** The filler's signing link lives as long as the form's own link had left, at least a day. */
const MIN_SIGNING_MS = DAY_MS;

/** Each form's renderer, a chunk of its own, loaded on its first answer and kept. */
const renderers = {
  W9: lazy(() => import('./forms/w9-pdf.js')),
  W4: lazy(() => import('./forms/w4-pdf.js')),
  IT2104: lazy(() => import('./forms/it2104-pdf.js')),
  W8BEN: lazy(() => import('./forms/w8ben-pdf.js')),
  F8822B: lazy(() => import('./forms/f8822b-pdf.js')),
  I9: lazy(() => import('./forms/i9-pdf.js')),
  template: lazy(() => import('./forms/template-fill.js')),
  draw: lazy(() => import('./forms/pdf-draw.js')),
};

export type TAnswered =
  | { kind: 'W9'; answers: TW9Answers }
  | { kind: 'W4'; answers: TW4Answers }
  | { kind: 'IT2104'; answers: TIt2104Answers }
  | { kind: 'W8BEN'; answers: TW8benAnswers }
  | { kind: 'F8822B'; answers: TF8822bAnswers }
  | { kind: 'I9'; answers: TI9Section1 };

const FORM_LABELS = { W9: 'W-9', W4: 'W-4', IT2104: 'IT-2104', W8BEN: 'W-8BEN', F8822B: '8822-B', I9: 'I-9' } as const;
const fullName = (a: { firstName: string; middleInitial: string; lastName: string }) => [a.firstName, a.middleInitial, a.lastName].filter(Boolean).join(' ');

/** Who signs the form, as its signature line names them. */
function signerName(answered: TAnswered): string {
  switch (answered.kind) {
    case 'W9':
    case 'W8BEN':
      return answered.answers.name;
    case 'F8822B':
      return answered.answers.signerName;
    default:
      return fullName(answered.answers);
  }
}

/** What the form keeps of the answers, under its kind. */
function kept(answered: TAnswered): Partial<TStoredTaxForm> {
  const key = ({ W9: 'w9', W4: 'w4', IT2104: 'it2104', W8BEN: 'w8ben', F8822B: 'f8822b', I9: 'i9' } as const)[answered.kind];
  return { [key]: answered.answers };
}

type TRendered = { bytes: Uint8Array; signature: { pageNumber: number; relativePosX: number; relativePosY: number; relativeHeight: number } };

/** The built-in rendition of a kind (functions/documents/services/forms/). */
async function builtIn(form: TStoredTaxForm, answered: TAnswered, ctx: TRequestContext): Promise<TRendered> {
  const timeZone = ctx.timeZone;
  switch (answered.kind) {
    case 'W9':
      return (await renderers.W9()).renderW9(answered.answers, { requesterName: form.requesterName, timeZone });
    case 'W4':
      return (await renderers.W4()).renderW4(answered.answers, { employerName: form.requesterName, timeZone });
    case 'IT2104':
      return (await renderers.IT2104()).renderIt2104(answered.answers, { employerName: form.requesterName, timeZone });
    case 'W8BEN':
      return (await renderers.W8BEN()).renderW8ben(answered.answers, { requesterName: form.requesterName, timeZone });
    case 'F8822B':
      return (await renderers.F8822B()).renderF8822b(answered.answers, { timeZone });
    case 'I9':
      return (await renderers.I9()).renderI9Section1(answered.answers, { timeZone });
  }
}

/** The firm's template of the form's revision, filled by field name, or the built-in rendition. */
async function rendition(form: TStoredTaxForm, answered: TAnswered, ctx: TRequestContext): Promise<TRendered> {
  const templated = (TEMPLATE_KINDS as readonly string[]).includes(answered.kind) ? await templateFor(answered.kind as TTemplateKind, form.revision) : undefined;
  if (!templated) return builtIn(form, answered, ctx);
  const { fillTemplate, templateValues } = await renderers.template();
  const name = signerName(answered);
  const { usDate } = await renderers.draw();
  const values = templateValues(answered.answers, { today: usDate(new Date(), ctx.timeZone ?? 'UTC'), requesterName: form.requesterName, signerName: name });
  ctx.audit.props.templateSha256 = templated.template.sha256;
  return fillTemplate(templated.bytes, templated.template, values, { title: `Form ${FORM_LABELS[answered.kind]} (${form.revision})`, author: name });
}

/** A W-9 link asks a person (an individual or a single-member LLC) or a company (an entity). */
function checkVariant(form: TStoredTaxForm, answered: TAnswered): void {
  if (answered.kind !== 'W9') return;
  const { classification } = answered.answers;
  if (form.variant === 'PERSON' && !['INDIVIDUAL', 'LLC'].includes(classification)) {
    throw new AppError('invalid_request', { param: 'answers.classification', message: 'This link asks for a person’s W-9' });
  }
  if (form.variant === 'COMPANY' && classification === 'INDIVIDUAL') {
    throw new AppError('invalid_request', { param: 'answers.classification', message: 'This link asks for a company’s W-9' });
  }
}

/**
 * The rendered form as a signable document of the asking company with one signer and one required
 * signature box, its signing link, and the transaction items that store both.
 */
async function signableOf(form: TStoredTaxForm, rendered: TRendered, signer: { id: string; name: string; email: string }, title: string, expiresAt: string) {
  const { pages, sha256 } = await inspectPdf(rendered.bytes);
  const now = new Date().toISOString();
  const documentId = newId();
  const originalKey = `ws/${form.workspaceId}/signable/${documentId}/original.pdf`;
  await putPdf(originalKey, rendered.bytes);
  const link = mintLink();
  const doc: TStoredSignable = {
    id: documentId,
    workspaceId: form.workspaceId,
    title,
    status: 'SENT',
    fileName: `${title.replace(/^Form /u, '').replace(/ \(.*\)/u, '')}.pdf`.replace(/[\\/:*?"<>|]/g, '_'),
    pages,
    labels: [{ id: 'signature', type: 'SIGNATURE', requirement: 'REQUIRED', signerId: signer.id, ...rendered.signature }],
    signers: [{ ...signer, status: 'SENT', sentAt: now, linkHash: link.linkHash }],
    originalSha256: sha256,
    originalKey,
    linkDays: Math.ceil((Date.parse(expiresAt) - Date.now()) / DAY_MS),
    createdAt: now,
    sentAt: now,
    expiresAt,
    createdBy: form.createdBy,
    senderName: form.requesterName,
    formId: form.id,
    version: 0,
  };
  const ops: TTransactItem[] = [
    SignableEntity.putOp(doc, { ifNotExists: true }),
    SignLinkEntity.putOp({ linkHash: link.linkHash, documentId, signerId: signer.id, expiresAt }, { ifNotExists: true }),
    ...inboxOps(doc, { create: true }),
  ];
  return { doc, ops, signPublicId: link.publicId };
}

/** Another submit of the same form won the race: this one changed nothing. */
async function commit(ctx: TRequestContext, ops: TTransactItem[]) {
  try {
    await ctx.transact(ops);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('invalid_state', { param: 'publicId' });
    throw error;
  }
}

/**
 * A form's answers through its link: rendered, stored as the original of a signable document of
 * the company whose one signer is the filler, with the signature box on the form's "Sign Here"
 * line; the form keeps the answers and the document's id, and its link is spent. All in one
 * transaction; the filler goes on to sign with the returned link.
 */
export async function submitForm(publicId: string, answered: TAnswered, ctx: TRequestContext): Promise<{ signPublicId: string }> {
  const form = await openByLink(publicId, ctx);
  if (form.kind !== answered.kind) throw invalidLink();
  checkVariant(form, answered);
  const rendered = await rendition(form, answered, ctx);
  const name = signerName(answered);
  const expiresAt = new Date(Math.max(Date.parse(form.expiresAt), Date.now() + MIN_SIGNING_MS)).toISOString();
  const section = answered.kind === 'I9' ? ', Section 1' : '';
  const title = `Form ${FORM_LABELS[answered.kind]} (${form.revision})${section}: ${name}`;
  const { doc, ops, signPublicId } = await signableOf(form, rendered, { id: 'filler', name, email: form.email }, title, expiresAt);
  const filled: TStoredTaxForm = { ...form, ...kept(answered), status: 'FILLED', filledAt: doc.createdAt, documentId: doc.id, linkHash: undefined };
  Object.assign(ctx.audit.props, { documentId: doc.id, originalSha256: doc.originalSha256 });
  await commit(ctx, [versionedFormPut(form, filled), FormLinkEntity.deleteOp({ linkHash: form.linkHash! }), ...ops]);
  return { signPublicId };
}

/**
 * An I-9's Section 2, by the employer (the company, or staff for it, signed in): drawn onto the
 * employee's signed Section 1 pages, and signed by the one who fills it in, as the employer's
 * authorized representative, through the same engine. The form waits for this signature.
 */
export async function submitI9Section2(input: { id: string; answers: TI9Section2 }, ctx: TRequestContext): Promise<{ signPublicId: string; form: TTaxForm }> {
  const form = await ownedForm(ctx, input.id);
  if (form.kind !== 'I9' || form.status !== 'AWAITING_EMPLOYER' || !form.section1DocumentId) throw new AppError('invalid_state', { param: 'status' });
  const section1 = await SignableEntity.get({ id: form.section1DocumentId }, { consistent: true });
  if (!section1?.signedKey) throw new AppError('invalid_state', { param: 'status' });
  const { renderI9Section2 } = await renderers.I9();
  const rendered = await renderI9Section2(await readPdf(section1.signedKey), input.answers, { timeZone: ctx.timeZone });
  const email = ctx.principal?.email ?? '';
  const name = `${input.answers.employerFirstName} ${input.answers.employerLastName}`;
  const expiresAt = new Date(Date.now() + DEFAULT_FORM_LINK_DAYS * DAY_MS).toISOString();
  const employee = form.i9 ? fullName(form.i9) : form.name;
  const title = `Form I-9 (${form.revision}): ${employee}`;
  const { doc, ops, signPublicId } = await signableOf(form, rendered, { id: 'employer', name, email }, title, expiresAt);
  const next: TStoredTaxForm = { ...form, i9Employer: input.answers, status: 'FILLED', documentId: doc.id };
  Object.assign(ctx.audit.props, { documentId: doc.id, originalSha256: doc.originalSha256, section1DocumentId: form.section1DocumentId });
  await commit(ctx, [versionedFormPut(form, next), ...ops]);
  return { signPublicId, form: companyView({ ...next, version: form.version + 1 }) };
}

/**
 * The form's move when its document completes or is declined, joined to the engine's transaction
 * (functions/documents/services/signing.ts): SIGNED (indexed for the payroll-facing service) or
 * DECLINED; an I-9 whose employee signed Section 1 waits for the employer (AWAITING_EMPLOYER). A
 * document made from no form adds nothing.
 */
export async function formCompletionOps(doc: TStoredSignable): Promise<TTransactItem[]> {
  if (!doc.formId || (doc.status !== 'SIGNED' && doc.status !== 'DECLINED')) return [];
  const form = await TaxFormEntity.get({ id: doc.formId }, { consistent: true });
  if (!form || form.status !== 'FILLED' || form.documentId !== doc.id) return [];
  if (doc.status === 'DECLINED') return [versionedFormPut(form, { ...form, status: 'DECLINED' })];
  if (form.kind === 'I9' && !form.i9Employer) {
    return [versionedFormPut(form, { ...form, status: 'AWAITING_EMPLOYER', section1DocumentId: doc.id, documentId: undefined })];
  }
  const signedAt = doc.signers[0]?.signedAt ?? doc.completedAt;
  return [versionedFormPut(form, { ...form, status: 'SIGNED', signedAt, year: Number((signedAt ?? form.createdAt).slice(0, 4)) })];
}

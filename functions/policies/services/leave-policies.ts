/**
 * PTO and Sick Leave Policies of the calling company (docs/decisions/0029-leave-policies.md):
 * create (the approved PDF, sent to the officer for signature through the signing engine), list by
 * the policy filters, get, edit while the officer has not signed, disable (staff, one way), the
 * employees' signatures and a signature's removal (staff), and the PDF's download. Every read is
 * keyed by the calling workspace, so another company's policy is simply not found.
 */
import { createHash } from 'node:crypto';
import { MAX_LINK_DAYS, type TLabel } from '../../../shared/documents/documents.schema.js';
import { newId } from '../../../shared/core/ids.js';
import {
  HOURS_PER_DAY,
  LEAVE_MESSAGES,
  type TLeavePolicyFilterQuery,
  type TLeaveSignature,
  type TPto,
  type TPtoPolicy,
  type TSlpCreate,
  type TSlpPolicy,
  type TSlpUpdate,
} from '../../../shared/policies/leave-policy.schema.js';
import type { TLeaveKind } from '../../../shared/policies/leave-terms.js';
import { autoIntervals, intervalIssues, sickTierOf } from '../../../shared/policies/sick-tiers.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { AppError, forbidden, notFound } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { lazy } from '../../core/lazy.js';
import { untilCommitted } from '../../core/races.js';
import { prepareCancelGenerated, prepareGeneratedSignable, readSignedGenerated } from '../../documents/services/generated-signable.js';
import { signedPdfUrl, signingStatesOf, type TSigningState } from '../../documents/services/signing-states.js';
import { getUserRecord } from '../../identity/services/principal.js';
import { getWorkspace } from '../../workspaces/services/workspaces.js';
import { listBranches } from '../../workforce/services/projects.js';
import { LeaveAttachmentEntity, LeavePolicyEntity, type TStoredAttachment, type TStoredLeavePolicy } from '../data/leave-policies.entities.js';
import { discardApproved, presignApproved, putApproved } from './approved-pdf.js';

const renderer = lazy(() => import('./leave-pdf.js'));

const FILE_NAME: Record<TLeaveKind, string> = { PTO: 'pto-policy.pdf', SICK: 'sick-leave-policy.pdf' };
/** Attachments whose index keys one transaction drops beside the policy and the audit items. */
const PER_TRANSACTION = 80;

const invalid = (param: string, message: string) => new AppError('invalid_request', { param, message, fieldErrors: { [param]: [message] } });
const days = (hours: number) => Math.round((hours / HOURS_PER_DAY) * 100) / 100;

/** A signable document's state as the policy views name it. */
export function attachmentState(doc: TSigningState | undefined, now: string): TLeaveSignature['state'] {
  if (doc?.status === 'SIGNED') return 'SIGNED';
  if (doc?.status === 'DECLINED') return 'DECLINED';
  if (!doc || doc.status === 'CANCELLED' || (doc.expiresAt ?? '') <= now) return 'EXPIRED';
  return 'SENT';
}

/** Every policy of the company, newest first: one Query of its partition (a company has a few). */
export function companyLeavePolicies(companyId: string): Promise<TStoredLeavePolicy[]> {
  return queryAll(LeavePolicyEntity, { pk: `WS#${companyId}`, skBeginsWith: 'LPOL#', newestFirst: true }, 1000);
}

/** Every attachment of the company (two at most per employment): one Query of its partition. */
export function companyAttachments(companyId: string, consistent = false): Promise<TStoredAttachment[]> {
  return queryAll(LeaveAttachmentEntity, { pk: `WS#${companyId}`, skBeginsWith: 'LPATT#', consistent }, 20_000);
}

/** The company's policy of a kind, read consistently; another company's id, or the other kind's, is not found. */
export async function ownedLeavePolicy(ctx: TRequestContext, kind: TLeaveKind, id: string): Promise<TStoredLeavePolicy> {
  const policy = await LeavePolicyEntity.get({ companyId: workspaceOf(ctx), id }, { consistent: true });
  if (!policy || policy.kind !== kind) throw notFound('id');
  ctx.audit.props.policyId = policy.id;
  return policy;
}

type TViewContext = { states: Map<string, TSigningState>; attachments: TStoredAttachment[]; viewer: string; now: string };

/** The policy as the API shows it; the officer's link goes to the officer alone, while active and unsigned. */
export function toLeaveView(p: TStoredLeavePolicy, v: TViewContext): TPtoPolicy | TSlpPolicy {
  const officerDoc = v.states.get(p.officerDocumentId);
  const signed = officerDoc?.status === 'SIGNED';
  const mine = v.attachments.filter((a) => a.policyId === p.id && a.active);
  const common = {
    id: p.id,
    companyId: p.companyId,
    title: p.title,
    isActive: p.active,
    createDate: p.createDate,
    ...(p.disabledAt ? { disabledAt: p.disabledAt } : {}),
    applicableFor: p.applicableFor,
    employmentType: p.employmentType,
    ...(p.branchId ? { branchId: p.branchId, branchName: p.branchName } : {}),
    applicableState: p.applicableState,
    officerTitle: p.officerTitle,
    officer: { name: p.officerName },
    approvedPolicy: p.approvedPolicy,
    signed,
    ...(signed && officerDoc?.signers[0]?.signedAt ? { signedAt: officerDoc.signers[0].signedAt } : {}),
    ...(!signed && p.active && v.viewer === p.officerUserId && attachmentState(officerDoc, v.now) === 'SENT' ? { policyPublicId: p.officerPublicId } : {}),
    signatures: { attached: mine.length, signed: mine.filter((a) => v.states.get(a.documentId)?.status === 'SIGNED').length },
  };
  if (p.kind === 'PTO') {
    return {
      ...common,
      kind: 'PTO',
      eligibilityPeriod: p.eligibilityPeriod!,
      vacationIntervalTotal: p.vacationIntervalTotal!,
      vacationIntervalMin: p.vacationIntervalMin!,
      vacationNoticePeriod: p.vacationNoticePeriod!,
      carryover: p.carryover,
      vacationPayout: p.vacationPayout ?? false,
    };
  }
  const pay = p.payInterval ?? 0;
  const notPay = p.notPayInterval ?? 0;
  return {
    ...common,
    kind: 'SICK',
    companySize: p.companySize!,
    ...(p.annualRevenue ? { annualRevenue: p.annualRevenue } : {}),
    tier: sickTierOf(p.companySize, p.annualRevenue)!,
    accumulationRate: p.accumulationRate!,
    intervalHours: pay + notPay,
    intervalDays: days(pay + notPay),
    payInterval: pay,
    notPayInterval: notPay,
    notPayIntervalHours: notPay,
    notPayIntervalDays: days(notPay),
    carryoverHours: p.carryover,
    carryoverDays: days(p.carryover),
    payout: p.payout ?? false,
  };
}

/** Views of some policies of one company: their attachments and every document's state, read once. */
async function viewsOf(companyId: string, policies: TStoredLeavePolicy[], ctx: TRequestContext) {
  const attachments = await companyAttachments(companyId);
  const ids = new Set(policies.map((p) => p.id));
  const relevant = attachments.filter((a) => ids.has(a.policyId));
  const states = await signingStatesOf(companyId, [...policies.map((p) => p.officerDocumentId), ...relevant.map((a) => a.documentId)]);
  const v: TViewContext = { states, attachments: relevant, viewer: principalOf(ctx).userId, now: new Date().toISOString() };
  return policies.map((p) => toLeaveView(p, v));
}

/** The officer who approves the company's policies: its owner's account (no_officer without one). */
async function officerOf(companyId: string): Promise<{ userId: string; name: string; email: string; companyName: string }> {
  const workspace = await getWorkspace({ workspaceId: companyId });
  if (!workspace.userId) throw new AppError('no_officer', { param: 'officerTitle' });
  const user = await getUserRecord(workspace.userId).catch(() => undefined);
  if (!user?.email) throw new AppError('no_officer', { param: 'officerTitle' });
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
  return { userId: user.userId, name, email: user.email, companyName: workspace.name };
}

/** The branch a policy names, checked against the company's branches (the workforce's). */
async function branchOf(input: { applicableFor: string; branchId?: string }, ctx: TRequestContext): Promise<{ branchId?: string; branchName?: string }> {
  if (input.applicableFor !== 'BRANCH') return {};
  const { data } = await listBranches(ctx);
  const branch = data.find((b) => b.id === input.branchId);
  if (!branch) throw invalid('branchId', 'Unknown branch');
  return { branchId: branch.id, branchName: branch.name };
}

/** The sick-leave intervals of a create: the tier's auto-set values for those omitted, its minimums for those given. */
export function sickIntervalsOf(input: Pick<TSlpCreate, 'companySize' | 'annualRevenue' | 'payInterval' | 'notPayInterval'>) {
  const tier = sickTierOf(input.companySize, input.annualRevenue);
  if (!tier) throw invalid('annualRevenue', LEAVE_MESSAGES.revenueRequired);
  const auto = autoIntervals(tier);
  const payInterval = input.payInterval ?? auto.payInterval;
  const notPayInterval = input.notPayInterval ?? (input.payInterval === undefined ? auto.notPayInterval : 0);
  const [broken] = intervalIssues(tier, payInterval, notPayInterval);
  if (broken) throw invalid(broken.field, `${LEAVE_MESSAGES.belowMinimum}: ${broken.min}`);
  return { payInterval, notPayInterval };
}

type TTerms = Omit<TStoredLeavePolicy, 'id' | 'companyId' | 'companyName' | 'active' | 'createDate' | 'officerTitle' | 'officerUserId' | 'officerName' | 'officerDocumentId' | 'officerPublicId' | 'approvedPolicy' | 'approvedKey' | 'approvedBoxes' | 'createdBy' | 'version' | 'disabledAt'>;

/** What a PTO request stores. */
function ptoTerms(input: TPto, branch: { branchId?: string; branchName?: string }): TTerms {
  return {
    kind: 'PTO',
    title: input.title,
    applicableFor: input.applicableFor,
    employmentType: input.employmentType,
    ...branch,
    applicableState: input.applicableState,
    eligibilityPeriod: input.eligibilityPeriod,
    vacationIntervalTotal: input.vacationIntervalTotal,
    vacationIntervalMin: input.vacationIntervalMin,
    vacationNoticePeriod: input.vacationNoticePeriod,
    vacationPayout: input.vacationPayout,
    carryover: input.carryover,
  };
}

/**
 * Renders the approved PDF and the officer's signable document of it: the policy as stored, the
 * document's items for the caller's transaction, and the clean-up should that transaction fail.
 */
async function approvedVersion(base: Omit<TStoredLeavePolicy, 'approvedPolicy' | 'approvedKey' | 'approvedBoxes' | 'officerDocumentId' | 'officerPublicId'>, ctx: TRequestContext, officerEmail: string) {
  const rendered = await (await renderer()).renderLeavePdf(base);
  const sha256 = createHash('sha256').update(rendered.bytes).digest('hex');
  // A new key per version: an edit never overwrites the file an earlier officer document was made of.
  const approvedKey = `ws/${base.companyId}/policies/${base.id}/approved-${base.version}.pdf`;
  await putApproved(approvedKey, rendered.bytes);
  const labels: TLabel[] = [
    { id: 'officer-signature', type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'officer', ...rendered.boxes.officerSignature },
    { id: 'officer-name', type: 'NAME', requirement: 'REQUIRED', signerId: 'officer', ...rendered.boxes.officerName },
  ];
  let doc: Awaited<ReturnType<typeof prepareGeneratedSignable>>;
  try {
    doc = await prepareGeneratedSignable({
      workspaceId: base.companyId,
      senderName: base.companyName,
      createdBy: principalOf(ctx).userId,
      title: `${base.title}: approval`.slice(0, 200),
      fileName: FILE_NAME[base.kind],
      bytes: rendered.bytes,
      signers: [{ id: 'officer', name: base.officerName.slice(0, 100), email: officerEmail }],
      labels,
      linkDays: MAX_LINK_DAYS,
    });
  } catch (error) {
    await discardApproved(approvedKey);
    throw error;
  }
  const policy: TStoredLeavePolicy = {
    ...base,
    approvedPolicy: { fileName: FILE_NAME[base.kind], sha256, pages: rendered.pages },
    approvedKey,
    approvedBoxes: rendered.boxes,
    officerDocumentId: doc.documentId,
    officerPublicId: doc.links[0]!.publicId,
  };
  Object.assign(ctx.audit.props, { policyId: base.id, kind: base.kind, title: base.title, approvedSha256: sha256, officerDocumentId: doc.documentId });
  return {
    policy,
    ops: doc.ops,
    afterCommit: doc.afterCommit,
    discard: async () => {
      await Promise.all([discardApproved(approvedKey), doc.discard()]);
    },
  };
}

async function createPolicy(terms: TTerms, officerTitle: string, ctx: TRequestContext): Promise<TStoredLeavePolicy> {
  const companyId = workspaceOf(ctx);
  const officer = await officerOf(companyId);
  const made = await approvedVersion(
    {
      ...terms,
      id: newId(),
      companyId,
      companyName: officer.companyName,
      active: true,
      createDate: new Date().toISOString(),
      officerTitle,
      officerUserId: officer.userId,
      officerName: officer.name,
      createdBy: principalOf(ctx).userId,
      version: 0,
    },
    ctx,
    officer.email,
  );
  try {
    await ctx.transact([LeavePolicyEntity.putOp(made.policy, { ifNotExists: true }), ...made.ops]);
  } catch (error) {
    await made.discard();
    throw error;
  }
  await made.afterCommit();
  return made.policy;
}

async function viewOne(p: TStoredLeavePolicy, ctx: TRequestContext) {
  return (await viewsOf(p.companyId, [p], ctx))[0]!;
}

export async function createPto(input: TPto, ctx: TRequestContext): Promise<TPtoPolicy> {
  const policy = await createPolicy(ptoTerms(input, await branchOf(input, ctx)), input.officerTitle, ctx);
  return (await viewOne(policy, ctx)) as TPtoPolicy;
}

export async function createSlp(input: TSlpCreate, ctx: TRequestContext): Promise<TSlpPolicy> {
  const { payInterval, notPayInterval } = sickIntervalsOf(input);
  const total = payInterval + notPayInterval;
  const carryover = input.carryover ?? total;
  if (carryover > total) throw invalid('carryover', LEAVE_MESSAGES.carryoverAboveTotal);
  const branch = await branchOf(input, ctx);
  const terms: TTerms = {
    kind: 'SICK',
    title: input.title,
    applicableFor: input.applicableFor,
    employmentType: input.employmentType,
    ...branch,
    applicableState: input.applicableState,
    companySize: input.companySize,
    ...(input.companySize === 'MICRO' ? { annualRevenue: input.annualRevenue } : {}),
    accumulationRate: input.accumulationRate,
    payInterval,
    notPayInterval,
    payout: input.payout,
    carryover,
  };
  Object.assign(ctx.audit.props, { tier: sickTierOf(input.companySize, input.annualRevenue), payInterval, notPayInterval });
  const policy = await createPolicy(terms, input.officerTitle, ctx);
  return (await viewOne(policy, ctx)) as TSlpPolicy;
}

/**
 * An edit: only while the officer has not signed (a signed policy is what employees sign; change
 * it by disabling it and making another). A new approved PDF and officer document replace the old,
 * whose pending document is cancelled in the same transaction; the policy is put conditioned on the
 * version read, so of two edits one wins and the other reads afresh.
 */
async function updatePolicy(ctx: TRequestContext, kind: TLeaveKind, id: string, change: (p: TStoredLeavePolicy) => Promise<Partial<TStoredLeavePolicy>>) {
  return untilCommitted(async () => {
    const current = await ownedLeavePolicy(ctx, kind, id);
    if (!current.active) throw new AppError('invalid_state', { param: 'isActive', message: 'A disabled policy cannot be edited' });
    const cancel = await prepareCancelGenerated(current.companyId, current.officerDocumentId);
    if (cancel.status === 'SIGNED') throw new AppError('invalid_state', { param: 'signed', message: 'A policy its officer has signed cannot be edited' });
    const officer = await officerOf(current.companyId);
    const { approvedPolicy: _a, approvedKey: _k, approvedBoxes: _b, officerDocumentId: _d, officerPublicId: _p, ...rest } = current;
    const made = await approvedVersion({ ...rest, ...(await change(current)), officerUserId: officer.userId, officerName: officer.name, version: current.version + 1 }, ctx, officer.email);
    const ops: TTransactItem[] = [
      LeavePolicyEntity.putOp(made.policy, { condition: '#version = :version AND #active = :true', names: { '#version': 'version', '#active': 'active' }, values: { ':version': current.version, ':true': true } }),
      ...made.ops,
      ...cancel.ops,
    ];
    try {
      await ctx.transact(ops);
    } catch (error) {
      await made.discard();
      throw error;
    }
    await made.afterCommit();
    return made.policy;
  });
}

export async function updatePto(params: { id: string }, input: TPto, ctx: TRequestContext): Promise<TPtoPolicy> {
  const branch = await branchOf(input, ctx);
  const policy = await updatePolicy(ctx, 'PTO', params.id, async () => ({ ...ptoTerms(input, branch), officerTitle: input.officerTitle }));
  return (await viewOne(policy, ctx)) as TPtoPolicy;
}

export async function updateSlp(params: { id: string }, input: TSlpUpdate, ctx: TRequestContext): Promise<TSlpPolicy> {
  const policy = await updatePolicy(ctx, 'SICK', params.id, async (current) => {
    const payInterval = input.payInterval ?? current.payInterval ?? 0;
    if (payInterval > input.total) throw invalid('payInterval', LEAVE_MESSAGES.payAboveTotal);
    const notPayInterval = input.total - payInterval;
    const tier = sickTierOf(current.companySize, current.annualRevenue)!;
    const [broken] = intervalIssues(tier, payInterval, notPayInterval);
    // The total holds the not-paid part, so a total too small for the tier is the total's error.
    if (broken) throw invalid(broken.field === 'notPayInterval' ? 'total' : 'payInterval', `${LEAVE_MESSAGES.belowMinimum}: ${broken.field === 'notPayInterval' ? payInterval + broken.min : broken.min}`);
    const applicableFor = input.applicableFor ?? current.applicableFor;
    const branch = applicableFor === 'BRANCH' ? await branchOf({ applicableFor, branchId: input.branchId ?? current.branchId }, ctx) : {};
    Object.assign(ctx.audit.props, { payInterval, notPayInterval });
    return {
      title: input.title,
      accumulationRate: input.growthRate,
      carryover: input.carryover,
      payInterval,
      notPayInterval,
      payout: input.payout ?? current.payout,
      applicableFor,
      employmentType: input.employmentType ?? current.employmentType,
      branchId: branch.branchId,
      branchName: branch.branchName,
      applicableState: input.applicableState ?? current.applicableState,
    };
  });
  return (await viewOne(policy, ctx)) as TSlpPolicy;
}

export async function listLeavePolicies(kind: TLeaveKind, filter: TLeavePolicyFilterQuery, ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const policies = (await companyLeavePolicies(companyId)).filter((p) => p.kind === kind);
  const views = await viewsOf(companyId, policies, ctx);
  const matching = views.filter(
    (p) =>
      (!filter.applicableFor || p.applicableFor === filter.applicableFor) &&
      (!filter.applicableState || p.applicableState === filter.applicableState) &&
      (filter.isActive === undefined || p.isActive === filter.isActive) &&
      (filter.signed === undefined || p.signed === filter.signed),
  );
  const start = filter.pageNumber * filter.pageSize;
  return { data: matching.slice(start, start + filter.pageSize), countOfPages: Math.ceil(matching.length / filter.pageSize), totalElements: matching.length };
}

export async function getLeavePolicy(kind: TLeaveKind, params: { id: string }, ctx: TRequestContext) {
  return viewOne(await ownedLeavePolicy(ctx, kind, params.id), ctx);
}

/**
 * Disabling is one way (spec 000 §4) and staff's alone (§6): the policy is put disabled conditioned
 * on being active at the version read (of two disables one wins, the other is 409 invalid_state),
 * with its attachments put inactive (out of the leave index) conditioned on their versions. The
 * attachments beyond the first transaction's follow in further ones; an attach cannot slip in
 * between, since it checks the policy is active in its own transaction.
 */
export async function disableLeavePolicy(kind: TLeaveKind, params: { id: string }, ctx: TRequestContext) {
  if (!principalOf(ctx).staff) throw forbidden('id');
  const disabled = await untilCommitted(async () => {
    const policy = await ownedLeavePolicy(ctx, kind, params.id);
    if (!policy.active) throw new AppError('invalid_state', { param: 'isActive', message: 'The policy is disabled already' });
    const live = (await companyAttachments(policy.companyId, true)).filter((a) => a.policyId === policy.id && a.active);
    const next: TStoredLeavePolicy = { ...policy, active: false, disabledAt: new Date().toISOString(), version: policy.version + 1 };
    await ctx.transact([
      LeavePolicyEntity.putOp(next, {
        condition: 'attribute_exists(PK) AND #active = :true AND #version = :version',
        names: { '#active': 'active', '#version': 'version' },
        values: { ':true': true, ':version': policy.version },
      }),
      ...live.slice(0, PER_TRANSACTION).map(inactiveOp),
    ]);
    ctx.audit.props.attachments = live.length;
    return next;
  });
  await dropRemainingAttachments(disabled, ctx);
  return viewOne(disabled, ctx);
}

function inactiveOp(a: TStoredAttachment): TTransactItem {
  return LeaveAttachmentEntity.putOp({ ...a, active: false, version: a.version + 1 }, { condition: '#v = :v', names: { '#v': 'version' }, values: { ':v': a.version } });
}

/**
 * A disabled policy's attachments still on the index (more than one transaction held), put inactive
 * a group at a time, each group with the request's audit event (as a send's groups are).
 */
async function dropRemainingAttachments(policy: TStoredLeavePolicy, ctx: TRequestContext): Promise<void> {
  for (let round = 0; round < 1000; round += 1) {
    const live = (await companyAttachments(policy.companyId, true)).filter((a) => a.policyId === policy.id && a.active);
    if (!live.length) return;
    await untilCommitted(() => ctx.transact(live.slice(0, PER_TRANSACTION).map(inactiveOp))).catch((error: unknown) => {
      // A group that lost to a removal is read again on the next round.
      if (!(error instanceof AppError)) throw error;
    });
  }
}

/** The employments the policy is attached to and where each signature stands (the signature options modal). */
export async function leaveSignatures(kind: TLeaveKind, params: { id: string }, ctx: TRequestContext): Promise<{ data: TLeaveSignature[] }> {
  const policy = await ownedLeavePolicy(ctx, kind, params.id);
  const mine = (await companyAttachments(policy.companyId)).filter((a) => a.policyId === policy.id && a.active);
  const states = await signingStatesOf(policy.companyId, mine.map((a) => a.documentId));
  const now = new Date().toISOString();
  return {
    data: mine
      .map((a) => {
        const doc = states.get(a.documentId);
        const signedAt = doc?.status === 'SIGNED' ? doc.signers[0]?.signedAt : undefined;
        return { employmentId: a.employmentId, name: a.name, state: attachmentState(doc, now), attachedAt: a.attachedAt, ...(signedAt ? { signedAt } : {}) };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.employmentId.localeCompare(b.employmentId)),
  };
}

/**
 * Removes a kind's policy from an employment (staff only): the attachment is deleted conditioned on
 * the version read, and its document, if still pending, cancelled in the same transaction.
 * `policyId`, when given, must be the one attached (the company's signature options modal).
 */
export async function removeAttachment(args: { companyId: string; employmentId: string; kind: TLeaveKind; policyId?: string }, ctx: TRequestContext): Promise<void> {
  if (!principalOf(ctx).staff) throw forbidden('employmentId');
  await untilCommitted(async () => {
    const current = await LeaveAttachmentEntity.get({ companyId: args.companyId, employmentId: args.employmentId, kind: args.kind }, { consistent: true });
    if (!current || (args.policyId && current.policyId !== args.policyId)) throw notFound('employmentId');
    const cancel = await prepareCancelGenerated(args.companyId, current.documentId);
    Object.assign(ctx.audit.props, { companyId: args.companyId, employmentId: args.employmentId, kind: args.kind, policyId: current.policyId, documentId: current.documentId });
    await ctx.transact([
      LeaveAttachmentEntity.deleteOp({ companyId: args.companyId, employmentId: args.employmentId, kind: args.kind }, '#v = :v', { names: { '#v': 'version' }, values: { ':v': current.version } }),
      ...cancel.ops,
    ]);
  });
}

export async function disableLeaveSignature(kind: TLeaveKind, params: { id: string; employmentId: string }, ctx: TRequestContext) {
  const policy = await ownedLeavePolicy(ctx, kind, params.id);
  await removeAttachment({ companyId: policy.companyId, employmentId: params.employmentId, kind, policyId: policy.id }, ctx);
  return leaveSignatures(kind, params, ctx);
}

/** The approved PDF: the officer-signed copy once signed, else the approved one. */
export async function downloadLeavePolicy(kind: TLeaveKind, params: { id: string }, ctx: TRequestContext) {
  const policy = await ownedLeavePolicy(ctx, kind, params.id);
  const signed = await signedPdfUrl(policy.companyId, policy.officerDocumentId, `${policy.title}.pdf`);
  return signed ?? presignApproved(policy.approvedKey, `${policy.title}.pdf`);
}

/** The officer-signed PDF's bytes, what the employees are sent (undefined until the officer signs). */
export const officerSignedBytes = (p: TStoredLeavePolicy) => readSignedGenerated(p.companyId, p.officerDocumentId);

type TPage<T> = { data: T[]; countOfPages: number; totalElements: number };
/** The kinds' own views, for their routes. */
export const listPto = (f: TLeavePolicyFilterQuery, ctx: TRequestContext) => listLeavePolicies('PTO', f, ctx) as Promise<TPage<TPtoPolicy>>;
export const listSlp = (f: TLeavePolicyFilterQuery, ctx: TRequestContext) => listLeavePolicies('SICK', f, ctx) as Promise<TPage<TSlpPolicy>>;
export const getPto = (p: { id: string }, ctx: TRequestContext) => getLeavePolicy('PTO', p, ctx) as Promise<TPtoPolicy>;
export const getSlp = (p: { id: string }, ctx: TRequestContext) => getLeavePolicy('SICK', p, ctx) as Promise<TSlpPolicy>;
export const disablePto = (p: { id: string }, ctx: TRequestContext) => disableLeavePolicy('PTO', p, ctx) as Promise<TPtoPolicy>;
export const disableSlp = (p: { id: string }, ctx: TRequestContext) => disableLeavePolicy('SICK', p, ctx) as Promise<TSlpPolicy>;

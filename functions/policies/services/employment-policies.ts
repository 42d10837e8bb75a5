/**
 * The person's per-employment policy views (spec 000 §2 "Payroll individual: policy (pto, slp,
 * haop)", "Sick leave policy tab per employment"; docs/decisions/0029-leave-policies.md): each of the
 * person's employments with its PTO, Sick Leave and Holiday and Overtime Policy, signed (a file) or
 * not (a Sign link); staff alone attach a company's signed, active policy to an employment (which
 * sends the employee a signable document of the officer-signed PDF) or remove it.
 */
import type { TLabel } from '../../../shared/documents/documents.schema.js';
import { MAX_LINK_DAYS } from '../../../shared/documents/documents.schema.js';
import { HOURS_PER_DAY, type TEmploymentPolicies, type TEmploymentPolicy } from '../../../shared/policies/leave-policy.schema.js';
import type { TLeaveKind } from '../../../shared/policies/leave-terms.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import type { TEmployment } from '../../../shared/workforce/workforce.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError, forbidden } from '../../core/errors.js';
import { principalOf, type TRequestContext, workspaceOf } from '../../core/http.js';
import { lostRace } from '../../core/races.js';
import { prepareCancelGenerated, prepareGeneratedSignable } from '../../documents/services/generated-signable.js';
import { signedPdfUrl, signingStatesOf } from '../../documents/services/signing-states.js';
import { getUserRecord } from '../../identity/services/principal.js';
import { getWorkspace } from '../../workspaces/services/workspaces.js';
import { employeeNotFound, personEmployments } from '../../workforce/services/employments.js';
import { LeaveAttachmentEntity, LeavePolicyEntity, type TStoredAttachment, type TStoredLeavePolicy } from '../data/leave-policies.entities.js';
import { HaopEntity } from '../data/policies.entities.js';
import { attachmentState, companyLeavePolicies, officerSignedBytes, removeAttachment } from './leave-policies.js';
import { recordsOf, stateOf } from './signature-states.js';

const NOT_SIGNED_BY_OFFICER = { PTO: 40047, SICK: 40048 } as const;

/** One of the calling person's employments (their workspace's), else 40018. */
async function ownEmployment(ctx: TRequestContext, employmentId: string): Promise<TEmployment> {
  const found = (await personEmployments(workspaceOf(ctx))).find((e) => e.id === employmentId);
  if (!found) throw employeeNotFound('employmentId');
  return found;
}

const staffOnly = (ctx: TRequestContext) => {
  if (!principalOf(ctx).staff) throw forbidden('employmentId');
};

/** Does a policy apply to the employment: its type, and its branch when it names one. */
const appliesTo = (p: TStoredLeavePolicy, e: TEmployment) => p.employmentType === e.type && (p.applicableFor !== 'BRANCH' || e.branchIds.includes(p.branchId ?? ''));
const totalHoursOf = (p: TStoredLeavePolicy) => (p.kind === 'PTO' ? (p.vacationIntervalTotal ?? 0) : (p.payInterval ?? 0) + (p.notPayInterval ?? 0));

/** The employment's PTO and sick-leave attachments: one Query of its rows in the company's partition. */
function attachmentsOf(e: { companyId: string; id: string }, consistent = false): Promise<TStoredAttachment[]> {
  return queryAll(LeaveAttachmentEntity, { pk: `WS#${e.companyId}`, skBeginsWith: `LPATT#${e.id}#`, consistent }, 10);
}

/** Every employment of the person with its three policies; the Sign link only to the person themself. */
export async function employmentPolicies(ctx: TRequestContext): Promise<TEmploymentPolicies> {
  const own = !ctx.actingForClient;
  const employments = (await personEmployments(workspaceOf(ctx))).filter((e) => isConsented(e));
  const companies = [...new Set(employments.map((e) => e.companyId))];
  const perCompany = new Map(
    await Promise.all(
      companies.map(async (companyId) => {
        const [workspace, haopRecords] = await Promise.all([getWorkspace({ workspaceId: companyId }).catch(() => undefined), recordsOf(companyId)]);
        return [companyId, { name: workspace?.name ?? '', haopRecords }] as const;
      }),
    ),
  );
  const now = new Date().toISOString();
  const data = await Promise.all(
    employments.map(async (e) => {
      const company = perCompany.get(e.companyId)!;
      const attachments = (await attachmentsOf(e)).filter((a) => a.active);
      const haopRecords = company.haopRecords.filter((r) => r.employmentId === e.id);
      const [policies, haops, states] = await Promise.all([
        Promise.all(attachments.map((a) => LeavePolicyEntity.get({ companyId: e.companyId, id: a.policyId }))),
        Promise.all(haopRecords.map((r) => HaopEntity.get({ companyId: e.companyId, id: r.policyId }))),
        signingStatesOf(e.companyId, [...attachments.map((a) => a.documentId), ...haopRecords.map((r) => r.documentId)]),
      ]);
      const leave = (kind: TLeaveKind): TEmploymentPolicy | null => {
        const k = attachments.findIndex((a) => a.kind === kind);
        const a = attachments[k];
        const policy = policies[k];
        if (!a || !policy?.active) return null;
        const doc = states.get(a.documentId);
        const state = attachmentState(doc, now);
        if (state === 'SIGNED') return { kind, policyId: policy.id, title: policy.title, state: 'SIGNED', ...(doc?.signers[0]?.signedAt ? { signedAt: doc.signers[0].signedAt } : {}) };
        return { kind, policyId: policy.id, title: policy.title, state: 'UNSIGNED', ...(own && state === 'SENT' ? { publicId: a.publicId } : {}) };
      };
      // The Holiday and Overtime Policy: the signed record of an active policy first, else a pending one.
      const haopRows = haopRecords
        .map((r, i) => ({ r, policy: haops[i], state: stateOf(r, states.get(r.documentId), now) }))
        .filter((x) => x.policy?.active && (x.state === 'SIGNED' || x.state === 'SENT'))
        .sort((a, b) => (a.state === 'SIGNED' ? 0 : 1) - (b.state === 'SIGNED' ? 0 : 1) || b.r.sentAt.localeCompare(a.r.sentAt));
      const h = haopRows[0];
      const haop: TEmploymentPolicy | null = h
        ? h.state === 'SIGNED'
          ? { kind: 'HAOP', policyId: h.policy!.id, title: h.policy!.title, state: 'SIGNED', ...(states.get(h.r.documentId)?.signers[0]?.signedAt ? { signedAt: states.get(h.r.documentId)!.signers[0]!.signedAt } : {}) }
          : { kind: 'HAOP', policyId: h.policy!.id, title: h.policy!.title, state: 'UNSIGNED', ...(own ? { documentId: h.r.documentId } : {}) }
        : null;
      return { employmentId: e.id, companyId: e.companyId, employerName: company.name, type: e.type, status: e.status, pto: leave('PTO'), sick: leave('SICK'), haop };
    }),
  );
  return { data: data.sort((a, b) => a.employerName.localeCompare(b.employerName) || a.employmentId.localeCompare(b.employmentId)) };
}

/** The attach dialog's list (staff only): the employer's active, officer-signed policies of the kind that apply to the employment. */
export async function attachCandidates(params: { employmentId: string }, query: { kind: TLeaveKind }, ctx: TRequestContext) {
  staffOnly(ctx);
  const e = await ownEmployment(ctx, params.employmentId);
  const policies = (await companyLeavePolicies(e.companyId)).filter((p) => p.kind === query.kind && p.active && appliesTo(p, e));
  const states = await signingStatesOf(e.companyId, policies.map((p) => p.officerDocumentId));
  return {
    data: policies
      .filter((p) => states.get(p.officerDocumentId)?.status === 'SIGNED')
      .map((p) => ({ id: p.id, title: p.title, totalHours: totalHoursOf(p), totalDays: Math.round((totalHoursOf(p) / HOURS_PER_DAY) * 100) / 100, employmentType: p.employmentType, applicableState: p.applicableState })),
  };
}

/** The employee's email to sign with: their account's (their `own` list is keyed by it). */
async function signerEmail(e: TEmployment): Promise<string> {
  const email = e.userId ? await getUserRecord(e.userId).then((u) => u.email, () => undefined) : undefined;
  if (!email) throw new AppError('invalid_state', { param: 'employmentId', message: 'The employee has no account to sign the policy with' });
  return email;
}

/**
 * Attaches a policy to one of the person's employments (staff only): the employer's active policy
 * of the kind, signed by its officer (else 40047 / 40048), applicable to the employment. The
 * employee is sent a signable document of the officer-signed PDF; one transaction holds it, the
 * attachment (new, or replacing the kind's current one at the version read, whose pending document
 * is cancelled) and a check that the policy is still active. Of two racing attaches one commits;
 * the other is 409 version_conflict (or invalid_state when the policy was disabled meanwhile).
 */
export async function attachPolicy(params: { employmentId: string }, body: { kind: TLeaveKind; policyId: string }, ctx: TRequestContext) {
  staffOnly(ctx);
  const e = await ownEmployment(ctx, params.employmentId);
  if (e.status === 'TERMINATED') throw new AppError('invalid_state', { param: 'employmentId', message: 'The employment has ended' });
  const policy = await LeavePolicyEntity.get({ companyId: e.companyId, id: body.policyId }, { consistent: true });
  if (!policy || policy.kind !== body.kind) throw new AppError('no_record', { param: 'policyId' });
  if (!policy.active) throw new AppError('invalid_state', { param: 'policyId', message: 'The policy is disabled' });
  if (!appliesTo(policy, e)) throw new AppError('invalid_request', { param: 'policyId', message: 'The policy does not apply to this employment' });
  const bytes = await officerSignedBytes(policy);
  if (!bytes) throw new AppError(NOT_SIGNED_BY_OFFICER[body.kind], { param: 'policyId' });
  const email = await signerEmail(e);
  const key = { companyId: e.companyId, employmentId: e.id, kind: body.kind };
  const previous = await LeaveAttachmentEntity.get(key, { consistent: true });
  const cancel = previous ? await prepareCancelGenerated(e.companyId, previous.documentId) : { ops: [] };
  const labels: TLabel[] = [
    { id: 'employee-signature', type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'employee', ...policy.approvedBoxes.signature },
    { id: 'employee-name', type: 'NAME', requirement: 'REQUIRED', signerId: 'employee', ...policy.approvedBoxes.name },
  ];
  const doc = await prepareGeneratedSignable({
    workspaceId: e.companyId,
    senderName: policy.companyName,
    createdBy: principalOf(ctx).userId,
    title: `${policy.title}: ${e.name}`.slice(0, 200),
    fileName: policy.approvedPolicy.fileName,
    bytes,
    signers: [{ id: 'employee', name: e.name.slice(0, 100), email }],
    labels,
    linkDays: MAX_LINK_DAYS,
  });
  const now = new Date().toISOString();
  const attachment: TStoredAttachment = {
    ...key,
    personId: e.personId,
    policyId: policy.id,
    name: e.name,
    email,
    documentId: doc.documentId,
    publicId: doc.links[0]!.publicId,
    attachedAt: now,
    attachedBy: principalOf(ctx).userId,
    active: true,
    version: (previous?.version ?? 0) + 1,
  };
  Object.assign(ctx.audit.props, { companyId: e.companyId, employmentId: e.id, kind: body.kind, policyId: policy.id, documentId: doc.documentId, replaced: previous?.policyId });
  try {
    await ctx.transact([
      LeavePolicyEntity.checkOp({ companyId: e.companyId, id: policy.id }, { condition: '#active = :true', names: { '#active': 'active' }, values: { ':true': true } }),
      LeaveAttachmentEntity.putOp(attachment, previous ? { condition: '#v = :v', names: { '#v': 'version' }, values: { ':v': previous.version } } : { ifNotExists: true }),
      ...doc.ops,
      ...cancel.ops,
    ]);
  } catch (error) {
    await doc.discard();
    if (!lostRace(error)) throw error;
    const now = await LeavePolicyEntity.get({ companyId: e.companyId, id: policy.id }, { consistent: true });
    if (!now?.active) throw new AppError('invalid_state', { param: 'policyId', message: 'The policy is disabled' });
    throw new AppError('version_conflict', { param: 'employmentId' });
  }
  await doc.afterCommit();
  return { employmentId: e.id, kind: body.kind, policyId: policy.id, documentId: doc.documentId };
}

/** Removes the kind's policy from one of the person's employments (staff only). */
export async function detachPolicy(params: { employmentId: string }, body: { kind: TLeaveKind }, ctx: TRequestContext) {
  staffOnly(ctx);
  const e = await ownEmployment(ctx, params.employmentId);
  await removeAttachment({ companyId: e.companyId, employmentId: e.id, kind: body.kind }, ctx);
  return employmentPolicies(ctx);
}

/** The employee's signed copy of a kind's policy (no_record until there is one). */
export async function downloadEmploymentPolicy(params: { employmentId: string }, query: { kind: TLeaveKind | 'HAOP' }, ctx: TRequestContext) {
  const e = await ownEmployment(ctx, params.employmentId);
  const view = (await employmentPolicies(ctx)).data.find((x) => x.employmentId === e.id);
  const item = query.kind === 'PTO' ? view?.pto : query.kind === 'SICK' ? view?.sick : view?.haop;
  if (!item || item.state !== 'SIGNED') throw new AppError('no_record', { param: 'kind' });
  let documentId: string | undefined;
  if (query.kind === 'HAOP') {
    const records = (await recordsOf(e.companyId, item.policyId)).filter((r) => r.employmentId === e.id);
    documentId = records[0]?.documentId;
  } else {
    documentId = (await attachmentsOf(e)).find((a) => a.kind === query.kind)?.documentId;
  }
  const url = documentId ? await signedPdfUrl(e.companyId, documentId, `${item.title}.pdf`) : undefined;
  if (!url) throw new AppError('no_record', { param: 'kind' });
  return url;
}

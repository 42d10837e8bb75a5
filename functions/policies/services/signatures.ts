/**
 * Employees' signatures of a Holiday and Overtime Policy (docs/decisions/0028-holiday-overtime-policy.md).
 * 'Send for signature' makes, through the documents domain's service, one signable document of
 * the approved PDF per employment of the policy's contract type whose person has an account, with
 * the employee as its one signer (signature and name on the last page); the policy keeps one
 * record per employment naming the document. Where each signature stands is the signing engine's
 * to say, read through the same service: nothing here copies it.
 */
import type { TLabel } from '../../../shared/documents/documents.schema.js';
import type { THaopSignature, TSendHaopResult } from '../../../shared/policies/haop.schema.js';
import { isConsented } from '../../../shared/workforce/rules.js';
import type { TEmployment } from '../../../shared/workforce/workforce.schema.js';
import { queryAll, type TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { principalOf, type TRequestContext } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { prepareGeneratedSignable } from '../../documents/services/generated-signable.js';
import { signingStatesOf } from '../../documents/services/signing-states.js';
import { getUserRecord } from '../../identity/services/principal.js';
import { companyEmployments } from '../../workforce/services/employments.js';
import { HaopEntity, HaopSignatureEntity, type TStoredHaop, type TStoredHaopSignature } from '../data/policies.entities.js';
import { readApproved } from './approved-pdf.js';
import { ownedHaop } from './haop.js';
import { recordsOf, stateOf } from './signature-states.js';

/** Documents per transaction: each is 4 items (document, link, `own` row, mail) plus its record, beside the policy check and the audit items. */
const PER_TRANSACTION = 15;

type TUnsendable = NonNullable<THaopSignature['unsendable']>;

/** Why an employment cannot be sent the policy: it ended, it was not accepted, or there is no account to sign with. */
function unsendable(e: TEmployment): TUnsendable | undefined {
  if (e.status === 'TERMINATED') return 'TERMINATED';
  if (!e.userId) return 'NO_ACCOUNT';
  if (!isConsented(e)) return 'NOT_ACCEPTED';
  return undefined;
}

/**
 * The email of the employee's account (the identity service's user record): the document goes to
 * the account, whose signed-in `own` list is keyed by it. Employments from before the employer's
 * copy kept an email (the demo's first ones) have only the account.
 */
async function accountEmail(e: TEmployment): Promise<string | undefined> {
  if (!e.userId) return undefined;
  try {
    return (await getUserRecord(e.userId)).email;
  } catch {
    return undefined;
  }
}

/** The employments the policy is for (its contract type): current ones, and ended ones it was sent to. */
function coveredEmployments(policy: TStoredHaop, employments: TEmployment[], records: Map<string, TStoredHaopSignature>) {
  return employments
    .filter((e) => e.type === policy.contractType && (e.status !== 'TERMINATED' || records.has(e.id)))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Each employment's signature of the policy (the collapsible's rows). */
export async function haopSignatures(input: { id: string }, ctx: TRequestContext): Promise<{ data: THaopSignature[] }> {
  const policy = await ownedHaop(ctx, input.id);
  const [employments, recordList] = await Promise.all([companyEmployments(policy.companyId), recordsOf(policy.companyId, policy.id)]);
  const records = new Map(recordList.map((r) => [r.employmentId, r]));
  const states = await signingStatesOf(policy.companyId, recordList.map((r) => r.documentId));
  const now = new Date().toISOString();
  const covered = coveredEmployments(policy, employments, records);
  const emails = await Promise.all(covered.map(async (e) => e.email ?? (await accountEmail(e))));
  return {
    data: covered.map((e, k) => {
      const record = records.get(e.id);
      const doc = record ? states.get(record.documentId) : undefined;
      const signer = doc?.signers[0];
      const state = stateOf(record, doc, now);
      const why = unsendable(e);
      return {
        employmentId: e.id,
        name: e.name,
        ...(emails[k] ? { email: emails[k] } : {}),
        state,
        ...(why ? { unsendable: why } : {}),
        ...(record && state !== 'NOT_SENT' ? { documentId: record.documentId, sentAt: signer?.sentAt ?? record.sentAt } : {}),
        ...(state === 'SIGNED' && signer?.signedAt ? { signedAt: signer.signedAt } : {}),
        ...(state === 'DECLINED' && signer?.declinedAt ? { declinedAt: signer.declinedAt } : {}),
      };
    }),
  };
}

/** The employee's boxes on the approved PDF's last page: a REQUIRED signature and a REQUIRED printed name. */
function labelsOf(policy: TStoredHaop): TLabel[] {
  return [
    { id: 'employee-signature', type: 'SIGNATURE', requirement: 'REQUIRED', signerId: 'employee', ...policy.approvedBoxes.signature },
    { id: 'employee-name', type: 'NAME', requirement: 'REQUIRED', signerId: 'employee', ...policy.approvedBoxes.name },
  ];
}

/**
 * Sends an active policy for signature to every employment of its contract type that has an
 * account, was accepted and has no document pending or signed (a declined, expired or cancelled one
 * is sent again); the others are reported with why. Each group of employments is one transaction:
 * the documents (through the documents' service), their records (conditioned on what was read: none,
 * or the document replaced) and a check that the policy is still active, with the audit event. A
 * lost race reads that group again, so a racing send or disable never sends twice or after a disable.
 */
export async function sendHaop(input: { id: string }, ctx: TRequestContext): Promise<TSendHaopResult> {
  const first = await ownedHaop(ctx, input.id);
  if (!first.active) throw new AppError('invalid_state', { param: 'active', message: 'A disabled policy cannot be sent' });
  const employments = coveredEmployments(first, await companyEmployments(first.companyId), new Map()).filter((e) => e.status !== 'TERMINATED');
  const result: TSendHaopResult = { sent: [], skipped: [] };
  const sendable: (TEmployment & { email: string })[] = [];
  const emails = await Promise.all(employments.map((e) => (unsendable(e) ? undefined : accountEmail(e))));
  employments.forEach((e, k) => {
    const why = unsendable(e) ?? (emails[k] ? undefined : 'NO_ACCOUNT');
    if (why) result.skipped.push({ employmentId: e.id, name: e.name, reason: why });
    else sendable.push({ ...e, email: emails[k]! });
  });
  const after: (() => Promise<void>)[] = [];
  let bytes: Uint8Array | undefined;
  for (let i = 0; i < sendable.length; i += PER_TRANSACTION) {
    const group = sendable.slice(i, i + PER_TRANSACTION);
    const outcome = await untilCommitted(async () => {
      const policy = await ownedHaop(ctx, input.id);
      if (!policy.active) throw new AppError('invalid_state', { param: 'active', message: 'A disabled policy cannot be sent' });
      // One consistent Query of the policy's signature records (the writes below are conditioned on it).
      const stored = await queryAll(HaopSignatureEntity, { pk: `WS#${policy.companyId}`, skBeginsWith: `HAOPSIG#${policy.id}#`, consistent: true }, 5000);
      const byEmployment = new Map(stored.map((r) => [r.employmentId, r]));
      const records = group.map((e) => byEmployment.get(e.id));
      const states = await signingStatesOf(policy.companyId, records.flatMap((r) => (r ? [r.documentId] : [])));
      const now = new Date().toISOString();
      const skipped: TSendHaopResult['skipped'] = [];
      const prepared: { e: TEmployment & { email: string }; previous?: TStoredHaopSignature; doc: Awaited<ReturnType<typeof prepareGeneratedSignable>> }[] = [];
      bytes ??= await readApproved(policy.approvedKey);
      for (const [k, e] of group.entries()) {
        const previous = records[k];
        const state = stateOf(previous, previous ? states.get(previous.documentId) : undefined, now);
        if (state === 'SENT' || state === 'SIGNED') {
          skipped.push({ employmentId: e.id, name: e.name, reason: state === 'SENT' ? 'ALREADY_SENT' : 'ALREADY_SIGNED' });
          continue;
        }
        const title = `${policy.title}: ${e.name}`.slice(0, 200);
        const doc = await prepareGeneratedSignable({
          workspaceId: policy.companyId,
          senderName: policy.companyName,
          createdBy: principalOf(ctx).userId,
          title,
          fileName: 'holiday-and-overtime-policy.pdf',
          bytes,
          signers: [{ id: 'employee', name: e.name, email: e.email }],
          labels: labelsOf(policy),
        });
        prepared.push({ e, previous, doc });
      }
      if (prepared.length) {
        const ops: TTransactItem[] = [
          HaopEntity.checkOp({ companyId: policy.companyId, id: policy.id }, { condition: '#active = :true', names: { '#active': 'active' }, values: { ':true': true } }),
          ...prepared.flatMap(({ e, previous, doc }) => [
            ...doc.ops,
            HaopSignatureEntity.putOp(
              { companyId: policy.companyId, policyId: policy.id, employmentId: e.id, name: e.name, email: e.email, documentId: doc.documentId, sentAt: now },
              previous
                ? { condition: '#doc = :doc', names: { '#doc': 'documentId' }, values: { ':doc': previous.documentId } }
                : { ifNotExists: true },
            ),
          ]),
        ];
        ctx.audit.props.documents = prepared.map(({ e, doc }) => ({ employmentId: e.id, documentId: doc.documentId, originalSha256: doc.originalSha256 }));
        try {
          await ctx.transact(ops);
        } catch (error) {
          await Promise.all(prepared.map(({ doc }) => doc.discard()));
          throw error;
        }
      }
      return { skipped, prepared };
    });
    result.skipped.push(...outcome.skipped);
    for (const { e, doc } of outcome.prepared) {
      result.sent.push({ employmentId: e.id, name: e.name, documentId: doc.documentId });
      after.push(doc.afterCommit);
    }
  }
  Object.assign(ctx.audit.props, { sent: result.sent.length, skipped: result.skipped.map((s) => ({ employmentId: s.employmentId, reason: s.reason })) });
  // Mails (SES) and portal notifications once every group is committed; a failure there is the documents' service's to log.
  for (const send of after) await send();
  return result;
}

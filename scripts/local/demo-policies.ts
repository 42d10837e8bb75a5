/**
 * Demo data of the policies domain (docs/decisions/0028-holiday-overtime-policy.md): Acme Corp's
 * Holiday and Overtime Policy, made by its owner with §5's defaults and this year's federal and New
 * York holidays, sent for signature to its STAFF employees with an account (John Doe, Maria Garcia,
 * Tom Baker), each of whom signed it in the portal. Written through the services the routes call:
 * the policy as the owner makes it, the documents through the documents' service, each signature as
 * the employee signs a document sent to them. Skipped when Acme has the policy already, so a re-run
 * changes nothing.
 */
import * as z from 'zod/mini';
import type { TAuditScope } from '../../functions/core/audit.js';
import { contextWithAudit, type TRequestContext } from '../../functions/core/http.js';
import type { TPrincipal } from '../../shared/core/access.js';
import { DEMO_ACCOUNTS, DEMO_IDS } from './demo.js';

/** The demo policy's title (§5's default) and its holidays, chosen by their calendar ids (GET /api/policies/holidays). */
export const DEMO_HAOP = {
  title: 'Holiday and Overtime Policy',
  paidHolidays: [
    'US-new-years-day',
    'US-martin-luther-king-jr-day',
    'NY-lincolns-birthday',
    'US-memorial-day',
    'US-juneteenth',
    'US-independence-day',
    'US-labor-day',
    'US-thanksgiving-day',
    'US-christmas-day',
  ],
  unPaidHolidays: ['US-columbus-day'],
} as const;

const ZONE = 'America/New_York';

/** A context in Acme's workspace for `who` (the owner, or an employee signing), on Acme's trail. */
function contextFor(event: string, who: { userId: string; email: string }, workspaceId = DEMO_IDS.acme): TRequestContext {
  const principal: TPrincipal = { userId: who.userId, email: who.email, staff: false, roles: [], grants: [], workspaces: [workspaceId] };
  const audit: TAuditScope = {
    event,
    route: 'seed',
    correlationId: 'seed',
    producer: { type: 'PERSON', userId: who.userId, email: who.email },
    consumer: { type: 'COMPANY', workspaceId: DEMO_IDS.acme },
    props: { source: 'local demo seed' },
    recorded: false,
  };
  return contextWithAudit({ principal, workspaceId, timeZone: ZONE, correlationId: 'seed', sourceIp: 'local', userAgent: 'seed', actingForClient: false }, audit);
}

async function account(email: string): Promise<{ userId: string; email: string }> {
  const { EmailClaimEntity } = await import('../../functions/identity/data/identity.entities.js');
  const claim = await EmailClaimEntity.get({ email }, { consistent: true });
  if (!claim) throw new Error(`seed: no account for ${email}`);
  return { userId: claim.userId, email };
}

export async function seedHolidayOvertimePolicy(): Promise<void> {
  const haop = await import('../../functions/policies/services/haop.js');
  if ((await haop.companyHaops(DEMO_IDS.acme)).some((p) => p.title === DEMO_HAOP.title && p.contractType === 'STAFF')) return;
  const { ZCreateHaopRequestSchema } = await import('../../shared/policies/haop.schema.js');
  const signatures = await import('../../functions/policies/services/signatures.js');
  const signing = await import('../../functions/documents/services/signing.js');
  const { CURRENT_CONSENT_VERSION } = await import('../../shared/documents/esign-consent.js');
  const { getUserRecord } = await import('../../functions/identity/services/principal.js');

  const owner = await account(DEMO_ACCOUNTS.find((a) => a.firstName === 'Olivia')!.email);
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, year: 'numeric' }).format(new Date()));
  const request = z.parse(ZCreateHaopRequestSchema, { year, paidHolidays: [...DEMO_HAOP.paidHolidays], unPaidHolidays: [...DEMO_HAOP.unPaidHolidays] });
  const policy = await haop.createHaop(request, contextFor('HAOP_CREATED', owner));
  const sent = await signatures.sendHaop({ id: policy.id }, contextFor('HAOP_SENT_FOR_SIGNATURE', owner));

  const strokes = [[0.08, 0.6, 0.2, 0.3, 0.32, 0.7, 0.45, 0.35, 0.6, 0.65, 0.75, 0.4, 0.9, 0.55]];
  const employments = new Map((await (await import('../../functions/workforce/services/employments.js')).companyEmployments(DEMO_IDS.acme)).map((e) => [e.id, e]));
  for (const { employmentId, documentId, name } of sent.sent) {
    const employment = employments.get(employmentId)!;
    const user = await getUserRecord(employment.userId!);
    const employee = { userId: user.userId, email: user.email };
    const own = employment.personId;
    const ctx = (event: string) => contextFor(event, employee, own);
    const ref = { via: 'ACCOUNT' as const, documentId };
    const view = await signing.openSigning(ref, ctx('SIGNABLE_OPENED'));
    await signing.consentToSign(ref, { version: CURRENT_CONSENT_VERSION, language: 'EN', agree: true }, ctx('SIGNABLE_CONSENTED'));
    const values = view.labels.map((l) => (l.type === 'SIGNATURE' ? { labelId: l.id, kind: 'SIGNATURE' as const, strokes } : { labelId: l.id, kind: 'NAME' as const, text: name }));
    await signing.signDocument(ref, { values }, ctx('SIGNABLE_SIGNED'));
  }
}

// ---------------------------------------------------------------------------------------------------
// PTO and Sick Leave Policies (docs/decisions/0029-leave-policies.md).
// ---------------------------------------------------------------------------------------------------

/** Acme's demo leave policies: titles (what a re-run finds them by) and terms. */
export const DEMO_LEAVE = {
  pto: { title: 'PTO (Paid Time Off) Policy (NY)', vacationIntervalTotal: 80, carryover: 16 },
  slp: { title: 'Sick Leave Policy (NY)', companySize: 'MEDIUM' },
} as const;

/** A staff member acting in a person's workspace (attach is staff's alone), on that workspace's trail. */
function staffContext(event: string, staff: { userId: string; email: string }, workspaceId: string): TRequestContext {
  const principal: TPrincipal = { userId: staff.userId, email: staff.email, staff: true, roles: ['ADMIN'], grants: [], workspaces: [] };
  const audit: TAuditScope = {
    event,
    route: 'seed',
    correlationId: 'seed',
    producer: { type: 'SUBLIME_EMPLOYEE', userId: staff.userId, email: staff.email },
    consumer: { type: 'PERSON', workspaceId },
    actingFor: workspaceId,
    props: { source: 'local demo seed' },
    recorded: false,
  };
  return contextWithAudit({ principal, workspaceId, timeZone: ZONE, correlationId: 'seed', sourceIp: 'local', userAgent: 'seed', actingForClient: true }, audit);
}

const STROKES = [[0.08, 0.6, 0.2, 0.3, 0.32, 0.7, 0.45, 0.35, 0.6, 0.65, 0.75, 0.4, 0.9, 0.55]];

/** Signs a document sent to `who`'s account in the portal, as they would (open, consent, sign), unless it is signed already. */
async function signAsAccount(documentId: string, who: { userId: string; email: string }, workspaceId: string, name: string): Promise<void> {
  const signing = await import('../../functions/documents/services/signing.js');
  const { signingStatesOf } = await import('../../functions/documents/services/signing-states.js');
  const { CURRENT_CONSENT_VERSION } = await import('../../shared/documents/esign-consent.js');
  if ((await signingStatesOf(DEMO_IDS.acme, [documentId])).get(documentId)?.status === 'SIGNED') return;
  const ctx = (event: string) => contextFor(event, who, workspaceId);
  const ref = { via: 'ACCOUNT' as const, documentId };
  const view = await signing.openSigning(ref, ctx('SIGNABLE_OPENED'));
  await signing.consentToSign(ref, { version: CURRENT_CONSENT_VERSION, language: 'EN', agree: true }, ctx('SIGNABLE_CONSENTED'));
  const values = view.labels.map((l) => (l.type === 'SIGNATURE' ? { labelId: l.id, kind: 'SIGNATURE' as const, strokes: STROKES } : { labelId: l.id, kind: 'NAME' as const, text: name }));
  await signing.signDocument(ref, { values }, ctx('SIGNABLE_SIGNED'));
}

/**
 * Acme's PTO policy and Sick Leave Policy (5–99 employees), made by its owner and signed by her as
 * the officer; both attached by staff to John Doe's employment and signed by John, and the sick-leave
 * policy attached to Tom Baker's, unsigned. Each step is skipped when done, so a re-run changes nothing.
 */
export async function seedLeavePolicies(): Promise<void> {
  const leave = await import('../../functions/policies/services/leave-policies.js');
  const employmentPolicies = await import('../../functions/policies/services/employment-policies.js');
  const { LeaveAttachmentEntity } = await import('../../functions/policies/data/leave-policies.entities.js');
  const { ZPtoRequestSchema, ZSlpCreateRequestSchema } = await import('../../shared/policies/leave-policy.schema.js');
  const { companyEmployments } = await import('../../functions/workforce/services/employments.js');
  const { getUserRecord } = await import('../../functions/identity/services/principal.js');

  const owner = await account(DEMO_ACCOUNTS.find((a) => a.firstName === 'Olivia')!.email);
  const admin = await account(DEMO_ACCOUNTS.find((a) => a.firstName === 'Alice')!.email);
  const ownerPerson = (await getUserRecord(owner.userId)).personId ?? DEMO_IDS.acme;
  const find = async (kind: 'PTO' | 'SICK', title: string) => (await leave.companyLeavePolicies(DEMO_IDS.acme)).find((p) => p.kind === kind && p.title === title && p.active);

  let pto = await find('PTO', DEMO_LEAVE.pto.title);
  if (!pto) {
    await leave.createPto(z.parse(ZPtoRequestSchema, DEMO_LEAVE.pto), contextFor('PTO_POLICY_CREATED', owner));
    pto = (await find('PTO', DEMO_LEAVE.pto.title))!;
  }
  let slp = await find('SICK', DEMO_LEAVE.slp.title);
  if (!slp) {
    await leave.createSlp(z.parse(ZSlpCreateRequestSchema, DEMO_LEAVE.slp), contextFor('SLP_CREATED', owner));
    slp = (await find('SICK', DEMO_LEAVE.slp.title))!;
  }
  for (const policy of [pto, slp]) await signAsAccount(policy.officerDocumentId, owner, ownerPerson, 'Olivia Owner');

  const employments = await companyEmployments(DEMO_IDS.acme);
  const byName = (name: string) => employments.find((e) => e.name === name && e.type === 'STAFF');
  const plan: { name: string; policy: typeof pto; sign: boolean }[] = [
    { name: 'John Doe', policy: pto, sign: true },
    { name: 'John Doe', policy: slp, sign: true },
    { name: 'Tom Baker', policy: slp, sign: false },
  ];
  for (const step of plan) {
    const e = byName(step.name);
    if (!e?.userId) continue;
    const key = { companyId: DEMO_IDS.acme, employmentId: e.id, kind: step.policy.kind };
    if ((await LeaveAttachmentEntity.get(key))?.policyId !== step.policy.id) {
      await employmentPolicies.attachPolicy({ employmentId: e.id }, { kind: step.policy.kind, policyId: step.policy.id }, staffContext('LEAVE_POLICY_ATTACHED', admin, e.personId));
    }
    const attachment = (await LeaveAttachmentEntity.get(key, { consistent: true }))!;
    if (step.sign) {
      const user = await getUserRecord(e.userId);
      await signAsAccount(attachment.documentId, { userId: user.userId, email: user.email }, e.personId, e.name);
    }
  }
}

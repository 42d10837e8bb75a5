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

/**
 * The firm's billing workspace (docs/decisions/0036-payroll-imports.md): a company profile with no
 * owner account, whose catalogue holds the services a payroll import is billed by. Staff keep their
 * prices by opening the workspace, as for any client. Written only when missing.
 */
import { ProviderBillingEntity, ServiceEntity } from '../../functions/billing/data/billing.entities.js';
import { buildAuditEvent, commitLinked } from '../../functions/core/audit.js';
import { CompanyProfileEntity } from '../../functions/workforce/data/workforce.entities.js';
import { WorkspaceEntity } from '../../functions/workspaces/data/workspace.entity.js';
import { DEMO_IDS } from './demo.js';

const HQ = { address1: '1 Liberty Plaza', address2: 'Floor 23', city: 'New York', state: 'NY', zipCode: '10006' } as const;

export async function seedProviderBilling(): Promise<void> {
  if (await ProviderBillingEntity.get(undefined)) return;
  const now = new Date().toISOString();
  const id = DEMO_IDS.sublimeBilling;
  const service = (sid: string, name: string, description: string, priceCents: number) =>
    ServiceEntity.putOp({ id: sid, holderId: id, name, description, priceCents, salable: false, scheduled: false, taxExempt: false, coefficient: 1, active: true, createdAt: now }, { ifNotExists: true });
  const scope = { event: 'PROVIDER_BILLING_SEEDED', route: 'seed', correlationId: 'seed', producer: { type: 'ANONYMOUS' as const }, consumer: { type: 'COMPANY' as const, workspaceId: id }, props: {}, recorded: false };
  await commitLinked(buildAuditEvent(scope, true), [
    WorkspaceEntity.putOp({ id, type: 'COMPANY', name: 'Sublime Accounting LLC', email: 'billing@sublime.local', createdAt: now }, { ifNotExists: true }),
    CompanyProfileEntity.putOp({ companyId: id, legalName: 'Sublime Accounting LLC', ein: '46-5550100', companyType: 'LLC', email: 'billing@sublime.local', headquarter: HQ, createdAt: now }),
    service(DEMO_IDS.payrollPerPaystub, 'Payroll processing (per paystub)', 'Each paystub of an imported payroll', 400),
    service(DEMO_IDS.payrollPerRun, 'Payroll processing (per pay date)', 'Each pay date of an imported payroll', 2500),
    ProviderBillingEntity.putOp({ workspaceId: id, perPaystubServiceId: DEMO_IDS.payrollPerPaystub, perRunServiceId: DEMO_IDS.payrollPerRun, updatedAt: now }),
  ]);
}

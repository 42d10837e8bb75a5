/**
 * Demo data for the local stack (issue: platform spine §3). Idempotent: every account and record
 * is looked up first and written only when missing. Password for every account: Demo#2026pass.
 */
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ServiceEntity } from '../../functions/billing/data/billing.entities.js';
import { buildAuditEvent, commitLinked, type TAuditScope } from '../../functions/core/audit.js';
import { cognito } from '../../functions/core/cognito.js';
import { config } from '../../functions/core/config.js';
import type { TTransactItem } from '../../functions/core/entity.js';
import { EmailClaimEntity, UserEntity } from '../../functions/identity/data/identity.entities.js';
import { createAccount } from '../../functions/identity/services/create-account.js';
import type { TUserRecord } from '../../functions/identity/services/principal.js';
import { companyEntry, directoryWrites, employeeEntry, getDirectoryEntry, personEntry, type TDirectoryEntry } from '../../functions/core/directory.js';
import { ProviderEmployeeEntity } from '../../functions/provider/data/employee.entity.js';
import { OfficeEntity } from '../../functions/provider/data/office.entity.js';
import { MembershipEntity, WorkspaceEntity } from '../../functions/workspaces/data/workspace.entity.js';
import {
  BranchEntity,
  CompanyProfileEntity,
  EmploymentEntity,
  ProjectEntity,
} from '../../functions/workforce/data/workforce.entities.js';
import { DEMO_ACCOUNTS, DEMO_IDS, DEMO_PASSWORD } from './demo.js';

export { DEMO_ACCOUNTS, DEMO_IDS, DEMO_PASSWORD };

const NY_HQ = { address1: '350 Fifth Avenue', address2: 'Suite 4100', city: 'New York', state: 'NY', zipCode: '10118' } as const;

function seedScope(event: string): TAuditScope {
  return {
    event,
    route: 'seed',
    correlationId: 'seed',
    producer: { type: 'SUBLIME_EMPLOYEE', email: 'seed@sublime.local' },
    props: { source: 'local demo seed' },
    recorded: false,
  };
}

async function commit(event: string, ops: TTransactItem[], consumer?: TAuditScope['consumer']) {
  const scope = { ...seedScope(event), consumer };
  await commitLinked(buildAuditEvent(scope, true), ops);
}

async function ensureAccount(account: (typeof DEMO_ACCOUNTS)[number]): Promise<TUserRecord> {
  const claim = await EmailClaimEntity.get({ email: account.email }, { consistent: true });
  const existing = claim && (await UserEntity.get({ userId: claim.userId }));
  if (existing) return existing;
  // A Cognito user without a profile is left from a wiped table: start it over.
  await (await cognito()).client
    .send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: account.email }))
    .catch(() => undefined);
  return createAccount(
    {
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      password: DEMO_PASSWORD,
      preferredLanguage: 'EN',
      emailConfirmed: true,
      staff: 'staff' in account ? account.staff : false,
      roles: 'roles' in account ? [...account.roles] : [],
    },
    (ops, user) => commit('USER_REGISTERED', ops, { type: user.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON', userId: user.userId }),
  );
}

export async function seedDemoData(): Promise<void> {
  const users = new Map<string, TUserRecord>();
  for (const account of DEMO_ACCOUNTS) users.set(account.email, await ensureAccount(account));
  const owner = users.get('owner@acme.example')!;
  const john = users.get('john.doe@example.com')!;
  const jane = users.get('jane.contractor@example.com')!;
  const now = new Date().toISOString();

  if (!(await WorkspaceEntity.get({ id: DEMO_IDS.acme }))) {
    const acme = DEMO_IDS.acme;
    const employment = (u: TUserRecord, id: string, type: 'STAFF' | 'CONTRACTOR', rateCents: number) => ({
      id,
      companyId: acme,
      personId: u.personId!,
      userId: u.userId,
      name: `${u.firstName} ${u.lastName}`,
      type,
      contractorType: type === 'CONTRACTOR' ? ('PERSON' as const) : undefined,
      status: 'ACTIVE' as const,
      startDate: '2025-01-06',
      remote: type === 'CONTRACTOR',
      payType: 'HOUR_RATE' as const,
      rateCents,
      projectIds: [DEMO_IDS.acmeProject],
      branchIds: [DEMO_IDS.acmeBranch],
    });
    await commit(
      'COMPANY_CREATED',
      [
        WorkspaceEntity.putOp({ id: acme, type: 'COMPANY', name: 'Acme Corp', ownerUserId: owner.userId, createdAt: now }, { ifNotExists: true }),
        MembershipEntity.putOp({ userId: owner.userId, workspaceId: acme, type: 'COMPANY', name: 'Acme Corp', relation: 'OWNER', createdAt: now }),
        CompanyProfileEntity.putOp({
          companyId: acme,
          legalName: 'Acme Corp',
          ein: '12-3456789',
          companyType: 'C_CORP',
          email: 'owner@acme.example',
          headquarter: NY_HQ,
          createdAt: now,
        }),
        BranchEntity.putOp({
          id: DEMO_IDS.acmeBranch,
          companyId: acme,
          name: 'Brooklyn branch',
          address: { address1: '200 Flatbush Avenue', city: 'Brooklyn', state: 'NY', zipCode: '11217' },
        }),
        ProjectEntity.putOp({ id: DEMO_IDS.acmeProject, companyId: acme, title: 'Website relaunch' }),
        EmploymentEntity.putOp(employment(john, DEMO_IDS.johnEmployment, 'STAFF', 4500)),
        EmploymentEntity.putOp(employment(jane, DEMO_IDS.janeEmployment, 'CONTRACTOR', 8000)),
      ],
      { type: 'COMPANY', workspaceId: acme },
    );
  }

  // A small service catalogue on each side, so billing has something to pick from at once.
  const catalogue = [
    { holderId: jane.personId!, id: DEMO_IDS.janeBookkeeping, name: 'Bookkeeping', description: 'Monthly bookkeeping, per hour', priceCents: 4500, scheduled: false },
    { holderId: jane.personId!, id: DEMO_IDS.janeTaxConsulting, name: 'Tax consultation', description: 'A scheduled consultation, per hour', priceCents: 12000, scheduled: true },
    { holderId: DEMO_IDS.acme, id: DEMO_IDS.acmeMaintenance, name: 'Website maintenance', description: 'Contractor work on the website, per hour', priceCents: 8000, scheduled: false },
    { holderId: DEMO_IDS.acme, id: DEMO_IDS.acmeSupplies, name: 'Office supplies', priceCents: 2500, scheduled: false, salable: true, salesRate: 0.0888 },
  ];
  const missing = [];
  for (const service of catalogue) if (!(await ServiceEntity.get(service))) missing.push(service);
  for (const service of missing) {
    await commit(
      'SERVICE_CREATED',
      [ServiceEntity.putOp({ salable: false, taxExempt: false, coefficient: 1, ...service, active: true, createdAt: now }, { ifNotExists: true })],
      { type: service.holderId === DEMO_IDS.acme ? 'COMPANY' : 'PERSON', workspaceId: service.holderId },
    );
  }

  if (!(await OfficeEntity.get({ id: DEMO_IDS.office }))) {
    await commit('OFFICE_CREATED', [
      OfficeEntity.putOp({
        id: DEMO_IDS.office,
        name: 'Sublime — Manhattan office',
        address: { address1: '1 Liberty Plaza', address2: 'Floor 23', city: 'New York', state: 'NY', zipCode: '10006' },
        phone: '+1 (212) 555-0147',
        email: 'office@sublime.local',
        hours: 'Mon–Fri 9:00–18:00',
      }),
    ]);
  }

  await seedDirectory(users, now);
}

/** Demo staff's office data (spec 000 §3): everyone in the Manhattan office. */
const STAFF_POSITIONS: Record<string, string> = { 'admin@sublime.local': 'Office administrator', 'payroll@sublime.local': 'Payroll manager' };

/**
 * The directory (functions/core/directory.ts) for every demo person, Acme Corp and the provider
 * employees, each written only when its entry is missing, so a re-run changes nothing.
 */
async function seedDirectory(users: Map<string, TUserRecord>, now: string) {
  const ensure = async (entry: TDirectoryEntry, ops: TTransactItem[] = [], consumer?: TAuditScope['consumer']) => {
    if (await getDirectoryEntry(entry.kind, entry.id)) return;
    await commit('DIRECTORY_ENTRY_SEEDED', [...ops, ...directoryWrites(undefined, entry)], consumer ?? { type: 'ANONYMOUS' });
  };
  for (const user of users.values()) {
    if (user.staff && user.providerWorkspaceId) {
      const employee = {
        employeeId: user.providerWorkspaceId,
        userId: user.userId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        position: STAFF_POSITIONS[user.email],
        officePhoneNumber: '+1 (212) 555-0147',
        officeId: DEMO_IDS.office,
        officeName: 'Sublime — Manhattan office',
        version: 0,
        updatedAt: now,
      };
      const existing = await ProviderEmployeeEntity.get({ employeeId: employee.employeeId });
      await ensure(
        employeeEntry({ ...(existing ?? employee), roles: user.roles }),
        existing ? [] : [ProviderEmployeeEntity.putOp(employee, { ifNotExists: true })],
        { type: 'SUBLIME_EMPLOYEE', workspaceId: employee.employeeId },
      );
    } else if (user.personId) {
      await ensure(personEntry({ ...user, personId: user.personId }), [], { type: 'PERSON', workspaceId: user.personId });
    }
  }
  const owner = users.get('owner@acme.example')!;
  await ensure(
    companyEntry({ companyId: DEMO_IDS.acme, legalName: 'Acme Corp', ein: '12-3456789', email: 'owner@acme.example', ownerUserId: owner.userId }),
    [],
    { type: 'COMPANY', workspaceId: DEMO_IDS.acme },
  );
}

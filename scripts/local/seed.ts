/**
 * Demo data for the local stack (issue: platform spine §3). Idempotent: every account and record
 * is looked up first and written only when missing. Password for every account: Demo#2026pass.
 */
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod/mini';
import { ServiceEntity } from '../../functions/billing/data/billing.entities.js';
import { buildAuditEvent, commitLinked, type TAuditScope } from '../../functions/core/audit.js';
import { cognito } from '../../functions/core/cognito.js';
import { config } from '../../functions/core/config.js';
import { queryAll, type TTransactItem } from '../../functions/core/entity.js';
import { contextWithAudit, type TRequestContext } from '../../functions/core/http.js';
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
  EinClaimEntity,
  EmploymentEntity,
  EmploymentPermissionEntity,
  ProjectEntity,
} from '../../functions/workforce/data/workforce.entities.js';
import { grantEmploymentPermission } from '../../functions/workforce/services/permissions.js';
import { companyEmployments, createEmployment } from '../../functions/workforce/services/employments.js';
import { createCompany } from '../../functions/workforce/services/create-company.js';
import { createProject, updateProject } from '../../functions/workforce/services/projects.js';
import { ZCreateCompanyRequestSchema, ZCreateEmploymentRequestSchema } from '../../shared/workforce/workforce.schema.js';
import { consentOf, employmentPermissionId } from '../../shared/workforce/rules.js';
import { workspaceTypeOf } from '../../shared/core/workspace.js';
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
      // The demo's people agreed to their employments (docs/decisions/0019-employment-consent.md).
      consent: 'ACCEPTED' as const,
      consentAt: now,
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
  await seedProfiles(users);
  await seedAcmeTeam();
  const documents = await import('./seed-documents.js');
  await documents.seedSignableDocuments();
  await documents.seedTaxForms();
  await (await import('./demo-policies.js')).seedHolidayOvertimePolicy();
  await (await import('./demo-policies.js')).seedLeavePolicies();
  await (await import('./seed-timesheet.js')).seedTimesheets();
  await (await import('./demo-leave.js')).seedLeave();
  await (await import('./demo-payroll.js')).seedPayroll();
  await (await import('./demo-provider.js')).seedProviderBilling();
  await (await import('./demo-imports.js')).seedPayrollImport();
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

/**
 * Acme's wider team (issue 5): two more STAFF employees and a PERSON contractor, who have accounts
 * (registered as an invitation registers them: email claim, person workspace, directory entry), a
 * foreign contractor without an account (the ownerless profile 'Create employment' makes for an
 * email) with a foreign address, a company contractor linked through the directory (Globex
 * Consulting LLC, EIN 47-1234567, which Carlos owns), and a second project with a manager and
 * executors. Written through the workforce services the handlers call (EIN and employment claims,
 * directory entries, the version-conditioned project update, audit events), each only when missing,
 * so a re-run changes nothing. Their start dates follow John's and Jane's, so Acme's list in start
 * order still begins with the demo pair.
 */
const ACME_TEAM = [
  {
    email: 'maria.garcia@example.com', firstName: 'Maria', lastName: 'Garcia', account: true, type: 'STAFF', startDate: '2025-02-03',
    payType: 'HOUR_RATE', rateCents: 5200, address: { kind: 'US', address1: '45 Court Street', city: 'Brooklyn', state: 'NY', zipCode: '11201' },
  },
  { email: 'tom.baker@example.com', firstName: 'Tom', lastName: 'Baker', account: true, type: 'STAFF', startDate: '2025-03-10', payType: 'HOUR_RATE', rateCents: 3800 },
  {
    email: 'carlos.rivera@example.com', firstName: 'Carlos', lastName: 'Rivera', account: true, type: 'CONTRACTOR', startDate: '2025-04-01',
    payType: 'HOUR_RATE', rateCents: 9500,
  },
  {
    email: 'ingrid.larsen@example.com', firstName: 'Ingrid', lastName: 'Larsen', account: false, type: 'FOREIGN_CONTRACTOR', startDate: '2025-05-12',
    payType: 'FIX_RATE', rateCents: 400_000, address: { kind: 'FOREIGN', foreignAddress: 'Vesterbrogade 10, Copenhagen', country: 'Denmark', zipCode: '1620' },
  },
] as const;
const ACME_SECOND_PROJECT = 'Mobile app';
/** A company contractor of Acme, linked through the directory (owned by Carlos, who runs it). */
const GLOBEX = {
  legalName: 'Globex Consulting LLC',
  ein: '47-1234567',
  companyType: 'LLC',
  email: 'accounts@globex.example.com',
  headquarter: { address1: '500 Main Street', city: 'Springfield', state: 'IL', zipCode: '62701' },
} as const;

/** A request context for a workforce service acting in Acme, recorded on Acme's trail as the seed. */
function acmeContext(event: string): TRequestContext {
  const audit: TAuditScope = { ...seedScope(event), consumer: { type: 'COMPANY', workspaceId: DEMO_IDS.acme } };
  return contextWithAudit({ workspaceId: DEMO_IDS.acme, timeZone: 'UTC', correlationId: 'seed', sourceIp: 'local', actingForClient: false }, audit);
}

export async function seedAcmeTeam(): Promise<void> {
  for (const person of ACME_TEAM) {
    if (!person.account) continue;
    const claim = await EmailClaimEntity.get({ email: person.email }, { consistent: true });
    if (claim) continue;
    await (await cognito()).client
      .send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: person.email }))
      .catch(() => undefined);
    await createAccount(
      { email: person.email, firstName: person.firstName, lastName: person.lastName, password: DEMO_PASSWORD, preferredLanguage: 'EN', emailConfirmed: true },
      (ops, user) => commit('USER_REGISTERED', ops, { type: 'PERSON', userId: user.userId }),
      (u) => directoryWrites(undefined, personEntry({ ...u, personId: u.personId! })),
    );
  }

  if (!(await EinClaimEntity.get({ ein: GLOBEX.ein }, { consistent: true }))) {
    const carlos = await UserEntity.get({ userId: (await EmailClaimEntity.get({ email: 'carlos.rivera@example.com' }))!.userId });
    const audit: TAuditScope = { ...seedScope('COMPANY_CREATED'), producer: { type: 'PERSON', userId: carlos!.userId, email: carlos!.email } };
    await createCompany(
      z.parse(ZCreateCompanyRequestSchema, GLOBEX),
      contextWithAudit(
        {
          principal: { userId: carlos!.userId, email: carlos!.email, staff: false, roles: [], grants: [], workspaces: [] },
          timeZone: 'UTC',
          correlationId: 'seed',
          sourceIp: 'local',
          actingForClient: false,
        },
        audit,
      ),
    );
  }
  const globexId = (await EinClaimEntity.get({ ein: GLOBEX.ein }, { consistent: true }))!.companyId;

  const byEmail = new Map((await companyEmployments(DEMO_IDS.acme)).map((e) => [e.email, e.id]));
  const ids = new Map<string, string>();
  for (const person of ACME_TEAM) {
    const existing = byEmail.get(person.email);
    if (existing) {
      ids.set(person.email, existing);
      continue;
    }
    const request = z.parse(ZCreateEmploymentRequestSchema, {
      type: person.type,
      details: { name: `${person.firstName} ${person.lastName}`, email: person.email, ...('address' in person ? { address: person.address } : {}) },
      employmentStart: person.startDate,
      payType: person.payType,
      rateCents: person.rateCents,
      branchIds: person.type === 'STAFF' ? [DEMO_IDS.acmeBranch] : [],
    });
    const made = await createEmployment(request, acmeContext('EMPLOYMENT_CREATED'));
    ids.set(person.email, made.id);
  }

  if (!byEmail.has(GLOBEX.email)) {
    const request = z.parse(ZCreateEmploymentRequestSchema, {
      type: 'CONTRACTOR',
      contractorType: 'COMPANY',
      contractorCompanyId: globexId,
      details: { name: GLOBEX.legalName, email: GLOBEX.email },
      employmentStart: '2025-06-02',
      payType: 'FIX_RATE',
      rateCents: 1_250_000,
    });
    await createEmployment(request, acmeContext('EMPLOYMENT_CREATED'));
  }

  await acceptDemoEmployments([...ids.values(), DEMO_IDS.johnEmployment, DEMO_IDS.janeEmployment], GLOBEX.email);
  await grantDemoTimesheet();

  const projects = await queryAll(ProjectEntity, { pk: `WS#${DEMO_IDS.acme}`, skBeginsWith: 'PROJECT#' });
  const project = projects.find((p) => p.title === ACME_SECOND_PROJECT) ?? (await createProject({ title: ACME_SECOND_PROJECT }, acmeContext('PROJECT_CREATED')));
  const current = await ProjectEntity.get({ companyId: DEMO_IDS.acme, id: project.id }, { consistent: true });
  if (current && !(current.managerIds ?? []).length) {
    const id = (email: string) => ids.get(email)!;
    await updateProject(
      {
        id: project.id,
        change: {
          title: ACME_SECOND_PROJECT,
          managerIds: [id('maria.garcia@example.com')],
          employmentsId: [id('tom.baker@example.com'), id('carlos.rivera@example.com'), id('ingrid.larsen@example.com')],
          version: current.version ?? 0,
        },
      },
      acmeContext('PROJECT_UPDATED'),
    );
  }
}

/**
 * John keeps his timesheet: Acme granted his employment TIMESHEET_OPERATE (for the whole employment),
 * so his permission token holds the TIMESHEET domain that the Timesheet menu entry and /timesheet
 * need (spec 000 §6). Jane, a contractor, and the other demo people hold none. Written through the
 * grant route's service, only while missing, so a re-run changes nothing.
 */
async function grantDemoTimesheet() {
  const key = { companyId: DEMO_IDS.acme, employmentId: DEMO_IDS.johnEmployment, id: employmentPermissionId('TIMESHEET_OPERATE', undefined) };
  if (await EmploymentPermissionEntity.get(key, { consistent: true })) return;
  await grantEmploymentPermission(
    { id: DEMO_IDS.johnEmployment, grant: { permissionType: 'TIMESHEET_OPERATE' } },
    acmeContext('EMPLOYMENT_PERMISSION_GRANTED'),
  );
}

/**
 * The demo's employments are agreed to (docs/decisions/0019-employment-consent.md): the seed records
 * each person's (and Globex's owner's) acceptance on their own trail, as the accept route would, and
 * a company contract takes the company's legal name and EIN. Only the demo's own employments, only
 * while pending, and without a version bump (the acceptance stands for the one made with the record),
 * so a re-run, or one over a table seeded before consent existed, changes nothing else.
 */
async function acceptDemoEmployments(ids: readonly string[], companyContactEmail: string) {
  const demo = new Set(ids);
  const now = new Date().toISOString();
  for (const e of await companyEmployments(DEMO_IDS.acme)) {
    if (!(demo.has(e.id) || e.email === companyContactEmail) || consentOf(e) !== 'PENDING') continue;
    const company = workspaceTypeOf(e.personId) === 'COMPANY' ? await CompanyProfileEntity.get({ companyId: e.personId }) : undefined;
    const set = { consent: 'ACCEPTED' as const, consentAt: now, ...(company ? { name: company.legalName, tin: company.ein } : {}) };
    await commit('EMPLOYMENT_ACCEPTED', [EmploymentEntity.updateOp({ companyId: DEMO_IDS.acme, id: e.id }, { set })], {
      type: company ? 'COMPANY' : 'PERSON',
      workspaceId: e.personId,
    });
  }
}

/**
 * Demo profile data (issue 5): John Doe's person details and address, Acme Corp's company details,
 * its headquarter (unverified: verifying is the provider's step), its Brooklyn branch's four
 * addresses and a business bank account. Written through the profile services the handlers call,
 * acting as the workspace's owner (so claims, directory entries, the verified rule and the audit
 * events are the handlers' own), each piece only while it is missing, so a re-run changes nothing.
 */
async function seedProfiles(users: Map<string, TUserRecord>) {
  const john = users.get('john.doe@example.com')!;
  const owner = users.get('owner@acme.example')!;
  const acme = DEMO_IDS.acme;
  const asOwner = (user: TUserRecord, workspaceId: string, event: string): TRequestContext => {
    const audit: TAuditScope = {
      ...seedScope(event),
      consumer: { type: workspaceId === acme ? 'COMPANY' : 'PERSON', workspaceId },
    };
    return contextWithAudit(
      {
        principal: { userId: user.userId, email: user.email, staff: false, roles: [], grants: [], workspaces: [workspaceId] },
        workspaceId,
        timeZone: 'UTC',
        correlationId: 'seed',
        sourceIp: 'local',
        actingForClient: false,
      },
      audit,
    );
  };
  // Loaded here, not at the top: only this step needs the profile services.
  const person = await import('../../functions/profile/services/person.js');
  const company = await import('../../functions/profile/services/company.js');
  const bank = await import('../../functions/profile/services/bank-accounts.js');
  const P = await import('../../shared/profile/profile.schema.js');
  const E = await import('../../functions/profile/data/profile.entities.js');
  const { numberHash } = await import('../../functions/profile/services/common.js');

  if (john.personId && !(await E.PersonDetailsEntity.get({ personId: john.personId }))) {
    const details = z.parse(P.ZPersonDetailsInputSchema, {
      firstName: john.firstName, lastName: john.lastName, email: john.email, birthDate: '1988-05-14', sex: 'MALE',
      countryOfBirth: 'United States', nationality: 'American', residencyStatus: 'US_CITIZEN', tinType: 'SSN', ssn: '078-05-1120',
      phoneCode: '+1', phone: '7185550123', occupation: 'Software engineer', preferredLanguage: 'EN',
    });
    await person.updatePersonDetails(details, asOwner(john, john.personId, 'PERSON_DETAILS_UPDATED'));
  }
  if (john.personId && !(await E.PersonAddressEntity.get({ personId: john.personId }))) {
    const address = z.parse(P.ZProfileAddressSchema, { kind: 'US', address1: '120 Court Street', address2: 'Apt 4B', city: 'Brooklyn', state: 'NY', zipCode: '11201' });
    await person.updateAddress(address, asOwner(john, john.personId, 'ADDRESS_UPDATED'));
  }

  const profile = await CompanyProfileEntity.get({ companyId: acme });
  if (profile && profile.version === undefined) {
    const details = z.parse(P.ZCompanyDetailsInputSchema, {
      legalName: profile.legalName, companyType: profile.companyType, ein: profile.ein, dba: 'Acme', website: 'https://acme.example',
      registrationDate: '2012-03-15', federalTaxClass: 'C corporation', naicsType: '541511', officer: 'Olivia Owner',
    });
    await company.updateCompanyDetails(details, asOwner(owner, acme, 'COMPANY_DETAILS_UPDATED'));
  }
  const office = (title: string, us: { address1: string; address2?: string; city: string; zipCode: string }) =>
    z.parse(P.ZOfficeInputSchema, {
      title,
      legalAddress: { kind: 'US', state: 'NY', isResidential: false, ...us },
      actualAddress: { kind: 'US', state: 'NY', isResidential: false, ...us },
      mailingAddress: {},
      registrationAgentAddress: {},
    });
  if (profile && !(await E.HeadquarterEntity.get({ companyId: acme }))) {
    await company.updateHeadquarter(office('Acme Corp head office', { ...NY_HQ }), asOwner(owner, acme, 'HEADQUARTER_UPDATED'));
  }
  const branch = await E.ProfileBranchEntity.get({ companyId: acme, id: DEMO_IDS.acmeBranch });
  if (branch && !branch.actualAddress) {
    await company.updateBranch(DEMO_IDS.acmeBranch, office(branch.name, branch.address), asOwner(owner, acme, 'BRANCH_UPDATED'));
  }
  const account = { bankName: 'Chase', accountType: 'checking', holderType: 'business', accountNumber: '000123456789', routingNumber: '021000021' } as const;
  if (profile && !(await E.BankAccountClaimEntity.get({ workspaceId: acme, numberHash: numberHash(account.routingNumber, account.accountNumber) }))) {
    await bank.createBankAccount(z.parse(P.ZBankAccountInputSchema, account), asOwner(owner, acme, 'BANK_ACCOUNT_CREATED'));
  }
}

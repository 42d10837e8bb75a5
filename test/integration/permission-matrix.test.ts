/**
 * The permission matrix: every declared route, called by each demo persona on another client's
 * resource, is refused (403 or 404) and returns nothing of it. A route added to the table without
 * a row here fails the completeness test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../shared/api/routes.js';
import { localDate } from '../../shared/core/zoned-time.js';
import { weekStartOf } from '../../shared/timesheet/rules.js';
import { addDays } from '../../shared/timesheet/timesheet.schema.js';
import { DEMO_IDS } from '../../scripts/local/demo.js';
import { auditEvents } from '../support/aws.js';
import { ACME_ID, as, call, personWorkspace, type TPersona, type TResponse, type TSession, uniqueEmail } from '../support/api.js';
import { consentBody, makePdf, sentDocument, signature, uploadFile } from '../support/signable.js';
import { I9_SECTION1, I9_SECTION2 } from '../support/forms.js';
import { act, contractingCompany, createLog, createService, hireContractor, logBody, newPerson, publishedInvoice, TODAY, type TActor } from '../support/billing.js';
import { policiesRows } from '../support/matrix-policies.js';
import { leaveRows } from '../support/matrix-leave.js';
import { payrollRows } from '../support/matrix-payroll.js';
import { payrollFormRows } from '../support/matrix-payroll-forms.js';
import { payrollReportRows } from '../support/matrix-payroll-reports.js';

const CLIENTS: TPersona[] = ['john', 'owner', 'jane'];
const STAFF: TPersona[] = ['admin', 'payroll'];

/**
 * A workspace's billing records, all with a partner of the matrix's own (a new person, party to
 * nothing else): a service, a free log, an issued invoice with its PDF and a draft (the workspace
 * as payee), and a bill it has to pay (the partner as payee).
 */
interface TBillingVictim {
  owner: TActor;
  partner: TActor;
  serviceId: string;
  logId: string;
  invoiceId: string;
  documentId: string;
  draftId: string;
  billId: string;
}

interface TVictim {
  workspaceId: string;
  fileId: string;
  billing: TBillingVictim;
}

interface TWorld {
  sessions: Record<TPersona, TSession>;
  /** A workspace the persona may not open, and resources in it. */
  victimOf(persona: TPersona): TVictim;
}

type TRequest = { method: string; path: string; body?: unknown };

type TRow =
  /** No client's resource is reachable through the route (public entry points). */
  | { kind: 'public'; why: string }
  /** Staff only: every client persona is refused. */
  | {
      kind: 'staff';
      request: (w: TWorld) => { method: string; path: string; body?: unknown };
      /** Staff personas whose roles open the route; other staff are refused. @default every staff persona */
      staff?: TPersona[];
      /**
       * The answers that show an allowed staff call passed the gate, when a success would change
       * firm-wide state other tests read (a form template): a refusal of the input, not of the caller.
       */
      passed?: number[];
    }
  /** Acts on the caller alone; asserts the answer holds only the caller's data. */
  | { kind: 'self'; check: (w: TWorld, persona: TPersona) => Promise<void> }
  /** Acts in a workspace: another client's workspace is refused, and so is its resource from one's own. */
  | {
      kind: 'workspace';
      /**
       * The request. `caller` is who sends it: a staff persona acting for the client really changes
       * the client's records, so a route that uses a record up (publish, pay, delete) makes a fresh
       * one for each staff call.
       */
      request: (w: TWorld, victim: TVictim, caller: TPersona) => TRequest | Promise<TRequest>;
      /** Whether the route names a resource id, so the cross-workspace id case applies. */
      byId: boolean;
    };

const uploadBody = { fileName: 'x.pdf', contentType: 'application/pdf', size: 10 };

const MATRIX: Record<string, TRow> = {
  'platform.health': { kind: 'public', why: 'liveness' },
  'provider.listOffices': { kind: 'public', why: "the provider's own offices" },
  'identity.register': { kind: 'public', why: 'creates a new account; the email claim is unique' },
  'identity.confirmEmail': { kind: 'public', why: 'acts only through an unguessable emailed code' },
  'identity.login': { kind: 'public', why: 'needs the account password' },
  'identity.refresh': { kind: 'public', why: "needs the account's refresh token" },
  'identity.requestPasswordReset': { kind: 'public', why: 'same answer for every email; the link goes to the owner' },
  'identity.resetPassword': { kind: 'public', why: 'acts only through an unguessable emailed code' },
  'identity.getInvitation': { kind: 'public', why: 'acts only through an unguessable emailed code' },
  'identity.acceptInvitation': { kind: 'public', why: 'acts only through an unguessable emailed code' },
  'feedback.submit': { kind: 'public', why: 'the public contact form' },
  'identity.invite': {
    kind: 'staff',
    request: () => ({ method: 'POST', path: '/api/auth/invitations', body: { email: 'matrix.invite@example.com', firstName: 'Mat', lastName: 'Rix' } }),
  },
  // The outbox holds reset links: ADMIN only, so a payroll manager cannot take over an account (finding 5).
  'identity.listMail': { kind: 'staff', staff: ['admin'], request: () => ({ method: 'GET', path: '/api/admin/mail' }) },
  'feedback.listLeads': { kind: 'staff', request: () => ({ method: 'GET', path: '/api/admin/leads' }) },
  // The support inbox needs SUPPORT_MANAGER (or ADMIN): the payroll manager is staff and still refused.
  'chat.rooms': { kind: 'staff', staff: ['admin'], request: () => ({ method: 'GET', path: '/api/chats' }) },
  'chat.roomMessages': { kind: 'staff', staff: ['admin'], request: (w) => ({ method: 'GET', path: `/api/chats/admin/${userIdOf(w.sessions.john)}/messages` }) },
  'chat.create': {
    kind: 'self',
    check: async (w, p) => {
      // The room is always the caller's own: its id is the caller's user id, whatever the body says.
      const res = await call('POST', '/api/chats', {
        session: w.sessions[p],
        workspaceId: w.victimOf(p).workspaceId,
        body: { name: 'Matrix Room', user: { _id: userIdOf(w.sessions[victimPersona(p)]) } },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.roomId).toBe(userIdOf(w.sessions[p]));
    },
  },
  'chat.get': {
    kind: 'self',
    check: async (w, p) => {
      const other = await call('GET', `/api/chats/${userIdOf(w.sessions[victimPersona(p)])}`, { session: w.sessions[p] });
      expect(other.status).toBe(404);
      expect(other.body.room).toBeUndefined();
      const own = await call('GET', `/api/chats/${userIdOf(w.sessions[p])}`, { session: w.sessions[p] });
      expect(own.status).toBe(200);
      if (own.body.room) expect(own.body.room.roomId).toBe(userIdOf(w.sessions[p]));
    },
  },
  'chat.messages': {
    kind: 'self',
    check: async (w, p) => {
      const other = await call('GET', `/api/chats/${userIdOf(w.sessions[victimPersona(p)])}/messages`, { session: w.sessions[p] });
      expect(other.status).toBe(404);
      expect(other.body.data).toBeUndefined();
      const own = await call('GET', `/api/chats/${userIdOf(w.sessions[p])}/messages`, { session: w.sessions[p] });
      expect(own.status).toBe(200);
      for (const m of own.body.data) expect(m.chatId).toBe(userIdOf(w.sessions[p]));
    },
  },
  'notifications.list': {
    kind: 'self',
    check: async (w, p) => {
      // Keyed by the caller's user id: a workspace header of another's changes nothing.
      const mine = await call('GET', '/api/notifications', { session: w.sessions[p] });
      const withVictim = await call('GET', '/api/notifications', { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId });
      expect(mine.status).toBe(200);
      expect(withVictim.body.data.map((n: { id: string }) => n.id)).toEqual(mine.body.data.map((n: { id: string }) => n.id));
    },
  },
  'notifications.seen': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('POST', '/api/notifications/seen', { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId });
      expect(res.status).toBe(200);
      expect((await call('GET', '/api/notifications', { session: w.sessions[p] })).body.unseen).toBe(0);
    },
  },
  // Audit needs role ADMIN (spec 001 §6): the payroll manager is staff and still refused.
  'audit.list': { kind: 'staff', staff: ['admin'], request: () => ({ method: 'GET', path: '/api/audit?page=0&size=20' }) },
  'audit.events': { kind: 'staff', staff: ['admin'], request: () => ({ method: 'GET', path: '/api/audit/events' }) },
  'audit.verify': { kind: 'staff', staff: ['admin'], request: (w) => ({ method: 'GET', path: `/api/audit/verify?chain=${w.victimOf('john').workspaceId}` }) },
  // Scheduled jobs: ADMIN or PAYROLL_ADMIN see them, ADMIN runs one; the payroll manager is refused. The
  // run is asked of a job that does not exist (404: the input refused, not the caller), so the matrix
  // never runs leave accrual under other tests.
  'jobs.status': { kind: 'staff', staff: ['admin'], request: () => ({ method: 'GET', path: '/api/admin/jobs' }) },
  'jobs.run': { kind: 'staff', staff: ['admin'], passed: [404], request: () => ({ method: 'POST', path: '/api/admin/jobs/matrix-no-such-job/run' }) },
  'identity.getMe': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('GET', '/api/users/me', { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(w.sessions[p].email);
    },
  },
  'identity.notificationSetting': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('PUT', '/api/users/me/notification-setting', {
        session: w.sessions[p],
        workspaceId: w.victimOf(p).workspaceId,
        body: { notificationEnable: true },
      });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(w.sessions[p].email);
    },
  },
  'identity.preferences': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('PUT', '/api/users/me/preferences', { session: w.sessions[p], body: { preferredLanguage: 'EN' } });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(w.sessions[p].email);
    },
  },
  'identity.changePassword': {
    kind: 'self',
    check: async (w, p) => {
      // The old password is checked against the caller's own account: another's cannot be named.
      const res = await call('POST', '/api/auth/change-password', {
        session: w.sessions[p],
        body: { oldPassword: 'Not-the-password#1', password: 'Another#Pass1', confirmPassword: 'Another#Pass1' },
      });
      expect(res.status).toBe(400);
      expect(res.body.systemCode).toBe(40015);
    },
  },
  'identity.logout': {
    kind: 'self',
    check: async (w, p) => {
      // Only the caller's own session can be ended: another's token (or none) is refused with 40011
      // and the victim's session keeps working (issue 13, finding 14).
      const victim = p === 'owner' ? w.sessions.john : w.sessions.owner;
      for (const refreshToken of ['not-a-real-refresh-token', victim.refreshToken]) {
        const res = await call('POST', '/api/auth/logout', { session: w.sessions[p], body: { refreshToken } });
        expect(res.status).toBe(403);
        expect(res.body.systemCode).toBe(40011);
      }
      expect((await call('POST', '/api/auth/refresh', { body: { refreshToken: victim.refreshToken } })).status).toBe(200);
    },
  },
  'workspaces.list': {
    kind: 'self',
    check: async (w, p) => {
      const res = await call('GET', '/api/workspaces', { session: w.sessions[p] });
      expect(res.status).toBe(200);
      const victim = w.victimOf(p).workspaceId;
      expect(res.body.data.map((x: { id: string }) => x.id)).not.toContain(victim);
      for (const ws of res.body.data) expect(ws.userId).toBe(res.body.data[0].userId);
    },
  },
  'workspaces.current': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/workspaces/current' }) },
  // directory and provider staff
  'directory.people': { kind: 'staff', request: () => ({ method: 'GET', path: '/api/directory/people?fullNameFilter=john' }) },
  'directory.companies': { kind: 'staff', request: () => ({ method: 'GET', path: '/api/directory/companies?searchQuery=acme' }) },
  'provider.searchEmployees': { kind: 'staff', request: () => ({ method: 'GET', path: '/api/provider/employees?fullNameFilter=alice' }) },
  // The employees' pages need ADMIN (spec 000 §6); the writes leave the demo admin as seeded.
  'provider.getEmployee': { kind: 'staff', staff: ['admin'], request: (w) => ({ method: 'GET', path: `/api/provider/employees/${staffWorkspace(w.sessions.payroll)}` }) },
  'provider.updateEmployee': {
    kind: 'staff',
    staff: ['admin'],
    request: (w) => ({
      method: 'PUT',
      path: `/api/provider/employees/${staffWorkspace(w.sessions.admin)}`,
      body: { firstName: 'Alice', lastName: 'Admin', position: 'Office administrator', officePhoneNumber: '+1 (212) 555-0147', officeId: '01KAZZSFFICE00000000000001' },
    }),
  },
  'provider.assignRoles': {
    kind: 'staff',
    staff: ['admin'],
    request: (w) => ({ method: 'PUT', path: `/api/provider/employees/${staffWorkspace(w.sessions.admin)}/roles`, body: { roles: ['ADMIN'] } }),
  },
  'workspaces.open': { kind: 'staff', request: () => ({ method: 'POST', path: `/api/workspaces/${ACME_ID}/open` }) },
  'files.createUpload': { kind: 'workspace', byId: false, request: () => ({ method: 'POST', path: '/api/files', body: uploadBody }) },
  'files.list': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/files' }) },
  'files.get': { kind: 'workspace', byId: true, request: (_w, v) => ({ method: 'GET', path: `/api/files/${v.fileId}` }) },
  'files.download': { kind: 'workspace', byId: true, request: (_w, v) => ({ method: 'GET', path: `/api/files/${v.fileId}/download` }) },
  'files.completeUpload': {
    kind: 'workspace',
    byId: true,
    request: (_w, v) => ({ method: 'POST', path: `/api/files/${v.fileId}/complete` }),
  },
  ...billingRows(),
  // profile: person pages act in a PERSON workspace and company pages in a COMPANY one, so the
  // matrix's victims (Acme for John, a person for the others) do not fit every route. Each row checks
  // that a client is refused in another client's workspace of the route's kind (and that a record id
  // of another workspace is not found from the caller's own), and that both staff personas act for a
  // profile of the matrix's own (a new person and a new company), recorded as acting for it, so the
  // demo data other tests read stays as seeded.
  ...profileRows(),
  ...documentsRows(),
  ...policiesRows(),
  ...timesheetRows(),
  ...leaveRows(),
  ...payrollRows(),
  ...payrollReportRows(),
  ...payrollFormRows(),
  // Payroll imports (staff with PAYROLL_MANAGER; ADMIN includes it): a row by an id that does not
  // exist shows the gate was passed (404) without starting an import other tests would see.
  'payroll.imports.list': { kind: 'staff', request: () => ({ method: 'GET', path: '/api/admin/imports/payroll?size=25' }) },
  'payroll.imports.start': { kind: 'staff', passed: [404], request: () => ({ method: 'POST', path: '/api/admin/imports/payroll', body: { companyId: ACME_ID, fileMetaId: 'matrix-no-such-file' } }) },
  'payroll.imports.get': { kind: 'staff', passed: [404], request: () => ({ method: 'GET', path: '/api/admin/imports/payroll/matrix-no-such-import' }) },
  'payroll.imports.records': { kind: 'staff', passed: [404], request: () => ({ method: 'GET', path: '/api/admin/imports/payroll/matrix-no-such-import/records' }) },
  'payroll.imports.rejected': { kind: 'staff', passed: [404], request: () => ({ method: 'GET', path: '/api/admin/imports/payroll/matrix-no-such-import/rejected' }) },
  'payroll.imports.invoices': { kind: 'staff', passed: [404], request: () => ({ method: 'POST', path: '/api/admin/imports/payroll/matrix-no-such-import/invoices', body: { payrollIds: ['x-1'] } }) },
  'payroll.imports.negate': { kind: 'staff', passed: [404], request: () => ({ method: 'PUT', path: '/api/admin/imports/payroll/matrix-no-such-import/records/x-1/negate', body: {} }) },
  'payroll.imports.deleteFile': { kind: 'staff', passed: [404], request: () => ({ method: 'DELETE', path: '/api/admin/imports/payroll/matrix-no-such-import/records/x-1/PAYROLL_FILE' }) },
  'payroll.imports.release': { kind: 'staff', passed: [404], request: () => ({ method: 'POST', path: '/api/admin/imports/payroll/matrix-no-such-import/records/x-1/release' }) },
  // workforce: the employer routes need a company workspace (a person's own is 403, so the id case
  // is in test/integration/workforce.test.ts: another company's owner gets 40018/404). Staff act in
  // Acme; a mutation that uses a record up gets a fresh one per call.
  'workforce.companies.create': {
    kind: 'self',
    check: async (w, p) => {
      // The company is always the caller's own (the positive case, and its race, are in
      // workforce.test.ts with new people, so the demo personas' workspace lists stay as they are):
      // another's EIN is 40010 without naming its company, and the caller gains nothing.
      const before = await call('GET', '/api/workspaces', { session: w.sessions[p] });
      const hq = { address1: '1 Matrix Way', city: 'Albany', state: 'NY', zipCode: '12207' };
      const res = await call('POST', '/api/workforce/companies', {
        session: w.sessions[p],
        workspaceId: w.victimOf(p).workspaceId,
        body: { legalName: `Matrix ${p} LLC`, ein: '12-3456789', companyType: 'LLC', headquarter: hq },
      });
      expect(res.status).toBe(409);
      expect(res.body.systemCode).toBe(40010);
      expect(res.text).not.toContain(ACME_ID);
      const after = await call('GET', '/api/workspaces', { session: w.sessions[p] });
      expect(after.body.data).toEqual(before.body.data);
    },
  },
  // The exact-EIN lookup of the employment form: a company workspace only (names one company, never a list).
  'workforce.companies.byEin': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/workforce/companies/by-ein?ein=12-3456789' }) },
  'workforce.employments.mine': {
    kind: 'self',
    check: async (w, p) => {
      const own = await call('GET', '/api/workforce/my-employments', { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]) });
      expect(own.status).toBe(200);
      for (const e of own.body.data) expect(e.detailsId).toBe(personWorkspace(w.sessions[p]));
      const foreign = await call('GET', '/api/workforce/my-employments', { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId });
      expect(foreign.status).toBe(403);
      expect(foreign.body.data).toBeUndefined();
    },
  },
  // Employment invitations (docs/decisions/0019-employment-consent.md): only the named party answers,
  // in its own workspace; staff opening it cannot (employment-consent.test.ts), so these are 'self'.
  'workforce.invitations.list': {
    kind: 'self',
    check: async (w, p) => {
      const own = await call('GET', '/api/workforce/employment-invitations', { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]) });
      expect(own.status).toBe(200);
      for (const e of own.body.data) expect(e.detailsId).toBe(personWorkspace(w.sessions[p]));
      const foreign = await call('GET', '/api/workforce/employment-invitations', { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId });
      expect(foreign.status).toBe(403);
      expect(foreign.body.data).toBeUndefined();
    },
  },
  'workforce.invitations.accept': { kind: 'self', check: (w, p) => answerOfAnother(w, p, 'accept') },
  'workforce.invitations.decline': { kind: 'self', check: (w, p) => answerOfAnother(w, p, 'decline') },
  'workforce.employments.list': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/workforce/employments' }) },
  'workforce.employments.get': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: `/api/workforce/employments/${DEMO_IDS.johnEmployment}` }) },
  'workforce.employments.create': {
    kind: 'workspace',
    byId: false,
    request: () => ({ method: 'POST', path: '/api/workforce/employments', body: matrixEmployment() }),
  },
  'workforce.employments.update': {
    kind: 'workspace',
    byId: false,
    request: async (w, _v, caller) => {
      const id = isStaff(caller) ? await acmeEmployment(w) : DEMO_IDS.johnEmployment;
      const { details, type: _type, ...terms } = matrixEmployment();
      return { method: 'PUT', path: `/api/workforce/employments/${id}`, body: { ...terms, details: { name: details.name }, version: 0 } };
    },
  },
  'workforce.employments.status': {
    kind: 'workspace',
    byId: false,
    request: async (w, _v, caller) => ({
      method: 'POST',
      path: `/api/workforce/employments/${isStaff(caller) ? await acmeEmployment(w) : DEMO_IDS.johnEmployment}/status`,
      body: { status: 'ACTIVE' },
    }),
  },
  'workforce.permissions.list': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: `/api/workforce/employments/${DEMO_IDS.johnEmployment}/permissions` }) },
  'workforce.permissions.grant': {
    kind: 'workspace',
    byId: false,
    request: async (w, _v, caller) => ({
      method: 'POST',
      path: `/api/workforce/employments/${isStaff(caller) ? await acmeEmployment(w) : DEMO_IDS.johnEmployment}/permissions`,
      body: { permissionType: 'TIMESHEET_OPERATE' },
    }),
  },
  'workforce.permissions.revoke': {
    kind: 'workspace',
    byId: false,
    request: async (w, _v, caller) => {
      if (!isStaff(caller)) return { method: 'DELETE', path: `/api/workforce/employments/${DEMO_IDS.johnEmployment}/permissions/TIMESHEET_OPERATE.ALL` };
      const id = await acmeEmployment(w);
      const granted = await call('POST', `/api/workforce/employments/${id}/permissions`, { session: w.sessions.owner, workspaceId: ACME_ID, body: { permissionType: 'SICK_LEAVE_OPERATE' } });
      expect(granted.status, granted.text).toBe(201);
      return { method: 'DELETE', path: `/api/workforce/employments/${id}/permissions/SICK_LEAVE_OPERATE.ALL` };
    },
  },
  'workforce.projects.list': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/workforce/projects' }) },
  'workforce.projects.create': { kind: 'workspace', byId: false, request: () => ({ method: 'POST', path: '/api/workforce/projects', body: { title: 'Matrix project' } }) },
  'workforce.projects.update': {
    kind: 'workspace',
    byId: false,
    request: async (w, _v, caller) => {
      if (!isStaff(caller)) return { method: 'PUT', path: `/api/workforce/projects/${DEMO_IDS.acmeProject}`, body: { title: 'Mine', managerIds: [], version: 0 } };
      const made = await call('POST', '/api/workforce/projects', { session: w.sessions.owner, workspaceId: ACME_ID, body: { title: 'Matrix staff project' } });
      expect(made.status, made.text).toBe(201);
      return { method: 'PUT', path: `/api/workforce/projects/${made.body.id}`, body: { title: 'Matrix staff project 2', managerIds: [], version: 0 } };
    },
  },
  'workforce.branches.list': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/workforce/branches' }) },
  // bulk uploads: staff with an upload role (both demo staff). The rows create nothing, so the demo
  // data stays as seeded: Acme's EIN is a company already there (exists), and no company holds the
  // employment row's EIN (a row error); test/integration/uploads.test.ts creates records.
  'uploads.companies.rows': {
    kind: 'staff',
    request: () => ({
      method: 'POST',
      path: '/api/uploads/companies/rows',
      body: { fileName: 'matrix.csv', fileSha256: 'b'.repeat(64), rows: [{ rowNumber: 2, legalName: 'Acme Corp', ein: '12-3456789', companyType: 'LLC', address1: '1 Main Street', city: 'Albany', state: 'NY', zipCode: '12207' }] },
    }),
  },
  'uploads.employments.rows': {
    kind: 'staff',
    request: () => ({
      method: 'POST',
      path: '/api/uploads/employments/rows',
      body: { fileName: 'matrix.csv', fileSha256: 'b'.repeat(64), rows: [{ rowNumber: 2, employerEin: '00-0000001', type: 'STAFF', name: 'Matrix Person', email: 'matrix.upload@example.com', employmentStart: '2025-03-01', payType: 'HOUR_RATE', rate: '45' }] },
    }),
  },
};

/** A new employment body with an email nobody else uses (workforce rows). */
function matrixEmployment() {
  const email = `matrix.emp.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
  return { type: 'CONTRACTOR', details: { name: 'Matrix Worker', email }, employmentStart: '2025-01-01', payType: 'HOUR_RATE', rateCents: 100 };
}

/** A fresh employment of Acme, made by its owner, for one staff call that uses it up. */
async function acmeEmployment(w: TWorld): Promise<string> {
  const res = await call('POST', '/api/workforce/employments', { session: w.sessions.owner, workspaceId: ACME_ID, body: matrixEmployment() });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

/**
 * Another person's employment (John's, or Jane's for John) answered by the persona: from its own
 * workspace it names nobody there (40018), in the victim's workspace it is refused (403), and the
 * employment is unchanged.
 */
async function answerOfAnother(w: TWorld, p: TPersona, answer: 'accept' | 'decline') {
  const id = p === 'john' ? DEMO_IDS.janeEmployment : DEMO_IDS.johnEmployment;
  const path = `/api/workforce/employment-invitations/${id}/${answer}`;
  const own = await call('POST', path, { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]) });
  expect(own.status).toBe(404);
  expect(own.body.systemCode).toBe(40018);
  const foreign = await call('POST', path, { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId });
  expect(foreign.status).toBe(403);
  const stored = await call('GET', `/api/workforce/employments/${id}`, { session: w.sessions.owner, workspaceId: ACME_ID });
  expect(stored.body).toMatchObject({ consent: 'ACCEPTED' });
}

const isStaff = (p: TPersona) => STAFF.includes(p);
/** A staff session's own provider-employee workspace (the employee id). */
const staffWorkspace = (session: TSession) => session.workspaces.find((ws) => ws.type === 'SUBLIME_EMPLOYEE')!.id;
/** The user id a session's permission token names. */
const userIdOf = (session: TSession) => JSON.parse(Buffer.from(session.secondaryToken.split('.')[1]!, 'base64url').toString('utf8')).sub as string;
/** Another client persona, whose own records the caller must not reach. */
const victimPersona = (p: TPersona): TPersona => (p === 'owner' ? 'john' : 'owner');

/** A draft of the victim (payee) to its partner, made for one staff call that uses it up. */
async function freshDraft(b: TBillingVictim): Promise<string> {
  const log = await createLog(b.owner, b.owner.ws, b.partner.ws, b.serviceId);
  const res = await act(b.owner, 'POST', '/api/billing/invoices/drafts', { payerId: b.partner.ws, serviceLogIds: [log.id], invoiceDate: TODAY });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

/** A bill the victim (payer) owes its partner, made for one staff call that settles it. */
async function freshBill(b: TBillingVictim): Promise<string> {
  const service = await createService(b.partner, { name: 'Partner work' });
  return (await publishedInvoice(b.partner, b.owner.ws, service.id)).id;
}

/**
 * Billing's rows: every route acts in the workspace, and each record named by id belongs to the
 * victim and its partner only, so from the caller's own workspace it is not found.
 */
function billingRows(): Record<string, TRow> {
  const row = (byId: boolean, request: (v: TBillingVictim, caller: TPersona, w: TWorld) => TRequest | Promise<TRequest>): TRow => ({
    kind: 'workspace',
    byId,
    request: (w, victim, caller) => request(victim.billing, caller, w),
  });
  const draftBody = (b: TBillingVictim) => ({ payerId: b.partner.ws, serviceLogIds: [b.logId], invoiceDate: TODAY });
  return {
    'billing.services.list': row(false, () => ({ method: 'GET', path: '/api/billing/services' })),
    'billing.services.recent': row(false, (b) => ({ method: 'GET', path: `/api/billing/services/recent?counterpartyId=${b.partner.ws}` })),
    'billing.services.get': row(true, (b) => ({ method: 'GET', path: `/api/billing/services/${b.serviceId}` })),
    'billing.services.create': row(false, () => ({ method: 'POST', path: '/api/billing/services', body: { name: 'Matrix service', priceCents: 100 } })),
    'billing.services.update': row(true, (b) => ({
      method: 'PUT',
      path: `/api/billing/services/${b.serviceId}`,
      body: { name: 'Consulting', priceCents: 10_000 },
    })),
    'billing.services.disable': row(true, async (b, caller) => ({
      method: 'DELETE',
      path: `/api/billing/services/${isStaff(caller) ? (await createService(b.owner, { name: 'To disable' })).id : b.serviceId}`,
    })),
    'billing.contacts.search': row(false, () => ({ method: 'GET', path: '/api/billing/contacts?query=a' })),
    'billing.contacts.recent': row(false, () => ({ method: 'GET', path: '/api/billing/contacts/recent?side=INVOICE' })),
    'billing.contacts.create': row(false, () => ({
      method: 'POST',
      path: '/api/billing/contacts',
      body: { name: 'Matrix contact', email: `matrix.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com` },
    })),
    'billing.locations.list': row(false, (b) => ({ method: 'GET', path: `/api/billing/locations?executorId=${b.owner.ws}&contactId=${b.partner.ws}` })),
    'billing.locations.create': row(false, (b) => ({
      method: 'POST',
      path: '/api/billing/locations',
      body: { executorId: b.owner.ws, contactId: b.partner.ws, address: { address1: '1 Matrix Way', city: 'Albany', state: 'NY', zipCode: '12207' } },
    })),
    'billing.logs.list': row(false, () => ({ method: 'GET', path: '/api/billing/service-logs?side=CONTRACTOR' })),
    'billing.logs.free': row(false, (b) => ({ method: 'GET', path: `/api/billing/service-logs/free?payeeId=${b.owner.ws}&payerId=${b.partner.ws}` })),
    'billing.logs.get': row(true, (b) => ({ method: 'GET', path: `/api/billing/service-logs/${b.logId}` })),
    'billing.logs.create': row(false, (b) => ({ method: 'POST', path: '/api/billing/service-logs', body: logBody(b.owner.ws, b.partner.ws, b.serviceId) })),
    'billing.logs.update': row(true, (b) => ({
      method: 'PUT',
      path: `/api/billing/service-logs/${b.logId}`,
      body: logBody(b.owner.ws, b.partner.ws, b.serviceId, { description: 'Changed' }),
    })),
    'billing.logs.disable': row(true, async (b, caller) => ({
      method: 'DELETE',
      path: `/api/billing/service-logs/${isStaff(caller) ? (await createLog(b.owner, b.owner.ws, b.partner.ws, b.serviceId)).id : b.logId}`,
    })),
    'invoices.list': row(false, () => ({ method: 'GET', path: '/api/billing/invoices?excludeStatus=DRAFT&size=10' })),
    'invoices.summary': row(false, () => ({ method: 'GET', path: '/api/billing/invoices/summary' })),
    'invoices.get': row(true, (b) => ({ method: 'GET', path: `/api/billing/invoices/${b.invoiceId}` })),
    'invoices.create': row(false, async (b, caller) => ({
      method: 'POST',
      path: '/api/billing/invoices',
      body: isStaff(caller)
        ? { ...draftBody(b), serviceLogIds: [(await createLog(b.owner, b.owner.ws, b.partner.ws, b.serviceId)).id] }
        : draftBody(b),
    })),
    'invoices.drafts.create': row(false, async (b, caller) => ({
      method: 'POST',
      path: '/api/billing/invoices/drafts',
      body: isStaff(caller)
        ? { ...draftBody(b), serviceLogIds: [(await createLog(b.owner, b.owner.ws, b.partner.ws, b.serviceId)).id] }
        : draftBody(b),
    })),
    'invoices.drafts.update': row(true, async (b, caller) => {
      if (!isStaff(caller)) return { method: 'PUT', path: `/api/billing/invoices/drafts/${b.draftId}`, body: draftBody(b) };
      const id = await freshDraft(b);
      const log = await createLog(b.owner, b.owner.ws, b.partner.ws, b.serviceId);
      return { method: 'PUT', path: `/api/billing/invoices/drafts/${id}`, body: { ...draftBody(b), serviceLogIds: [log.id], dueDays: 14 } };
    }),
    'invoices.drafts.publish': row(true, async (b, caller) => ({
      method: 'POST',
      path: `/api/billing/invoices/drafts/${isStaff(caller) ? await freshDraft(b) : b.draftId}/publish`,
    })),
    'invoices.drafts.delete': row(true, async (b, caller) => ({
      method: 'DELETE',
      path: `/api/billing/invoices/drafts/${isStaff(caller) ? await freshDraft(b) : b.draftId}`,
    })),
    'invoices.bills.list': row(false, () => ({ method: 'GET', path: '/api/billing/bills' })),
    'invoices.bills.summary': row(false, () => ({ method: 'GET', path: '/api/billing/bills/summary' })),
    'invoices.bills.create': row(false, async (b, caller) => {
      // The victim bills itself for its partner's free logs.
      const service = await createService(b.partner, { name: 'Partner hours' });
      const log = isStaff(caller) ? await createLog(b.partner, b.partner.ws, b.owner.ws, service.id) : { id: b.logId };
      return { method: 'POST', path: '/api/billing/bills', body: { payeeId: b.partner.ws, serviceLogIds: [log.id], invoiceDate: TODAY } };
    }),
    'invoices.bills.paid': row(true, async (b, caller) => ({
      method: 'PUT',
      path: `/api/billing/bills/${isStaff(caller) ? await freshBill(b) : b.billId}/complete`,
    })),
    'invoices.bills.void': row(true, async (b, caller) => ({
      method: 'PUT',
      path: `/api/billing/bills/${isStaff(caller) ? await freshBill(b) : b.billId}/decline`,
    })),
    'invoices.documents.download': row(true, (b) => ({ method: 'GET', path: `/api/billing/documents/${b.documentId}` })),
  };
}

/** A new person and a new company (owned by a new person), the subjects staff act for in profile rows. */
let profileSubjects: Promise<{ person: TActor; company: TActor; branchId: string; accountId: string }> | undefined;
function profileSubjectsOf(w: TWorld) {
  profileSubjects ??= (async () => {
    const person = await newPerson('Matrix', 'Profile');
    const founder = await newPerson('Matrix', 'Founder');
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
    const hq = { address1: '1 Matrix Way', city: 'Albany', state: 'NY', zipCode: '12207' };
    const created = await act(founder, 'POST', '/api/workforce/companies', { legalName: 'Matrix Profile LLC', ein: `${digits(2)}-${digits(7)}`, companyType: 'LLC', headquarter: hq });
    expect(created.status, created.text).toBe(201);
    const company = { session: w.sessions.admin, ws: created.body.id as string };
    const branch = await act(company, 'POST', '/api/profile/branches', profileOffice('Matrix branch'));
    expect(branch.status, branch.text).toBe(201);
    const account = await act({ session: w.sessions.admin, ws: person.ws }, 'POST', '/api/profile/bank-accounts', profileAccount());
    expect(account.status, account.text).toBe(201);
    return { person: { session: w.sessions.admin, ws: person.ws }, company, branchId: branch.body.id as string, accountId: account.body.id as string };
  })();
  return profileSubjects;
}

/** One EIN per run for the subject company's saves (the founder's own is random too). */
const profileEin = `9${Math.floor(Math.random() * 10)}-${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const profileUs = { kind: 'US', address1: '1 Matrix Way', city: 'Albany', state: 'NY', zipCode: '12207' };
const profileOffice = (title: string) => ({ title, legalAddress: profileUs, actualAddress: profileUs, mailingAddress: {}, registrationAgentAddress: {} });
const profileAccount = (holderType = 'individual') => ({
  bankName: 'Matrix Bank', accountType: 'checking', holderType, routingNumber: '021000021',
  accountNumber: Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join(''),
});

/** A document file uploaded into the actor's workspace (bank statements, tax returns): its id. */
async function profileFile(a: TActor): Promise<string> {
  const bytes = Buffer.from('%PDF-1.4 matrix');
  const up = await act(a, 'POST', '/api/files', { fileName: 'matrix.pdf', contentType: 'application/pdf', size: bytes.length });
  expect(up.status, up.text).toBe(201);
  expect((await fetch(up.body.uploadUrl, { method: 'PUT', headers: up.body.headers, body: bytes })).status).toBe(200);
  expect((await act(a, 'POST', `/api/files/${up.body.file.id}/complete`)).status).toBe(200);
  return up.body.file.id as string;
}
/** A new month for each statement the matrix makes (one statement per account and month). */
let statementMonth = 0;
const nextStatementPeriod = () => {
  const m = statementMonth++;
  return `${2016 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
};

function profileRows(): Record<string, TRow> {
  type TSubjects = Awaited<ReturnType<typeof profileSubjectsOf>>;
  type TProfileRequest = (s: TSubjects, caller: TPersona) => TRequest | Promise<TRequest>;
  const row = (kind: 'PERSON' | 'COMPANY' | 'EITHER', id: string, request: TProfileRequest, byId?: 'branch' | 'account'): TRow => ({
    kind: 'self',
    check: async (w, p) => {
      const s = await profileSubjectsOf(w);
      const session = w.sessions[p];
      const own = personWorkspace(session);
      // Another client's workspace of the route's kind.
      const foreignWs = kind === 'COMPANY' ? (p === 'owner' ? s.company.ws : ACME_ID) : personWorkspace(w.sessions[victimPersona(p)]);
      const req = await request(s, p);
      const foreign = await call(req.method, req.path, { session, body: req.body, workspaceId: foreignWs });
      expect(foreign.status, foreign.text).toBe(403);
      expect(foreign.body.systemCode).toBe(40011);
      expect(foreign.body.data).toBeUndefined();
      expect(foreign.text).not.toContain(foreignWs);
      if (byId === 'account') {
        // The subject's account id from the caller's own workspace: not found there.
        const mine = await call(req.method, req.path, { session, body: req.body, workspaceId: own });
        expect(mine.status, mine.text).toBe(404);
        expect(mine.text).not.toContain(s.person.ws);
      }
      if (byId === 'branch' && p === 'owner') {
        const mine = await call(req.method, req.path, { session, body: req.body, workspaceId: ACME_ID });
        expect(mine.status, mine.text).toBe(404);
        expect(mine.text).not.toContain(s.company.ws);
      }
      if (p !== 'john') return;
      const route = ROUTES.find((r) => r.id === id)!;
      const subject = kind === 'COMPANY' ? s.company.ws : s.person.ws;
      for (const staff of STAFF) {
        const staffReq = await request(s, staff);
        const res = await call(staffReq.method, staffReq.path, { session: w.sessions[staff], body: staffReq.body, workspaceId: subject });
        expect(res.status, `${id} by ${staff}: ${res.text}`).toBeLessThan(300);
        if (route.method !== 'GET') {
          const events = await auditEvents(subject);
          const mine = events.find((e) => e.producer.email === w.sessions[staff].email && e.event === route.audit);
          expect(mine?.actingFor).toBe(subject);
        }
      }
    },
  });
  const get = (path: string) => () => ({ method: 'GET', path });
  const ssn = () => `${Math.floor(100 + Math.random() * 800)}-${Math.floor(10 + Math.random() * 89)}-${Math.floor(1000 + Math.random() * 8999)}`;
  return {
    'profile.person.get': row('PERSON', 'profile.person.get', get('/api/profile/person')),
    'profile.person.update': row('PERSON', 'profile.person.update', () => ({
      method: 'PUT', path: '/api/profile/person', body: { firstName: 'Matrix', lastName: 'Profile', tinType: 'SSN', ssn: ssn() },
    })),
    'profile.address.get': row('PERSON', 'profile.address.get', get('/api/profile/address')),
    'profile.address.update': row('PERSON', 'profile.address.update', () => ({ method: 'PUT', path: '/api/profile/address', body: profileUs })),
    'profile.marital.get': row('PERSON', 'profile.marital.get', get('/api/profile/marital')),
    'profile.marital.update': row('PERSON', 'profile.marital.update', () => ({ method: 'PUT', path: '/api/profile/marital', body: { maritalStatus: 'SINGLE' } })),
    'profile.documents.list': row('PERSON', 'profile.documents.list', get('/api/profile/documents')),
    'profile.documents.get': row('PERSON', 'profile.documents.get', get('/api/profile/documents/greencard')),
    'profile.documents.update': row('PERSON', 'profile.documents.update', () => ({ method: 'PUT', path: '/api/profile/documents/greencard', body: { number: 'MTX1234567' } })),
    'profile.company.get': row('COMPANY', 'profile.company.get', get('/api/profile/company')),
    'profile.company.update': row('COMPANY', 'profile.company.update', () => ({
      method: 'PUT', path: '/api/profile/company', body: { legalName: 'Matrix Profile LLC', companyType: 'LLC', ein: profileEin },
    })),
    'profile.headquarter.get': row('COMPANY', 'profile.headquarter.get', get('/api/profile/headquarter')),
    'profile.headquarter.update': row('COMPANY', 'profile.headquarter.update', () => ({ method: 'PUT', path: '/api/profile/headquarter', body: profileOffice('Matrix HQ') })),
    'profile.branches.list': row('COMPANY', 'profile.branches.list', get('/api/profile/branches')),
    'profile.branches.get': row('COMPANY', 'profile.branches.get', (s) => ({ method: 'GET', path: `/api/profile/branches/${s.branchId}` }), 'branch'),
    'profile.branches.create': row('COMPANY', 'profile.branches.create', () => ({ method: 'POST', path: '/api/profile/branches', body: profileOffice('Matrix new branch') })),
    'profile.branches.update': row('COMPANY', 'profile.branches.update', (s) => ({
      method: 'PUT', path: `/api/profile/branches/${s.branchId}`, body: profileOffice('Matrix branch'),
    }), 'branch'),
    'profile.branches.delete': row('COMPANY', 'profile.branches.delete', async (s, caller) => {
      if (!isStaff(caller)) return { method: 'DELETE', path: `/api/profile/branches/${s.branchId}` };
      // A staff delete uses a branch up: each gets one of its own.
      const made = await act(s.company, 'POST', '/api/profile/branches', profileOffice('Matrix branch to delete'));
      expect(made.status, made.text).toBe(201);
      return { method: 'DELETE', path: `/api/profile/branches/${made.body.id}` };
    }, 'branch'),
    'profile.shareholders.get': row('COMPANY', 'profile.shareholders.get', get('/api/profile/shareholders')),
    'profile.shareholders.update': row('COMPANY', 'profile.shareholders.update', () => ({
      method: 'PUT', path: '/api/profile/shareholders', body: { shareholders: [{ name: 'Matrix Holder', sharePercent: 100 }] },
    })),
    'profile.bankAccounts.list': row('EITHER', 'profile.bankAccounts.list', get('/api/profile/bank-accounts')),
    'profile.bankAccounts.get': row('EITHER', 'profile.bankAccounts.get', (s) => ({ method: 'GET', path: `/api/profile/bank-accounts/${s.accountId}` }), 'account'),
    'profile.bankAccounts.create': row('EITHER', 'profile.bankAccounts.create', () => ({ method: 'POST', path: '/api/profile/bank-accounts', body: profileAccount() })),
    'profile.bankAccounts.update': row('EITHER', 'profile.bankAccounts.update', (s) => ({
      method: 'PUT', path: `/api/profile/bank-accounts/${s.accountId}`, body: profileAccount(),
    }), 'account'),
    'profile.bankAccounts.delete': row('EITHER', 'profile.bankAccounts.delete', async (s, caller) => {
      if (!isStaff(caller)) return { method: 'DELETE', path: `/api/profile/bank-accounts/${s.accountId}` };
      // A staff delete uses an account up: each gets one of its own.
      const made = await act(s.person, 'POST', '/api/profile/bank-accounts', profileAccount());
      expect(made.status, made.text).toBe(201);
      return { method: 'DELETE', path: `/api/profile/bank-accounts/${made.body.id}` };
    }, 'account'),
    'profile.bankStatements.list': row('EITHER', 'profile.bankStatements.list', get('/api/profile/bank-statements')),
    // Staff request a statement (no file: REQUESTED); a client's call is refused before its body matters.
    'profile.bankStatements.create': row('EITHER', 'profile.bankStatements.create', (s) => ({
      method: 'POST', path: '/api/profile/bank-statements', body: { accountId: s.accountId, period: nextStatementPeriod() },
    })),
    'profile.bankStatements.update': row('EITHER', 'profile.bankStatements.update', async (s, caller) => {
      if (!isStaff(caller)) return { method: 'PUT', path: '/api/profile/bank-statements/none', body: { status: 'PROCESSED' } };
      const made = await act(s.person, 'POST', '/api/profile/bank-statements', { accountId: s.accountId, period: nextStatementPeriod(), fileId: await profileFile(s.person) });
      expect(made.status, made.text).toBe(201);
      return { method: 'PUT', path: `/api/profile/bank-statements/${made.body.id}`, body: { status: 'PROCESSED' } };
    }),
    'profile.otherBankProducts.list': row('EITHER', 'profile.otherBankProducts.list', get('/api/profile/other-bank-products')),
    'profile.otherBankProducts.create': row('EITHER', 'profile.otherBankProducts.create', () => ({
      method: 'POST', path: '/api/profile/other-bank-products', body: { bankName: 'Matrix Bank', productType: 'CREDIT_CARD', holderType: 'individual', last4: '1234' },
    })),
    'profile.otherBankProducts.delete': row('EITHER', 'profile.otherBankProducts.delete', async (s, caller) => {
      if (!isStaff(caller)) return { method: 'DELETE', path: '/api/profile/other-bank-products/none' };
      const made = await act(s.person, 'POST', '/api/profile/other-bank-products', { bankName: 'Matrix Bank', productType: 'LOAN', holderType: 'individual', last4: '4321' });
      expect(made.status, made.text).toBe(201);
      return { method: 'DELETE', path: `/api/profile/other-bank-products/${made.body.id}` };
    }),
    'profile.taxReturns.list': row('COMPANY', 'profile.taxReturns.list', get('/api/profile/business-tax-returns')),
    'profile.taxReturns.create': row('COMPANY', 'profile.taxReturns.create', async (s, caller) => ({
      method: 'POST', path: '/api/profile/business-tax-returns', body: { year: 2024, fileId: isStaff(caller) ? await profileFile(s.company) : 'none' },
    })),
    'profile.taxReturns.delete': row('COMPANY', 'profile.taxReturns.delete', async (s, caller) => {
      if (!isStaff(caller)) return { method: 'DELETE', path: '/api/profile/business-tax-returns/none' };
      const made = await act(s.company, 'POST', '/api/profile/business-tax-returns', { year: 2023, fileId: await profileFile(s.company) });
      expect(made.status, made.text).toBe(201);
      return { method: 'DELETE', path: `/api/profile/business-tax-returns/${made.body.id}` };
    }),
  };
}

/**
 * Signable documents. The sender's routes act in a COMPANY workspace: clients are refused in
 * another's (the id case, another company's owner getting 404, is in signable.test.ts), and staff
 * act for Acme on a document of its own made per call. The signed-in signer's routes answer only
 * for documents sent to the caller's own email: another's is the neutral invalid_public_link.
 * The /api/sign routes and verification are public: a link's 192-bit id is the credential.
 */
/**
 * The timesheet (issue 15): a client reaches no other client's employment; staff act in Acme's
 * workspace on John's employment (an Acme STAFF employment), yesterday evening, after the demo's
 * periods and its closed pay period, each in a slot of its own. From John's own workspace the victim
 * resource is Jane's (Acme's contractor): John's own employment is rightly his.
 */
function timesheetRows(): Record<string, TRow> {
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const employmentFor = (caller: TPersona) => (caller === 'john' ? DEMO_IDS.janeEmployment : DEMO_IDS.johnEmployment);
  let slot = 0;
  /** Yesterday, 18:00 onwards, ten minutes a slot: a period of five minutes no other touches. */
  const nextSlot = () => {
    const minutes = 18 * 60 + 10 * (slot += 1);
    const at = (m: number) => `${daysAgo(1)}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { date: daysAgo(1), start: at(minutes), end: at(minutes + 5) };
  };
  /** A fresh REGULAR period of John's, made by a staff caller in Acme's workspace. */
  const freshRecord = async (w: TWorld, caller: TPersona) => {
    const s = nextSlot();
    const made = await call('POST', `/api/timesheet/employments/${DEMO_IDS.johnEmployment}/records`, {
      session: w.sessions[caller], workspaceId: ACME_ID, body: { workPeriodStart: s.start, workPeriodEnd: s.end },
    });
    expect(made.status, made.text).toBe(201);
    return { id: made.body.id as string, date: s.date, start: s.start };
  };
  const keeper = (request: (w: TWorld, caller: TPersona) => TRequest | Promise<TRequest>): TRow => ({
    kind: 'workspace',
    byId: true,
    request: (w, _v, caller) => request(w, caller),
  });
  const timer = (path: 'start' | 'stop'): TRow => ({
    kind: 'self',
    check: async (w, p) => {
      const victim = await call('POST', `/api/timesheet/employments/${employmentFor(p)}/${path}`, { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]), body: {} });
      expect(victim.status, victim.text).toBe(404);
      expect(victim.body.systemCode).toBe(40018);
      const foreign = await call('POST', `/api/timesheet/employments/${DEMO_IDS.johnEmployment}/${path}`, { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId, body: {} });
      expect(foreign.status).toBe(403);
    },
  });
  return {
    'timesheet.assignments': {
      kind: 'self',
      check: async (w, p) => {
        const res = await call('GET', '/api/timesheet/assignments', { session: w.sessions[p], workspaceId: personWorkspace(w.sessions[p]) });
        expect(res.status, res.text).toBe(200);
        const ids = res.body.data.map((a: { employmentId: string }) => a.employmentId);
        expect(ids).toEqual(p === 'john' ? [DEMO_IDS.johnEmployment] : []);
        expect((await call('GET', '/api/timesheet/assignments', { session: w.sessions[p], workspaceId: w.victimOf(p).workspaceId })).status).toBe(403);
      },
    },
    'timesheet.start': timer('start'),
    'timesheet.stop': timer('stop'),
    'timesheet.days': keeper((_w, caller) => ({ method: 'GET', path: `/api/timesheet/employments/${employmentFor(caller)}/days?startDate=${daysAgo(7)}&endDate=${daysAgo(1)}` })),
    'timesheet.records.create': keeper((_w, caller) => {
      const s = nextSlot();
      return { method: 'POST', path: `/api/timesheet/employments/${employmentFor(caller)}/records`, body: { workPeriodStart: s.start, workPeriodEnd: s.end } };
    }),
    'timesheet.records.update': keeper(async (w, caller) => {
      const r = STAFF.includes(caller) ? await freshRecord(w, caller) : { id: '20260101-01KAZZACME00000000EMPJANE1XX', start: `${daysAgo(1)}T09:00` };
      return { method: 'PUT', path: `/api/timesheet/employments/${employmentFor(caller)}/records/${r.id}`, body: { workPeriodStart: r.start, workPeriodEnd: `${r.start.slice(0, 14)}${String(Number(r.start.slice(14)) + 2).padStart(2, '0')}` } };
    }),
    'timesheet.records.delete': keeper(async (w, caller) => {
      const r = STAFF.includes(caller) ? await freshRecord(w, caller) : { id: '20260101-01KAZZACME00000000EMPJANE1XX' };
      return { method: 'DELETE', path: `/api/timesheet/employments/${employmentFor(caller)}/records/${r.id}` };
    }),
    'timesheet.company': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: `/api/timesheet/company?startDate=${daysAgo(7)}&endDate=${daysAgo(1)}` }) },
    'timesheet.payPeriods.list': { kind: 'workspace', byId: false, request: () => ({ method: 'GET', path: '/api/timesheet/pay-periods' }) },
    // Each staff call closes a later period of Acme's: the days right after the demo's closed weeks
    // (through the Saturday two weeks back, in New York: scripts/local/seed-timesheet.ts), well before
    // yesterday, whatever the weekday.
    'timesheet.payPeriods.close': {
      kind: 'workspace',
      byId: false,
      request: (_w, _v, caller) => {
        const demoClosedThrough = addDays(weekStartOf(localDate(Date.now(), 'America/New_York'), 0), -8);
        return { method: 'POST', path: '/api/timesheet/pay-periods', body: { startDate: daysAgo(40), endDate: addDays(demoClosedThrough, caller === 'admin' ? 2 : 3) } };
      },
    },
  };
}

function documentsRows(): Record<string, TRow> {
  const acmeDocument = async (w: TWorld, opts: { send?: boolean } = {}) => {
    const owner = { session: w.sessions.owner, ws: ACME_ID };
    if (!opts.send) {
      const fileId = await uploadFile(owner, await makePdf(1, 'Matrix letter'));
      const created = await act(owner, 'POST', '/api/documents/signable', { title: 'Matrix letter', fileId });
      expect(created.status, created.text).toBe(201);
      return created.body as { id: string; version: number };
    }
    return sentDocument(owner, [{ id: 'm1', name: 'Matrix Signer', email: uniqueEmail('matrix') }], 'Matrix letter');
  };
  const sender = (request: (w: TWorld, caller: TPersona) => TRequest | Promise<TRequest>): TRow => ({
    kind: 'workspace',
    byId: false,
    request: (w, _v, caller) => request(w, caller),
  });
  const fresh = (caller: TPersona) => STAFF.includes(caller);
  const own = (method: string, path: (id: string) => string, body?: unknown): TRow => ({
    kind: 'self',
    check: async (w, p) => {
      const doc = await sentDocument({ session: w.sessions.owner, ws: ACME_ID }, [{ id: 'x1', name: 'Someone Else', email: uniqueEmail('else') }], 'Matrix letter');
      const res = await call(method, path(doc.id), { session: w.sessions[p], body });
      expect(res.status).toBe(400);
      expect(res.body.systemCode).toBe('invalid_public_link');
      expect(res.text).not.toContain('Matrix letter');
    },
  });
  return {
    'documents.signable.create': sender(async (w, caller) => {
      if (!fresh(caller)) return { method: 'POST', path: '/api/documents/signable', body: { title: 'Matrix', fileId: 'nope' } };
      return { method: 'POST', path: '/api/documents/signable', body: { title: 'Matrix', fileId: await uploadFile({ session: w.sessions[caller], ws: ACME_ID }, await makePdf(1)) } };
    }),
    'documents.signable.list': sender(() => ({ method: 'GET', path: '/api/documents/signable' })),
    'documents.signable.get': sender(async (w, caller) => ({ method: 'GET', path: `/api/documents/signable/${fresh(caller) ? (await acmeDocument(w)).id : 'x'}` })),
    'documents.signable.update': sender(async (w, caller) => ({
      method: 'PUT',
      path: `/api/documents/signable/${fresh(caller) ? (await acmeDocument(w)).id : 'x'}`,
      body: { version: 0, title: 'Matrix letter', linkDays: 5, signers: [], labels: [] },
    })),
    'documents.signable.send': sender(async (w, caller) => {
      if (!fresh(caller)) return { method: 'POST', path: '/api/documents/signable/x/send' };
      const owner = { session: w.sessions.owner, ws: ACME_ID };
      const doc = await acmeDocument(w);
      const label = { id: 'l1', type: 'SIGNATURE', requirement: 'REQUIRED', pageNumber: 1, relativePosX: 0.1, relativePosY: 0.1, relativeHeight: 0.05, signerId: 'm1' };
      await act(owner, 'PUT', `/api/documents/signable/${doc.id}`, { version: 0, title: 'Matrix letter', linkDays: 5, signers: [{ id: 'm1', name: 'Matrix Signer', email: uniqueEmail('matrix') }], labels: [label] });
      return { method: 'POST', path: `/api/documents/signable/${doc.id}/send` };
    }),
    'documents.signable.remind': sender(async (w, caller) => ({
      method: 'POST', path: `/api/documents/signable/${fresh(caller) ? (await acmeDocument(w, { send: true })).id : 'x'}/signers/m1/remind`,
    })),
    'documents.signable.cancel': sender(async (w, caller) => ({ method: 'POST', path: `/api/documents/signable/${fresh(caller) ? (await acmeDocument(w)).id : 'x'}/cancel` })),
    'documents.signable.download': sender(async (w, caller) => ({ method: 'GET', path: `/api/documents/signable/${fresh(caller) ? (await acmeDocument(w)).id : 'x'}/download?kind=original` })),
    'documents.own.list': {
      kind: 'self',
      check: async (w, p) => {
        const doc = await sentDocument({ session: w.sessions.owner, ws: ACME_ID }, [{ id: 'x1', name: 'Someone Else', email: uniqueEmail('else') }], 'Matrix letter');
        const res = await call('GET', '/api/documents/own', { session: w.sessions[p] });
        expect(res.status).toBe(200);
        expect(res.text).not.toContain(doc.id);
      },
    },
    'documents.own.open': own('GET', (id) => `/api/documents/own/${id}`),
    'documents.own.consent': own('POST', (id) => `/api/documents/own/${id}/consent`, consentBody),
    'documents.own.sign': own('POST', (id) => `/api/documents/own/${id}/sign`, { values: [{ labelId: 'sig-x1', ...signature }] }),
    'documents.own.decline': own('POST', (id) => `/api/documents/own/${id}/decline`, { reason: 'Not mine' }),
    'documents.public.open': { kind: 'public', why: "acts only through the signer's unguessable link (192 random bits), rate-limited" },
    'documents.public.consent': { kind: 'public', why: "acts only through the signer's unguessable link, rate-limited" },
    'documents.public.sign': { kind: 'public', why: "acts only through the signer's unguessable link, on the signer's own boxes" },
    'documents.public.decline': { kind: 'public', why: "acts only through the signer's unguessable link, rate-limited" },
    'documents.verify': { kind: 'public', why: "answers only for a completed file's hash: signers' names and times, nothing else" },
    'documents.forms.create': sender(() => ({ method: 'POST', path: '/api/forms', body: { kind: 'W9', variant: 'PERSON', name: 'Matrix Contractor', email: uniqueEmail('w9') } })),
    'documents.forms.list': sender(() => ({ method: 'GET', path: '/api/forms?kind=W9' })),
    'documents.forms.get': sender(async (w, caller) => ({ method: 'GET', path: `/api/forms/${fresh(caller) ? (await acmeForm(w)).id : 'x'}` })),
    'documents.forms.cancel': sender(async (w, caller) => ({ method: 'POST', path: `/api/forms/${fresh(caller) ? (await acmeForm(w)).id : 'x'}/cancel` })),
    'documents.forms.public.open': { kind: 'public', why: "acts only through the form's unguessable link (192 random bits), rate-limited" },
    'documents.forms.public.w9': { kind: 'public', why: "acts only through the form's unguessable link, once; the answers go to the asking company" },
    'documents.forms.public.w4': { kind: 'public', why: "acts only through the form's unguessable link, once; the answers go to the asking employer" },
    'documents.forms.public.it2104': { kind: 'public', why: "acts only through the form's unguessable link, once; the answers go to the asking employer" },
    'documents.forms.public.w8ben': { kind: 'public', why: "acts only through the form's unguessable link, once; the answers go to the asking company" },
    'documents.forms.public.f8822b': { kind: 'public', why: "acts only through the form's unguessable link, once; the answers go to the asking company" },
    'documents.forms.public.i9': { kind: 'public', why: "acts only through the form's unguessable link, once; the answers go to the asking employer" },
    // A staff call acts for Acme on an I-9 of its own whose employee signed Section 1.
    'documents.forms.i9Section2': sender(async (w, caller) => ({
      method: 'POST',
      path: `/api/forms/${fresh(caller) ? await acmeI9AwaitingEmployer(w) : 'x'}/i9-section2`,
      body: { answers: I9_SECTION2 },
    })),
    'documents.formTemplates.list': { kind: 'staff', staff: ['admin'], request: () => ({ method: 'GET', path: '/api/form-templates' }) },
    // A client's refusal comes before the body is read; the staff row's call is refused as invalid, changing nothing.
    'documents.formTemplates.set': { kind: 'staff', staff: ['admin'], passed: [400], request: () => ({ method: 'PUT', path: '/api/form-templates/W9', body: { fileName: 'x.pdf', contentBase64: 'eA==', fields: {}, signatureField: 'x' } }) },
    'documents.formTemplates.delete': { kind: 'staff', staff: ['admin'], passed: [404], request: () => ({ method: 'DELETE', path: '/api/form-templates/IT2104' }) },
  };
}

/** A W-9 request of Acme's, made by its owner. */
async function acmeForm(w: TWorld): Promise<{ id: string }> {
  const res = await act({ session: w.sessions.owner, ws: ACME_ID }, 'POST', '/api/forms', { kind: 'W9', variant: 'PERSON', name: 'Matrix Contractor', email: uniqueEmail('w9') });
  expect(res.status, res.text).toBe(201);
  return (res.body as { form: { id: string } }).form;
}

/** An I-9 of Acme's for John's employment whose Section 1 the employee answered and signed. */
async function acmeI9AwaitingEmployer(w: TWorld): Promise<string> {
  const owner = { session: w.sessions.owner, ws: ACME_ID };
  const res = await act(owner, 'POST', '/api/forms', { kind: 'I9', variant: 'PERSON', name: 'Matrix Hire', email: uniqueEmail('i9'), employmentId: DEMO_IDS.johnEmployment });
  expect(res.status, res.text).toBe(201);
  const publicId = (res.body as { url: string }).url.split('/').pop()!;
  const submitted = await call('POST', `/api/public/forms/${publicId}/i9`, { body: { answers: I9_SECTION1 } });
  expect(submitted.status, submitted.text).toBe(200);
  const signId = submitted.body.signPublicId as string;
  const view = await call('GET', `/api/sign/${signId}`);
  expect((await call('POST', `/api/sign/${signId}/consent`, { body: consentBody })).status).toBe(200);
  expect((await call('POST', `/api/sign/${signId}/sign`, { body: { values: [{ labelId: view.body.labels[0].id, ...signature }] } })).status).toBe(200);
  return (res.body as { form: { id: string } }).form.id;
}

/** The ids a refusal must not echo: the victim's file and its billing records. */
function victimIds(victim: TVictim): string[] {
  const b = victim.billing;
  return [victim.fileId, b.serviceId, b.logId, b.invoiceId, b.documentId, b.draftId, b.billId, b.partner.ws];
}

function expectNothingLeaked(res: TResponse, victim: TVictim) {
  expect([403, 404]).toContain(res.status);
  expect(res.body.systemCode).toBeDefined();
  for (const id of victimIds(victim)) expect(res.text).not.toContain(id);
  expect(res.body.data).toBeUndefined();
}

/**
 * Billing records of a victim workspace and a new partner linked to it by an accepted contractor
 * employment (the one link between two accounts): a person contracting for a victim company, or a
 * new company the victim person contracts for.
 */
async function billingVictim(owner: TActor): Promise<TBillingVictim> {
  let partner: TActor;
  if (owner.ws.startsWith('c_')) {
    const person = await newPerson('Matrix', 'Partner');
    await hireContractor(owner, person);
    partner = person;
  } else {
    partner = await contractingCompany({ ...owner, email: owner.session.email }, 'Matrix Partner LLC');
  }
  const service = await createService(owner, { name: 'Consulting', priceCents: 10_000 });
  const log = await createLog(owner, owner.ws, partner.ws, service.id);
  const invoice = await publishedInvoice(owner, partner.ws, service.id);
  const draftLog = await createLog(owner, owner.ws, partner.ws, service.id);
  const draft = await act(owner, 'POST', '/api/billing/invoices/drafts', { payerId: partner.ws, serviceLogIds: [draftLog.id], invoiceDate: TODAY });
  expect(draft.status, draft.text).toBe(201);
  const partnerService = await createService(partner, { name: 'Partner work' });
  const bill = await publishedInvoice(partner, owner.ws, partnerService.id);
  return {
    owner,
    partner,
    serviceId: service.id,
    logId: log.id,
    invoiceId: invoice.id,
    documentId: invoice.document!.id,
    draftId: draft.body.id,
    billId: bill.id,
  };
}

let world: TWorld;

beforeAll(async () => {
  const personas: TPersona[] = [...CLIENTS, ...STAFF];
  const sessions = Object.fromEntries(await Promise.all(personas.map(async (p) => [p, await as(p)] as const))) as Record<TPersona, TSession>;
  // A real file in each victim workspace: Acme's (the owner's company) and the owner's person space.
  const fileIn = async (session: TSession, workspaceId: string) => {
    const bytes = Buffer.from('%PDF');
    const res = await call('POST', '/api/files', { session, workspaceId, body: { fileName: 'payroll.pdf', contentType: 'application/pdf', size: bytes.length } });
    expect(res.status).toBe(201);
    const put = await fetch(res.body.uploadUrl, { method: 'PUT', headers: res.body.headers, body: bytes });
    expect(put.status).toBe(200);
    expect((await call('POST', `/api/files/${res.body.file.id}/complete`, { session, workspaceId })).status).toBe(200);
    return res.body.file.id as string;
  };
  const ownerPerson = personWorkspace(sessions.owner);
  const johnPerson = personWorkspace(sessions.john);
  const victims: Record<'acme' | 'ownerPerson' | 'johnPerson', TVictim> = {
    acme: {
      workspaceId: ACME_ID,
      fileId: await fileIn(sessions.owner, ACME_ID),
      billing: await billingVictim({ session: sessions.owner, ws: ACME_ID }),
    },
    ownerPerson: {
      workspaceId: ownerPerson,
      fileId: await fileIn(sessions.owner, ownerPerson),
      billing: await billingVictim({ session: sessions.owner, ws: ownerPerson }),
    },
    johnPerson: {
      workspaceId: johnPerson,
      fileId: await fileIn(sessions.john, johnPerson),
      billing: await billingVictim({ session: sessions.john, ws: johnPerson }),
    },
  };
  world = {
    sessions,
    // John is Acme's employee and Jane its contractor: neither may act in Acme's workspace.
    victimOf: (p) => (p === 'owner' ? victims.johnPerson : p === 'john' ? victims.acme : victims.ownerPerson),
  };
});

describe('permission matrix', () => {
  it('has a row for every route in the table, and no row for a route that does not exist', () => {
    const ids = ROUTES.map((r) => r.id).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(ids);
  });

  it('marks as public exactly the routes that declare public access', () => {
    for (const r of ROUTES) expect(MATRIX[r.id]?.kind === 'public', r.id).toBe(r.permission.access === 'public');
  });

  for (const route of ROUTES) {
    const row = MATRIX[route.id];
    if (!row || row.kind === 'public') continue;

    for (const persona of CLIENTS) {
      it(`${route.id}: ${persona} is kept to their own data`, async () => {
        const session = world.sessions[persona];
        const victim = world.victimOf(persona);
        if (row.kind === 'self') return row.check(world, persona);
        if (row.kind === 'staff') {
          const req = row.request(world);
          const res = await call(req.method, req.path, { session, body: req.body, workspaceId: personWorkspace(session) });
          expect(res.status).toBe(403);
          expect(res.body.systemCode).toBe(40011);
          expect(res.body.data).toBeUndefined();
          return;
        }
        // Acting in the victim's workspace is refused before anything is read.
        const req = await row.request(world, victim, persona);
        const foreign = await call(req.method, req.path, { session, body: req.body, workspaceId: victim.workspaceId });
        expect(foreign.status).toBe(403);
        expectNothingLeaked(foreign, victim);
        if (row.byId) {
          // The victim's resource id, from one's own workspace: not found there.
          const own = await call(req.method, req.path, { session, body: req.body, workspaceId: personWorkspace(session) });
          expect(own.status).toBe(404);
          expectNothingLeaked(own, victim);
        }
      });
    }

    if (row.kind === 'workspace' || row.kind === 'staff') {
      for (const persona of STAFF) {
        it(`${route.id}: ${persona} (staff) ${row.kind === 'staff' && row.staff && !row.staff.includes(persona) ? 'lacks the role and is refused' : 'may act for the client, and it is recorded'}`, async () => {
          const session = world.sessions[persona];
          const victim = world.victimOf('john');
          const req = row.kind === 'staff' ? row.request(world) : await row.request(world, victim, persona);
          const res = await call(req.method, req.path, { session, body: req.body, workspaceId: row.kind === 'workspace' ? victim.workspaceId : undefined });
          if (row.kind === 'staff' && row.staff && !row.staff.includes(persona)) {
            expect(res.status).toBe(403);
            expect(res.body.systemCode).toBe(40011);
            expect(res.body.data).toBeUndefined();
            return;
          }
          if (route.id === 'identity.invite') {
            expect([201, 409]).toContain(res.status);
          } else if (row.kind === 'staff' && row.passed) {
            expect(row.passed, res.text).toContain(res.status);
            expect(res.body.systemCode).not.toBe(40011);
          } else {
            expect(res.status, res.text).toBeLessThan(300);
          }
          if (row.kind === 'workspace' && route.method !== 'GET') {
            const events = await auditEvents(victim.workspaceId);
            const mine = events.find((e) => e.producer.email === session.email && e.event === route.audit);
            expect(mine?.actingFor).toBe(victim.workspaceId);
          }
        });
      }
    }
  }
});

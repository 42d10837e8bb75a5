import type * as z from 'zod/mini';
import type { TRole } from '../../../shared/core/roles.js';
import type { TDirectoryPage } from '../../../shared/directory/directory.schema.js';
import type {
  TProviderEmployee,
  ZAssignRolesRequestSchema,
  ZEmployeeSearchSchema,
  ZUpdateEmployeeRequestSchema,
} from '../../../shared/provider/provider.schema.js';
import { partyForWorkspace } from '../../core/audit.js';
import { directoryWrites, employeeEntry, searchDirectory, words } from '../../core/directory.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed, principalOf, type TRequestContext } from '../../core/http.js';
import { UserEntity } from '../../identity/data/identity.entities.js';
import { ProviderEmployeeEntity, type TProviderEmployeeRecord } from '../data/employee.entity.js';
import { OfficeEntity } from '../data/office.entity.js';

type TUserRecord = NonNullable<Awaited<ReturnType<typeof UserEntity.get>>>;

/** The employee and the user holding its roles; 40018 when either is missing. */
async function load(employeeId: string): Promise<{ employee: TProviderEmployeeRecord; user: TUserRecord }> {
  const employee = await ProviderEmployeeEntity.get({ employeeId }, { consistent: true });
  const user = employee && (await UserEntity.get({ userId: employee.userId }, { consistent: true }));
  if (!employee || !user?.staff) throw new AppError(40018, { param: 'employeeId' });
  return { employee, user };
}

function view(e: TProviderEmployeeRecord, roles: readonly TRole[]): TProviderEmployee {
  return {
    employeeId: e.employeeId,
    userId: e.userId,
    email: e.email,
    firstName: e.firstName,
    lastName: e.lastName,
    position: e.position,
    officePhoneNumber: e.officePhoneNumber,
    officeId: e.officeId,
    officeName: e.officeName,
    roles: [...roles],
    version: e.version,
  };
}

const entryOf = (e: TProviderEmployeeRecord, roles: readonly TRole[]) => employeeEntry({ ...e, roles });

/** The next version is written only over the version the caller read (and this request re-read). */
function checkVersion(employee: TProviderEmployeeRecord, version: number | undefined) {
  if (version !== undefined && employee.version !== version) throw new AppError('version_conflict', { param: 'version' });
}

function versionedPut(next: TProviderEmployeeRecord, readVersion: number) {
  return ProviderEmployeeEntity.putOp(next, { condition: '#ver = :ver', names: { '#ver': 'version' }, values: { ':ver': readVersion } });
}

async function commit(ctx: TRequestContext, ops: Parameters<TRequestContext['transact']>[0]) {
  try {
    await ctx.transact(ops);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('version_conflict', { param: 'version' });
    throw error;
  }
}

export async function getEmployee(args: { employeeId: string }): Promise<TProviderEmployee> {
  const { employee, user } = await load(args.employeeId);
  return view(employee, user.roles);
}

/** Updates the office data (spec 000 §5 'Update office data'); the directory entry moves in the same transaction. */
export async function updateEmployee(
  args: { employeeId: string; body: z.output<typeof ZUpdateEmployeeRequestSchema> },
  ctx: TRequestContext,
): Promise<TProviderEmployee> {
  ctx.audit.consumer = partyForWorkspace(args.employeeId);
  const { employee, user } = await load(args.employeeId);
  checkVersion(employee, args.body.version);
  const officeId = args.body.officeId || undefined;
  const office = officeId ? await OfficeEntity.get({ id: officeId }) : undefined;
  if (officeId && !office) throw new AppError('no_record', { param: 'officeId' });
  const next: TProviderEmployeeRecord = {
    ...employee,
    firstName: args.body.firstName,
    lastName: args.body.lastName,
    position: args.body.position || undefined,
    officePhoneNumber: args.body.officePhoneNumber || undefined,
    officeId,
    officeName: office?.name,
    version: employee.version + 1,
    updatedAt: new Date().toISOString(),
  };
  const changed = (['firstName', 'lastName', 'position', 'officePhoneNumber', 'officeId'] as const).filter((k) => employee[k] !== next[k]);
  Object.assign(ctx.audit.props, { employeeId: employee.employeeId, changed });
  await commit(ctx, [versionedPut(next, employee.version), ...directoryWrites(entryOf(employee, user.roles), entryOf(next, user.roles))]);
  return view(next, user.roles);
}

/**
 * Sets the roles (ADMIN only). They are kept on the user, so the permission token carries them
 * from the employee's next sign-in or refresh. An ADMIN may not take away their own ADMIN role:
 * the provider must never be left without someone able to give it back.
 */
export async function assignRoles(
  args: { employeeId: string; body: z.output<typeof ZAssignRolesRequestSchema> },
  ctx: TRequestContext,
): Promise<TProviderEmployee> {
  ctx.audit.consumer = partyForWorkspace(args.employeeId);
  const { employee, user } = await load(args.employeeId);
  checkVersion(employee, args.body.version);
  const roles = [...new Set(args.body.roles)];
  if (employee.userId === principalOf(ctx).userId && user.roles.includes('ADMIN') && !roles.includes('ADMIN')) {
    throw new AppError('own_admin_role', { param: 'roles' });
  }
  Object.assign(ctx.audit.props, { employeeId: employee.employeeId, before: user.roles, after: roles });
  const next: TProviderEmployeeRecord = { ...employee, version: employee.version + 1, updatedAt: new Date().toISOString() };
  await commit(ctx, [
    versionedPut(next, employee.version),
    UserEntity.updateOp({ userId: user.userId }, { set: { roles } }),
    ...directoryWrites(entryOf(employee, user.roles), entryOf(next, roles)),
  ]);
  return view(next, roles);
}

const prefixes = (text: unknown, wanted: string | undefined) =>
  !wanted || words(wanted).every((w) => words(typeof text === 'string' ? text : '').some((t) => t.startsWith(w)));

/**
 * The provider-employee search (spec 000 §3). `role` is an exact match on the held roles (not the
 * hierarchy: ADMIN covers every role, and would otherwise be in every result); role ADMIN reads
 * the ADMIN list.
 */
export async function searchEmployees(q: z.output<typeof ZEmployeeSearchSchema>): Promise<TDirectoryPage> {
  const needsWhere = Boolean(q.position || q.officeId || (q.role && q.role !== 'ADMIN'));
  const result = await searchDirectory({
    kind: 'EMPLOYEE',
    list: q.role === 'ADMIN' ? 'ADMIN' : 'ALL',
    query: q.fullNameFilter,
    firstName: q.firstName,
    lastName: q.lastName,
    email: q.email,
    where: needsWhere
      ? (s) => {
          const extra = s.extra ?? {};
          const roles = Array.isArray(extra.roles) ? extra.roles : [];
          return prefixes(extra.position, q.position) && (!q.officeId || extra.officeId === q.officeId) && (!q.role || roles.includes(q.role));
        }
      : undefined,
    page: q.pageNumber,
    size: q.pageSize,
  });
  return { data: result.data as TDirectoryPage['data'], pageNumber: q.pageNumber, countOfPages: result.countOfPages, truncated: result.truncated };
}

import type * as z from 'zod/mini';
import { newId } from '../../../shared/core/ids.js';
import type { TEmployment, TProjectRecord, TProjectView, ZUpdateProjectRequestSchema } from '../../../shared/workforce/workforce.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { untilCommitted } from '../../core/races.js';
import { BranchEntity, EmploymentEntity, ProjectEntity } from '../data/workforce.entities.js';
import { companyEmployments } from './employments.js';

const member = (e: TEmployment) => ({ employmentId: e.id, name: e.name, type: e.type });

/** Executors are the employments whose projects name it; managers are the project's own list. */
function toView(p: TProjectRecord, employments: TEmployment[]): TProjectView {
  const byId = new Map(employments.map((e) => [e.id, e]));
  return {
    id: p.id,
    companyId: p.companyId,
    title: p.title,
    executors: employments.filter((e) => e.projectIds.includes(p.id)).map(member),
    managers: (p.managerIds ?? []).flatMap((id) => {
      const e = byId.get(id);
      return e ? [member(e)] : [];
    }),
    version: p.version ?? 0,
  };
}

/** The company's projects: two Queries on its partition (projects, employments). */
export async function listProjects(ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const [projects, employments] = await Promise.all([
    queryAll(ProjectEntity, { pk: `WS#${companyId}`, skBeginsWith: 'PROJECT#' }),
    companyEmployments(companyId),
  ]);
  return { data: projects.map((p) => toView(p, employments)) };
}

/** A company's projects by id and title, for other domains (the timesheet's project choice): one Query. */
export async function projectTitlesOf(companyId: string): Promise<{ id: string; title: string }[]> {
  const projects = await queryAll(ProjectEntity, { pk: `WS#${companyId}`, skBeginsWith: 'PROJECT#' });
  return projects.map((p) => ({ id: p.id, title: p.title }));
}

export async function createProject(input: { title: string }, ctx: TRequestContext): Promise<TProjectView> {
  const companyId = workspaceOf(ctx);
  const now = new Date().toISOString();
  const project: TProjectRecord = { id: newId(), companyId, title: input.title, managerIds: [], createdAt: now, updatedAt: now, version: 0 };
  Object.assign(ctx.audit.props, { projectId: project.id, title: project.title });
  await ctx.transact([ProjectEntity.putOp(project, { ifNotExists: true })]);
  return toView(project, []);
}

/** The condition that a record's stored version is the one read (records from before versions count as 0). */
function versionIs(version: number) {
  return {
    condition: version === 0 ? '(attribute_not_exists(#ver) OR #ver = :ver)' : '#ver = :ver',
    names: { '#ver': 'version' },
    values: { ':ver': version },
  };
}

/** A project and the employments it changes go in one transaction, beside the audit items. */
const MAX_EXECUTOR_CHANGES = 90;

const staleProject = () => new AppError('invalid_state', { param: 'version', message: 'The project was changed by someone else; reload it' });

/**
 * Renames a project, sets its managers and, when `employmentsId` is given, its executors (spec 000
 * §3 Project update). Managers and executors must be the company's employments (40018 when one is
 * not). Executors keep their one home, the employment's `projectIds`: the employments added or
 * removed are updated in the project's transaction, each conditioned on the version read (and
 * bumped, so an employment form open elsewhere reloads), the project on its own. A stale project
 * version is 409 invalid_state; a lost race on an employment is read again and retried.
 */
export async function updateProject(
  input: { id: string; change: z.output<typeof ZUpdateProjectRequestSchema> },
  ctx: TRequestContext,
): Promise<TProjectView> {
  const companyId = workspaceOf(ctx);
  const { change } = input;
  return untilCommitted(async () => {
    const current = await ProjectEntity.get({ companyId, id: input.id }, { consistent: true });
    if (!current) throw new AppError('no_record', { param: 'id' });
    const version = current.version ?? 0;
    if (version !== change.version) throw staleProject();
    const employments = await companyEmployments(companyId);
    const byId = new Map(employments.map((e) => [e.id, e]));
    const managerIds = [...new Set(change.managerIds)];
    const missing = managerIds.findIndex((id) => !byId.has(id));
    if (missing >= 0) throw new AppError(40018, { param: `managerIds.${missing}` });
    const now = new Date().toISOString();
    const changed: TEmployment[] = [];
    const readVersion = new Map(employments.map((e) => [e.id, e.version ?? 0]));
    if (change.employmentsId) {
      const wanted = [...new Set(change.employmentsId)];
      const unknown = wanted.findIndex((id) => !byId.has(id));
      if (unknown >= 0) throw new AppError(40018, { param: `employmentsId.${unknown}` });
      const keep = new Set(wanted);
      for (const e of employments) {
        const has = e.projectIds.includes(current.id);
        if (has === keep.has(e.id)) continue;
        const projectIds = has ? e.projectIds.filter((id) => id !== current.id) : [...e.projectIds, current.id];
        changed.push({ ...e, projectIds, updatedAt: now, version: (e.version ?? 0) + 1 });
      }
      if (changed.length > MAX_EXECUTOR_CHANGES) {
        throw new AppError('invalid_request', { param: 'employmentsId', message: `At most ${MAX_EXECUTOR_CHANGES} executors can be added or removed at once` });
      }
    }
    const next: TProjectRecord = { ...current, title: change.title, managerIds, updatedAt: now, version: version + 1 };
    const added = changed.filter((e) => e.projectIds.includes(current.id)).map((e) => e.id);
    const removed = changed.filter((e) => !e.projectIds.includes(current.id)).map((e) => e.id);
    Object.assign(ctx.audit.props, { projectId: current.id, title: next.title, managerIds, ...(change.employmentsId ? { executorsAdded: added, executorsRemoved: removed } : {}) });
    const projectCondition = versionIs(version);
    // A lost race (the project or an employment changed since it was read) is read again: the
    // next round refuses a stale project version and goes again on a moved employment.
    await ctx.transact([
      ProjectEntity.putOp(next, { ...projectCondition, condition: `attribute_exists(PK) AND ${projectCondition.condition}` }),
      ...changed.map((e) =>
        EmploymentEntity.updateOp(
          { companyId, id: e.id },
          { set: { projectIds: e.projectIds, updatedAt: now, version: e.version }, ...versionIs(readVersion.get(e.id) ?? 0) },
        ),
      ),
    ]);
    const after = new Map(changed.map((e) => [e.id, e]));
    return toView(next, employments.map((e) => after.get(e.id) ?? e));
  });
}

export async function listBranches(ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const data = await queryAll(BranchEntity, { pk: `WS#${companyId}`, skBeginsWith: 'BRANCH#' });
  return { data: data.map((b) => ({ id: b.id, name: b.name })) };
}

import type * as z from 'zod/mini';
import { newId } from '../../../shared/core/ids.js';
import type { TEmployment, TProjectRecord, TProjectView, ZUpdateProjectRequestSchema } from '../../../shared/workforce/workforce.schema.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { conditionFailed, type TRequestContext, workspaceOf } from '../../core/http.js';
import { BranchEntity, ProjectEntity } from '../data/workforce.entities.js';
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

export async function createProject(input: { title: string }, ctx: TRequestContext): Promise<TProjectView> {
  const companyId = workspaceOf(ctx);
  const now = new Date().toISOString();
  const project: TProjectRecord = { id: newId(), companyId, title: input.title, managerIds: [], createdAt: now, updatedAt: now, version: 0 };
  Object.assign(ctx.audit.props, { projectId: project.id, title: project.title });
  await ctx.transact([ProjectEntity.putOp(project, { ifNotExists: true })]);
  return toView(project, []);
}

/**
 * Renames a project and sets its managers, who must be the company's employments (40018 when one
 * is not). Conditioned on the version read: a stale save is 409 invalid_state.
 */
export async function updateProject(
  input: { id: string; change: z.output<typeof ZUpdateProjectRequestSchema> },
  ctx: TRequestContext,
): Promise<TProjectView> {
  const companyId = workspaceOf(ctx);
  const current = await ProjectEntity.get({ companyId, id: input.id }, { consistent: true });
  if (!current) throw new AppError('no_record', { param: 'id' });
  const version = current.version ?? 0;
  if (version !== input.change.version) throw new AppError('invalid_state', { param: 'version', message: 'The project was changed by someone else; reload it' });
  const employments = await companyEmployments(companyId);
  const ids = new Set(employments.map((e) => e.id));
  const managerIds = [...new Set(input.change.managerIds)];
  const missing = managerIds.findIndex((id) => !ids.has(id));
  if (missing >= 0) throw new AppError(40018, { param: `managerIds.${missing}` });
  const next: TProjectRecord = { ...current, title: input.change.title, managerIds, updatedAt: new Date().toISOString(), version: version + 1 };
  Object.assign(ctx.audit.props, { projectId: current.id, title: next.title, managerIds });
  try {
    await ctx.transact([
      ProjectEntity.putOp(next, {
        condition: version === 0 ? 'attribute_exists(PK) AND (attribute_not_exists(#ver) OR #ver = :ver)' : 'attribute_exists(PK) AND #ver = :ver',
        names: { '#ver': 'version' },
        values: { ':ver': version },
      }),
    ]);
  } catch (error) {
    if (conditionFailed(error)) throw new AppError('invalid_state', { param: 'version', message: 'The project was changed by someone else; reload it', cause: error });
    throw error;
  }
  return toView(next, employments);
}

export async function listBranches(ctx: TRequestContext) {
  const companyId = workspaceOf(ctx);
  const data = await queryAll(BranchEntity, { pk: `WS#${companyId}`, skBeginsWith: 'BRANCH#' });
  return { data: data.map((b) => ({ id: b.id, name: b.name })) };
}

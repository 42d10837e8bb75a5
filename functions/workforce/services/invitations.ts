/**
 * Employment invitations (docs/decisions/0019-employment-consent.md): an employment that names an
 * account's person or a company is PENDING until that party accepts it. Until then billing does not
 * link them (functions/billing/services/parties.ts), the permission token carries none of its
 * grants, and the employer's reads show only what the employer typed.
 */
import type { TEmployment, TEmploymentView } from '../../../shared/workforce/workforce.schema.js';
import { consentOf } from '../../../shared/workforce/rules.js';
import { workspaceTypeOf } from '../../../shared/core/workspace.js';
import { queryAll } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';
import { type TRequestContext, workspaceOf } from '../../core/http.js';
import { WorkspaceEntity } from '../../workspaces/data/workspace.entity.js';
import { CompanyProfileEntity, EmploymentEntity } from '../data/workforce.entities.js';
import { employeeNotFound, partyEmployments, toView } from './employments.js';

/** The web page where the named party answers (a profile page of its workspace). */
export const invitationsLink = (workspaceId: string) =>
  `/userprofile/${workspaceTypeOf(workspaceId) === 'COMPANY' ? 'c' : 'p'}/${workspaceId}/employers`;

/** Every employment that names the calling workspace, pending or answered. */
export function listEmploymentInvitations(ctx: TRequestContext): Promise<{ data: TEmploymentView[] }> {
  return partyEmployments(workspaceOf(ctx));
}

/**
 * Told after the employment is stored: the person (or the company's owners) gets a notification
 * that links to the page where they answer. A failure to notify does not undo the employment.
 */
export async function notifyInvitee(e: TEmployment): Promise<void> {
  const { notifySafely, notifyWorkspace } = await import('../../notifications/services/notify.js');
  await notifySafely(async () => {
    const employer = await WorkspaceEntity.get({ id: e.companyId });
    await notifyWorkspace(e.personId, {
      kind: 'EMPLOYMENT_INVITATION',
      params: { employer: employer?.name ?? '' },
      link: invitationsLink(e.personId),
    });
  }, 'EMPLOYMENT_INVITATION');
}

/** The employment naming this workspace, by its id, read consistently from the employer's partition. */
async function employmentNaming(workspaceId: string, id: string): Promise<TEmployment> {
  const mine = await queryAll(EmploymentEntity, { index: 'GSI1', pk: `WS#${workspaceId}`, skBeginsWith: 'EMPLOYMENT#' }, 500);
  const found = mine.find((e) => e.id === id);
  const current = found && (await EmploymentEntity.get({ companyId: found.companyId, id }, { consistent: true }));
  if (!current || current.personId !== workspaceId) throw employeeNotFound();
  return current;
}

/**
 * The named party accepts or declines. One conditional update: the employment still names the
 * caller, is still pending and not terminated, so an answer racing another answer or the employer's
 * termination (the revoke) either wins whole or is 409 invalid_state with nothing written. Accepting
 * a company contract takes the company's legal name and EIN into it (spec 000 §3: its TIN is the
 * EIN). The version is added to, not set, so an edit of the employer racing it is stale.
 */
export async function answerEmploymentInvitation(
  input: { id: string; answer: 'ACCEPTED' | 'DECLINED' },
  ctx: TRequestContext,
): Promise<TEmploymentView> {
  // Consent is the party's own: staff opening the workspace for a client cannot give it.
  if (ctx.actingForClient) throw new AppError(40011, { param: 'id', message: 'Only the named person or company answers an employment' });
  const me = workspaceOf(ctx);
  const current = await employmentNaming(me, input.id);
  Object.assign(ctx.audit.props, { employmentId: current.id, employerId: current.companyId, answer: input.answer });
  const notPending = () => new AppError('invalid_state', { param: 'id', message: 'This employment is not waiting for an answer' });
  if (consentOf(current) !== 'PENDING' || current.status === 'TERMINATED') throw notPending();
  const company = input.answer === 'ACCEPTED' && workspaceTypeOf(me) === 'COMPANY' ? await CompanyProfileEntity.get({ companyId: me }) : undefined;
  const now = new Date().toISOString();
  const set: Partial<TEmployment> = {
    consent: input.answer,
    consentAt: now,
    updatedAt: now,
    ...(company ? { name: company.legalName, tin: company.ein } : {}),
  };
  try {
    await ctx.transact([
      EmploymentEntity.updateOp(
        { companyId: current.companyId, id: current.id },
        {
          set,
          also: 'ADD #ver :one',
          condition: 'personId = :me AND #st <> :terminated AND (#consent = :pending OR attribute_not_exists(#consent))',
          names: { '#ver': 'version', '#st': 'status', '#consent': 'consent' },
          values: { ':one': 1, ':me': me, ':terminated': 'TERMINATED', ':pending': 'PENDING' },
        },
      ),
    ]);
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') throw notPending();
    throw error;
  }
  // What this write made (a termination committed just after it shows on the next read).
  const answered: TEmployment = { ...current, ...set, version: (current.version ?? 0) + 1 };
  const [employer, party] = await Promise.all([WorkspaceEntity.get({ id: current.companyId }), WorkspaceEntity.get({ id: me })]);
  const { notifySafely, notifyWorkspace } = await import('../../notifications/services/notify.js');
  await notifySafely(
    () => notifyWorkspace(current.companyId, { kind: input.answer === 'ACCEPTED' ? 'EMPLOYMENT_ACCEPTED' : 'EMPLOYMENT_DECLINED', params: { name: party?.name ?? '' } }),
    'EMPLOYMENT_ANSWERED',
  );
  return toView(answered, employer?.name, true);
}


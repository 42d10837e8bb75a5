/**
 * Starting a payroll import (spec 001 §7 Import by file; §5 'Company is mandatory field!'): staff
 * name the company and its uploaded file; the import is recorded QUEUED with the file's SHA-256,
 * and the PayrollImport workflow starts under the import's id (a start asked twice runs once).
 *
 * A file whose SHA-256 was already imported for the company is refused (40052) unless staff confirm
 * a re-import, which replaces the earlier import: its records are taken away by the new import's
 * first step, and refused while an invoice that is not voided holds any of them.
 */
import { createHash } from 'node:crypto';
import { newId } from '../../../../shared/core/ids.js';
import { workspaceTypeOf } from '../../../../shared/core/workspace.js';
import { importReason } from '../../../../shared/payroll/import-reasons.js';
import { DEFAULT_HOLD_SHARE_PERCENT, type TPayrollImport, type TStartImport } from '../../../../shared/payroll/imports.schema.js';
import { partyForWorkspace } from '../../../core/audit.js';
import { AppError } from '../../../core/errors.js';
import { principalOf, type TRequestContext } from '../../../core/http.js';
import { startWorkflow } from '../../../core/workflows.js';
import { readFileContent } from '../../../files/services/files.js';
import { getUserRecord } from '../../../identity/services/principal.js';
import { getWorkspace } from '../../../workspaces/services/workspaces.js';
import { ImportFileEntity, PayrollImportEntity, type TStoredImport } from '../../data/imports.entities.js';
import { failImport } from './steps.js';
import { importView } from './views.js';

/** Staff only (spec 001 §6), as the route's permission says; checked again where the work is done. */
export function assertStaff(ctx: TRequestContext): void {
  if (!principalOf(ctx).staff) throw new AppError(40011, { param: 'staff' });
}

async function companyOf(companyId: string) {
  if (workspaceTypeOf(companyId) !== 'COMPANY') throw new AppError('invalid_request', { param: 'companyId', message: 'Company is mandatory field!' });
  try {
    return await getWorkspace({ workspaceId: companyId });
  } catch {
    throw new AppError('no_record', { param: 'companyId' });
  }
}

export async function startImport(input: TStartImport, ctx: TRequestContext): Promise<TPayrollImport> {
  assertStaff(ctx);
  const principal = principalOf(ctx);
  const company = await companyOf(input.companyId);
  const { meta, bytes } = await readFileContent({ workspaceId: company.id, id: input.fileMetaId }).catch(() => {
    throw new AppError('no_record', { param: 'fileMetaId' });
  });
  if (meta.extension !== 'csv' && meta.extension !== 'xlsx') throw new AppError('file_type_not_allowed', { param: 'fileMetaId' });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const earlier = await ImportFileEntity.get({ companyId: company.id, sha256 }, { consistent: true });
  const replaced = earlier ? await PayrollImportEntity.get({ id: earlier.importId }, { consistent: true }) : undefined;
  if (earlier && replaced && !input.replace) {
    throw new AppError(40052, { param: 'fileMetaId', message: `This file was already imported for the company on ${replaced.createdAt.slice(0, 10)}. Confirm a re-import to replace that import.` });
  }
  if (replaced && (replaced.status === 'QUEUED' || replaced.status === 'RUNNING')) {
    throw new AppError('invalid_state', { param: 'fileMetaId', message: 'The earlier import of this file is still running' });
  }
  if (replaced?.invoiceIds?.length) {
    throw new AppError('invalid_state', { param: 'fileMetaId', message: 'The earlier import of this file is invoiced; void its invoice before replacing it' });
  }
  const user = await getUserRecord(principal.userId);
  const now = new Date().toISOString();
  const item: TStoredImport = {
    id: newId(), companyId: company.id, companyName: company.name, createdAt: now,
    createdBy: { id: principal.userId, firstName: user.firstName, lastName: user.lastName, email: principal.email },
    file: { id: meta.id, fileName: meta.fileName, sha256 }, status: 'QUEUED', counts: { input: 0, written: 0, held: 0, rejected: 0, voided: 0, deleted: 0 },
    chunksTotal: 0, chunksDone: 0, notify: input.notify, generateInvoices: input.generateInvoices,
    ...(input.invoiceDate ? { invoiceDate: input.invoiceDate } : {}), holdSharePercent: DEFAULT_HOLD_SHARE_PERCENT,
    ...(replaced ? { replaces: replaced.id } : {}), updatedAt: now,
  };
  ctx.audit.consumer = partyForWorkspace(company.id);
  ctx.audit.actingFor = company.id;
  Object.assign(ctx.audit.props, { importId: item.id, companyId: company.id, fileId: meta.id, fileSha256: sha256, ...(replaced ? { replaces: replaced.id } : {}) });
  const file = { companyId: company.id, sha256, importId: item.id, createdAt: now };
  await ctx.transact([
    PayrollImportEntity.putOp(item, { ifNotExists: true }),
    replaced
      ? ImportFileEntity.putOp(file, { condition: '#importId = :earlier', names: { '#importId': 'importId' }, values: { ':earlier': replaced.id } })
      : ImportFileEntity.putOp(file, { ifNotExists: true }),
    ...(replaced
      ? [PayrollImportEntity.updateOp({ id: replaced.id }, { set: { replacedBy: item.id, updatedAt: now }, condition: 'attribute_not_exists(#rb)', names: { '#rb': 'replacedBy' } })]
      : []),
  ]).catch((error: unknown) => {
    if ((error as Error).name === 'TransactionCanceledException') throw new AppError(40052, { param: 'fileMetaId', message: 'This file is being imported for the company by another import' });
    throw error;
  });
  try {
    await startWorkflow('payrollImport', item.id, { importId: item.id });
  } catch (error) {
    // Nothing was written but the import and its file's mark: the import fails and the file may be imported again.
    await failImport({ importId: item.id, reason: importReason('NOT_STARTED') }).catch(() => undefined);
    throw error;
  }
  return importView(item);
}

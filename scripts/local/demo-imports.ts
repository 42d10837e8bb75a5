/**
 * The demo's payroll import (issue 18): Paul (payroll staff) imported Acme's 2022 payroll file run
 * elsewhere (John's fortnights, one row with a net pay a cent off, so a rejected row shows), with
 * invoices on: the PayrollImport and GenerateInvoices workflows ran as they do for staff, and Acme
 * has the firm's bill PENDING_PAYMENT. Made through the import's own service, once; the seed waits
 * for both workflows.
 */
import { newId } from '../../shared/core/ids.js';
import type { TAuditScope } from '../../functions/core/audit.js';
import { queryAll } from '../../functions/core/entity.js';
import { contextWithAudit } from '../../functions/core/http.js';
import { putObject } from '../../functions/core/s3.js';
import { FileMetaEntity } from '../../functions/files/data/file-meta.entity.js';
import { EmailClaimEntity } from '../../functions/identity/data/identity.entities.js';
import { ImportGenerationEntity, PayrollImportEntity } from '../../functions/payroll/data/imports.entities.js';
import { DEMO_IDS } from './demo.js';

/** John's 2022 fortnights: gross $3,600 (80 hours at $45), FIT, FICA and NY withholding; the last net a cent off. */
function demoFile(): string {
  const lines = ['employment_id,pay_period_start,pay_period_end,pay_date,regular_hours,regular_pay,federal_income_tax,social_security_employee,medicare_employee,ny_state_income_tax,social_security_employer,medicare_employer,net_pay'];
  for (let n = 0; n < 6; n += 1) {
    const start = new Date(Date.UTC(2022, 0, 3 + 14 * n));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const net = n === 5 ? '2812.61' : '2812.60';
    lines.push([DEMO_IDS.johnEmployment, iso(start), iso(new Date(start.getTime() + 13 * 86_400_000)), iso(new Date(start.getTime() + 18 * 86_400_000)), '80', '3600.00', '360.00', '223.20', '52.20', '152.00', '223.20', '52.20', net].join(','));
  }
  return `${lines.join('\n')}\n`;
}

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const got = await read();
    if (got !== undefined) return got;
    if (Date.now() > end) throw new Error(`The demo import: ${what} did not happen in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function seedPayrollImport(): Promise<void> {
  const existing = await PayrollImportEntity.query({ index: 'GSI2', pk: `PAYIMPORTS#${DEMO_IDS.acme}`, limit: 1 });
  if (existing.data.length) return;
  const claim = await EmailClaimEntity.get({ email: 'payroll@sublime.local' });
  if (!claim) throw new Error('The demo import needs the payroll staff account');
  const bytes = new TextEncoder().encode(demoFile());
  const fileId = newId();
  const key = `ws/${DEMO_IDS.acme}/files/${fileId}.csv`;
  await putObject(key, bytes, 'text/csv');
  const now = new Date().toISOString();
  const ctxFor = (event: string) => {
    const audit: TAuditScope = {
      event, route: 'seed', correlationId: 'seed-import', producer: { type: 'SUBLIME_EMPLOYEE', userId: claim.userId, email: 'payroll@sublime.local' },
      consumer: { type: 'COMPANY', workspaceId: DEMO_IDS.acme }, actingFor: DEMO_IDS.acme, props: {}, recorded: false,
    };
    return contextWithAudit(
      {
        principal: { userId: claim.userId, email: 'payroll@sublime.local', staff: true, roles: ['PAYROLL_MANAGER'], grants: [], workspaces: [] },
        workspaceId: DEMO_IDS.acme, timeZone: 'America/New_York', correlationId: 'seed-import', sourceIp: '127.0.0.1', actingForClient: true,
      },
      audit,
    );
  };
  await ctxFor('FILE_UPLOADED').transact([
    FileMetaEntity.putOp({ id: fileId, workspaceId: DEMO_IDS.acme, fileName: 'acme-payroll-2022.csv', extension: 'csv', contentType: 'text/csv', size: bytes.length, createDate: now, internalKey: key, uploaded: true } as never),
  ]);
  const { startImport } = await import('../../functions/payroll/services/imports/start.js');
  const started = await startImport({ companyId: DEMO_IDS.acme, fileMetaId: fileId, notify: false, generateInvoices: true, replace: false }, ctxFor('PAYROLL_IMPORT_STARTED'));
  await until('the import', async () => {
    const imp = await PayrollImportEntity.get({ id: started.id }, { consistent: true });
    if (imp?.status === 'FAILED') throw new Error(`The demo import failed: ${imp.failure}`);
    return imp?.status === 'COMPLETED' ? imp : undefined;
  });
  await until('its invoice', async () => {
    const generations = await queryAll(ImportGenerationEntity, { pk: `PAYIMPORT#${started.id}`, skBeginsWith: 'GEN#', consistent: true }, 10);
    if (generations.some((g) => g.status === 'FAILED')) throw new Error('The demo import\'s invoice failed');
    return generations.find((g) => g.status === 'ISSUED');
  });
}

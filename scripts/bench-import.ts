/**
 * Payroll import (issue 18, Performance): a 10,000-row file through the local PayrollImport state
 * machine (the Workflows stack's definition, run by aws-local-stepfunctions in this process), its
 * rows per second as a ratio to a raw loop of 25-item BatchWriteItem calls writing the same items
 * (each row's outcome, payroll record, paystub and pay-period guard) to the same DynamoDB Local
 * (target at least 0.5), and the process's peak memory. Called by scripts/bench.ts after the
 * payroll bench, whose 500 employments of Acme the rows are spread over.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO_IDS } from './local/demo.js';

export async function benchImport(stack: { env: Record<string, string> }, rows = 10_000) {
  Object.assign(process.env, stack.env);
  const raw = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB }));
  const table = stack.env.TABLE_NAME!;
  const [{ companyEmployments }, entities, payroll, { FileMetaEntity }, { putObject }, { runLocalWorkflow, localDefinition }, { newId }, { queryAll }] = await Promise.all([
    import('../functions/workforce/services/employments.js'),
    import('../functions/payroll/data/imports.entities.js'),
    import('../functions/payroll/data/payroll.entities.js'),
    import('../functions/files/data/file-meta.entity.js'),
    import('../functions/core/s3.js'),
    import('./local/stepfunctions.js'),
    import('../shared/core/ids.js'),
    import('../functions/core/entity.js'),
  ]);

  // The file: rows spread over Acme's STAFF employments, each paid weekly from 2012 on (no demo payroll or import is that old).
  const staff = (await companyEmployments(DEMO_IDS.acme)).filter((e) => e.type === 'STAFF' && e.consent === 'ACCEPTED');
  const lines = ['employment_id,pay_period_start,pay_period_end,pay_date,regular_hours,regular_pay,federal_income_tax,social_security_employee,medicare_employee,social_security_employer,medicare_employer,net_pay'];
  for (let n = 0; n < rows; n += 1) {
    const e = staff[n % staff.length]!;
    const week = Math.floor(n / staff.length);
    const start = new Date(Date.UTC(2012, 0, 2 + 7 * week));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const gross = 120_000 + (n % 13) * 100;
    const [fit, ss, med] = [Math.round(gross * 0.1), Math.round(gross * 0.062), Math.round(gross * 0.0145)];
    const d = (c: number) => (c / 100).toFixed(2);
    lines.push([e.id, iso(start), iso(new Date(start.getTime() + 6 * 86_400_000)), iso(new Date(start.getTime() + 11 * 86_400_000)), '40', d(gross), d(fit), d(ss), d(med), d(ss), d(med), d(gross - fit - ss - med)].join(','));
  }
  const bytes = new TextEncoder().encode(`${lines.join('\n')}\n`);
  const fileId = newId();
  const key = `ws/${DEMO_IDS.acme}/files/${fileId}.csv`;
  await putObject(key, bytes, 'text/csv');
  const now = new Date().toISOString();
  await raw.send(new PutCommand({ TableName: table, Item: FileMetaEntity.toItem({ id: fileId, workspaceId: DEMO_IDS.acme, fileName: 'bench.csv', extension: 'csv', contentType: 'text/csv', size: bytes.length, createDate: now, internalKey: key, uploaded: true } as never) }));
  const importId = newId();
  await raw.send(new PutCommand({
    TableName: table,
    Item: entities.PayrollImportEntity.toItem({
      id: importId, companyId: DEMO_IDS.acme, companyName: 'Acme Corp', createdAt: now, createdBy: { id: 'bench', firstName: 'Paul', lastName: 'Payroll', email: 'payroll@sublime.local' },
      file: { id: fileId, fileName: 'bench.csv', sha256: importId }, status: 'QUEUED', counts: { input: 0, written: 0, held: 0, rejected: 0, voided: 0, deleted: 0 }, chunksTotal: 0, chunksDone: 0,
      notify: false, generateInvoices: false, holdSharePercent: 40, updatedAt: now,
    }),
  }));

  // The definition is synthesized once per process (as a deployment does once): not part of the time.
  await localDefinition('payrollImport');
  // The import, with the process's memory sampled while it runs.
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const t0 = performance.now();
  const timing = process.env.BENCH_IMPORT_STEPS === '1';
  const out = (await runLocalWorkflow('payrollImport', { importId }, timing ? {
    wrap: (state, run) => async (payload: never) => {
      const t = performance.now();
      try {
        return await run(payload);
      } finally {
        console.log(`  ${state} ${JSON.stringify(payload).slice(0, 80)}: ${Math.round(performance.now() - t)} ms`);
      }
    },
  } : {})) as { counts: { written: number; held: number; rejected: number } };
  const importMs = performance.now() - t0;
  clearInterval(sampler);
  if (out.counts.written + out.counts.held !== rows) throw new Error(`bench import wrote ${out.counts.written + out.counts.held} of ${rows} (${out.counts.rejected} rejected)`);

  // The same items, written again by a raw loop of 25-item BatchWriteItem calls.
  const outcomes = await queryAll(entities.ImportRowEntity, { pk: `PAYIMPORT#${importId}`, skBeginsWith: 'ROW#' }, rows);
  const stubKeys = outcomes.map((o) => ({ payrollId: o.payrollId!, employmentId: o.employmentId!, source: 'PAYCHECK' as const }));
  const stubs = await payroll.PaystubEntity.getMany(stubKeys);
  const payrolls = await payroll.PayrollEntity.getMany(stubs.map((s) => ({ companyId: s.companyId, id: s.payrollId })));
  const guards = await payroll.PayGuardEntity.getMany(stubs.map((s) => ({ companyId: s.companyId, payPeriodStart: s.payPeriodStart, employmentId: s.employmentId })));
  const items = [
    ...outcomes.map((o) => entities.ImportRowEntity.toItem(o)),
    ...payrolls.map((p) => payroll.PayrollEntity.toItem(p)),
    ...stubs.map((s) => payroll.PaystubEntity.toItem(s)),
    ...guards.map((g) => payroll.PayGuardEntity.toItem(g)),
  ];
  const t1 = performance.now();
  for (let i = 0; i < items.length; i += 25) {
    let requests: unknown[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests?.length) {
      const res: { UnprocessedItems?: Record<string, unknown[]> } = await raw.send(new BatchWriteCommand({ RequestItems: { [table]: requests as never } }));
      requests = res.UnprocessedItems?.[table];
    }
  }
  const rawMs = performance.now() - t1;
  const result = {
    rows,
    items: items.length,
    importMs: Math.round(importMs),
    importRowsPerSecond: Math.round((rows * 1000) / importMs),
    rawMs: Math.round(rawMs),
    rawRowsPerSecond: Math.round((rows * 1000) / rawMs),
    ratio: +(rawMs / importMs).toFixed(2),
    peakRssMb: Math.round(peakRss / 1024 / 1024),
  };
  console.log(
    `\nPayroll import of ${rows} rows: ${result.importMs} ms (${result.importRowsPerSecond} rows/s), raw BatchWrite of the same ${items.length} items ${result.rawMs} ms (${result.rawRowsPerSecond} rows/s), ratio ${result.ratio} (target ≥ 0.5), peak RSS ${result.peakRssMb} MB`,
  );
  return result;
}

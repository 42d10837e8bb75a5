/**
 * Bulk uploads (issue 5): a CSV and an XLSX file go through the same parse function to the same
 * rows, the shared row schema normalises cells the way people type them, and the batches carry
 * every valid row once, in order.
 */
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import '../../shared/core/zod-locale.js';
import { parseCompanyRow, parseEmploymentRow, UPLOAD_BATCH_SIZE } from '../../shared/uploads/uploads.schema.js';
import { cellText, parseUploadFile, sha256Hex, templateCsv, UploadFileError } from '../../web/src/features/uploads/parse-file.js';
import { planUpload, runUpload } from '../../web/src/features/uploads/run-upload.js';

const toArrayBuffer = (b: Buffer | Uint8Array): ArrayBuffer => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
const utf8 = (text: string) => toArrayBuffer(new TextEncoder().encode(text));

const HEADER = ['Employer EIN', 'type', 'contractor_type', 'Name', 'email', 'tin', 'phone', 'workKind', 'employmentStart', 'payType', 'rate', 'remote', 'officer', 'notes'];
const SAM = ['12-3456789', 'Staff', '', 'Sam Upload', 'Sam.Upload@Example.com', '123-45-6789', '(212) 555-0147', 'full time', '2025-03-01', 'HOUR_RATE', '$1,234.50', 'no', 'yes', 'first'];
const BAD = ['12-34', 'CONTRACTOR', 'person', 'Bad Row', 'bad@example.com', '', '', '', '03/01/2025', 'FIX_RATE', '10', '', '', ''];

describe('parsing an uploaded file', () => {
  it('reads a CSV (with a byte-order mark, quotes and blank lines) into numbered rows keyed by column', async () => {
    const csv = `\ufeff${HEADER.join(',')}\r\n${SAM.map((c) => (c.includes(',') ? `"${c}"` : c)).join(',')}\r\n,,,,,,,,,,,,,\r\n${BAD.join(',')}\r\n`;
    const parsed = await parseUploadFile('employments', { name: 'people.CSV', bytes: utf8(csv) });
    expect(parsed.missingColumns).toEqual([]);
    expect(parsed.ignoredColumns).toEqual(['notes']);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]).toEqual({
      rowNumber: 2, employerEin: '12-3456789', type: 'Staff', name: 'Sam Upload', email: 'Sam.Upload@Example.com', tin: '123-45-6789',
      phone: '(212) 555-0147', workKind: 'full time', employmentStart: '2025-03-01', payType: 'HOUR_RATE', rate: '$1,234.50', remote: 'no', officer: 'yes',
    });
    // The blank line keeps its number: the bad row is the sheet's row 4.
    expect(parsed.rows[1]).toMatchObject({ rowNumber: 4, employerEin: '12-34', contractorType: 'person' });
  });

  it('reads the first sheet of an XLSX to the same rows: numbers, dates and booleans as text', async () => {
    const typed = [...SAM];
    const data = [
      HEADER.map((value) => ({ value })),
      // EIN and rate as numbers, the start as a date cell, remote and officer as booleans.
      typed.map((value, i) => {
        if (i === 0) return { value: 123456789, type: Number };
        if (i === 8) return { value: new Date(Date.UTC(2025, 2, 1)), type: Date, format: 'yyyy-mm-dd' };
        if (i === 10) return { value: 1234.5, type: Number };
        if (i === 11) return { value: false, type: Boolean };
        if (i === 12) return { value: true, type: Boolean };
        return { value };
      }),
      HEADER.map(() => null),
      BAD.map((value) => ({ value })),
    ];
    const buffer = await writeXlsxFile(data as never).toBuffer();
    const parsed = await parseUploadFile('employments', { name: 'people.xlsx', bytes: toArrayBuffer(buffer) });
    expect(parsed.rows.map((r) => r.rowNumber)).toEqual([2, 4]);
    expect(parsed.rows[0]).toMatchObject({ employerEin: '123456789', employmentStart: '2025-03-01', rate: '1234.5', remote: 'no', officer: 'yes', name: 'Sam Upload' });
    // Through the shared row schema the XLSX row and the CSV row are one request.
    const fromXlsx = parseEmploymentRow(parsed.rows[0]!);
    const csvRow = Object.fromEntries(HEADER.slice(0, 13).map((_, i) => [['employerEin', 'type', 'contractorType', 'name', 'email', 'tin', 'phone', 'workKind', 'employmentStart', 'payType', 'rate', 'remote', 'officer'][i]!, SAM[i]!]));
    const fromCsv = parseEmploymentRow(csvRow);
    expect(fromXlsx).toEqual(fromCsv);
    expect(fromCsv).toEqual({
      ok: true,
      value: {
        employerEin: '12-3456789',
        request: expect.objectContaining({
          type: 'STAFF',
          details: { name: 'Sam Upload', email: 'sam.upload@example.com', tin: '123-45-6789', phone: '2125550147' },
          workKind: 'FULL_TIME',
          employmentStart: '2025-03-01',
          payType: 'HOUR_RATE',
          rateCents: 123450,
          remote: false,
          officer: true,
        }),
      },
    });
  });

  it('refuses files it cannot take, and reports missing required columns', async () => {
    await expect(parseUploadFile('companies', { name: 'list.txt', bytes: utf8('a,b') })).rejects.toMatchObject({ reason: 'type' });
    await expect(parseUploadFile('companies', { name: 'list.csv', bytes: utf8('') })).rejects.toBeInstanceOf(UploadFileError);
    await expect(parseUploadFile('companies', { name: 'list.xlsx', bytes: utf8('not a zip') })).rejects.toMatchObject({ reason: 'unreadable' });
    await expect(parseUploadFile('companies', { name: 'list.csv', bytes: utf8('legalName,ein\n') })).rejects.toMatchObject({ reason: 'empty' });
    const parsed = await parseUploadFile('companies', { name: 'list.csv', bytes: utf8('Legal Name;EIN;zip\nNorth LLC;12-3456780;12207\n') });
    expect(parsed.rows).toEqual([{ rowNumber: 2, legalName: 'North LLC', ein: '12-3456780', zipCode: '12207' }]);
    expect(parsed.missingColumns).toEqual(['companyType', 'address1', 'city', 'state']);
  });

  it('offers a template whose example rows pass the row rules', async () => {
    for (const kind of ['companies', 'employments'] as const) {
      const parsed = await parseUploadFile(kind, { name: 'template.csv', bytes: utf8(templateCsv(kind)) });
      expect(parsed.missingColumns).toEqual([]);
      expect(planUpload(kind, parsed.rows).invalid).toEqual([]);
    }
    expect(cellText(new Date(Date.UTC(2026, 0, 15)))).toBe('2026-01-15');
    expect(cellText(0.1 + 0.2)).toBe('0.3');
    expect(await sha256Hex(utf8('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('the row rules', () => {
  const company = { legalName: 'North LLC', ein: '123456780', companyType: 's corp', address1: '1 Main Street', city: 'Albany', state: 'ny', zipCode: '12207' };

  it('normalise a company row to the Create company body', () => {
    expect(parseCompanyRow({ ...company, email: ' Office@North.example ', ownerEmail: 'owner@acme.example' })).toEqual({
      ok: true,
      value: {
        request: { legalName: 'North LLC', ein: '12-3456780', companyType: 'S_CORP', email: 'office@north.example', headquarter: { address1: '1 Main Street', city: 'Albany', state: 'NY', zipCode: '12207' } },
        ownerEmail: 'owner@acme.example',
      },
    });
  });

  it('report a bad row with the catalogue code and its column', () => {
    expect(parseCompanyRow({ ...company, ein: '12-34' })).toEqual({ ok: false, problem: { systemCode: 40019, field: 'ein', message: 'Invalid EIN format' } });
    expect(parseCompanyRow({ ...company, zipCode: '1220' })).toMatchObject({ ok: false, problem: { systemCode: 'invalid_request', field: 'zipCode' } });
    const base = { employerEin: '12-3456789', type: 'STAFF', name: 'Sam Upload', email: 'sam@example.com', employmentStart: '2025-03-01', payType: 'HOUR_RATE', rate: '45' };
    expect(parseEmploymentRow(base)).toMatchObject({ ok: true, value: { request: { rateCents: 4500, remote: true, officer: false } } });
    expect(parseEmploymentRow({ ...base, rate: '45.123' })).toMatchObject({ ok: false, problem: { field: 'rate', message: 'Rate must be dollars with at most two decimals' } });
    expect(parseEmploymentRow({ ...base, remote: 'maybe' })).toMatchObject({ ok: false, problem: { field: 'remote', message: 'Use yes or no' } });
    expect(parseEmploymentRow({ ...base, type: 'INTERN' })).toMatchObject({ ok: false, problem: { systemCode: 'invalid_request', field: 'type' } });
    expect(parseEmploymentRow({ ...base, employmentStart: '2025/03/01' })).toMatchObject({ ok: false, problem: { field: 'employmentStart' } });
    expect(parseEmploymentRow({ ...base, tin: '12345' })).toMatchObject({ ok: false, problem: { field: 'tin' } });
    expect(parseEmploymentRow({ ...base, email: undefined })).toMatchObject({ ok: false, problem: { field: 'email' } });
  });
});

describe('running an upload', () => {
  it('sends the valid rows in batches, in order, and answers every row', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      rowNumber: i + 2, employerEin: '12-3456789', type: 'STAFF', name: `Person ${i}`, email: `p${i}@example.com`, employmentStart: '2025-03-01', payType: 'HOUR_RATE',
      rate: i === 7 ? 'ten' : '10',
    }));
    const plan = planUpload('employments', rows);
    expect(plan.valid).toHaveLength(59);
    expect(plan.invalid).toEqual([{ rowNumber: 9, status: 'error', systemCode: 'invalid_request', field: 'rate', message: 'Rate must be dollars with at most two decimals' }]);
    const batches: number[][] = [];
    const progress: [number, number][] = [];
    const results = await runUpload({
      plan,
      fileName: 'people.csv',
      fileSha256: 'a'.repeat(64),
      send: async (body) => {
        batches.push(body.rows.map((r) => r.rowNumber));
        if (batches.length === 2) throw new Error('offline');
        return { results: body.rows.map((r) => ({ rowNumber: r.rowNumber, status: 'created' as const, id: `e${r.rowNumber}` })), created: body.rows.length, exists: 0, errors: 0 };
      },
      problemOf: () => ({ systemCode: 'internal_error', message: 'failed' }),
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(batches.map((b) => b.length)).toEqual([UPLOAD_BATCH_SIZE, UPLOAD_BATCH_SIZE, 59 - 2 * UPLOAD_BATCH_SIZE]);
    expect(batches.flat()).toEqual(plan.valid.map((r) => r.rowNumber));
    expect(progress).toEqual([[1, 60], [26, 60], [51, 60], [60, 60]]);
    expect(results.map((r) => r.rowNumber)).toEqual(rows.map((r) => r.rowNumber));
    expect(results.filter((r) => r.status === 'error').map((r) => r.rowNumber)).toEqual([9, ...batches[1]!]);
  });
});

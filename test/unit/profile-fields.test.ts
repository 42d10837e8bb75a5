/**
 * The shared pieces of issue 19 item 4 (docs/decisions/0040): the e-mail input's character filter,
 * the one list of accepted upload types, and the new Person and Company fields' schemas.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { filterEmailInput } from '../../shared/core/common.schema.js';
import { ALLOWED_FILE_TYPES, contentTypeOf, DOCUMENT_FILE_EXTENSIONS, DOCUMENT_UPLOAD_ACCEPT, isDocumentFile } from '../../shared/files/files.schema.js';
import { MASKED_PLAIN, maskNumber, ZCompanyDetailsInputSchema, ZPersonDetailsInputSchema } from '../../shared/profile/profile.schema.js';

describe('e-mail input filter (spec 000 §5)', () => {
  it('keeps letters, digits, @, dot, underscore and hyphen', () => {
    expect(filterEmailInput('John.Doe_1-x@Example.com')).toBe('John.Doe_1-x@Example.com');
  });
  it('drops every other character as it is typed', () => {
    expect(filterEmailInput('jo hn+tag@ex!ample.com ')).toBe('johntag@example.com');
    expect(filterEmailInput('иван@почта.рф')).toBe('@.');
    expect(filterEmailInput('a,b;c<d>e"f\'g(h)i[j]k\\l')).toBe('abcdefghijkl');
    expect(filterEmailInput('')).toBe('');
  });
});

describe('accepted upload types (spec 000 §3 File meta)', () => {
  it('are images, PDF, Excel, Word and RTF, and not CSV (an import layout only)', () => {
    expect([...DOCUMENT_FILE_EXTENSIONS].sort()).toEqual(['doc', 'docx', 'gif', 'heic', 'jpeg', 'jpg', 'pdf', 'png', 'rtf', 'webp', 'xls', 'xlsx']);
    for (const name of ['scan.PDF', 'card.jpg', 'card.png', 'a.heic', 'book.xls', 'book.xlsx', 'letter.doc', 'letter.docx', 'note.rtf']) expect(isDocumentFile(name), name).toBe(true);
    for (const name of ['list.csv', 'tool.exe', 'noext', 'archive.zip', 'page.html', 'pdf']) expect(isDocumentFile(name), name).toBe(false);
  });
  it('give the file input its accept list and the upload the content type the server signs', () => {
    for (const e of DOCUMENT_FILE_EXTENSIONS) {
      expect(DOCUMENT_UPLOAD_ACCEPT.split(',')).toContain(`.${e}`);
      expect(DOCUMENT_UPLOAD_ACCEPT.split(',')).toContain(ALLOWED_FILE_TYPES[e]);
    }
    expect(DOCUMENT_UPLOAD_ACCEPT).not.toContain('csv');
    expect(contentTypeOf('memo.RTF')).toBe('application/rtf');
    expect(contentTypeOf('sheet.xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(contentTypeOf('run.exe')).toBeUndefined();
  });
});

describe('Person and Company fields (spec 000 §3)', () => {
  const person = { firstName: 'A', lastName: 'B' };
  it('default the new person fields and leave the staff-only ones absent (the stored value is kept)', () => {
    const out = z.parse(ZPersonDetailsInputSchema, person);
    expect(out).toMatchObject({ nationalTin: '', declaredSsn: '', declaredItin: '', ssnCard: '' });
    expect(out.client).toBeUndefined();
    expect(out.ssnVerificationProof).toBeUndefined();
    expect(out.ssnVerificationDate).toBeUndefined();
  });
  it('check the declared numbers as SSNs and ITINs, and accept them masked as answered', () => {
    expect(z.safeParse(ZPersonDetailsInputSchema, { ...person, declaredSsn: '123-45-6789', declaredItin: '***-**-1234' }).success).toBe(true);
    expect(z.safeParse(ZPersonDetailsInputSchema, { ...person, declaredSsn: '123456789' }).success).toBe(false);
    expect(z.safeParse(ZPersonDetailsInputSchema, { ...person, ssnVerificationDate: '2026-13-40' }).success).toBe(false);
    expect(z.safeParse(ZPersonDetailsInputSchema, { ...person, nationalTin: maskNumber('AB12345678') }).success).toBe(true);
    expect(MASKED_PLAIN.test(maskNumber('AB12345678'))).toBe(true);
  });
  it("take a company's TIN as an EIN or an SSN, and its status from the list", () => {
    const company = { legalName: 'Acme', companyType: 'LLC', ein: '12-3456789' };
    expect(z.safeParse(ZCompanyDetailsInputSchema, { ...company, tin: '12-3456789', status: 'DISSOLVED' }).success).toBe(true);
    expect(z.safeParse(ZCompanyDetailsInputSchema, { ...company, tin: '123-45-6789' }).success).toBe(true);
    expect(z.safeParse(ZCompanyDetailsInputSchema, { ...company, tin: '123456789' }).success).toBe(false);
    expect(z.safeParse(ZCompanyDetailsInputSchema, { ...company, status: 'GONE' }).success).toBe(false);
  });
});

/**
 * Issue 19 items 5, 6 and 8 (docs/decisions/0041): which insurance tiles show and with which date,
 * the contractor relation columns of the employments upload, and the terms acceptance (4004) of
 * registration.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import '../../shared/core/zod-locale.js';
import { ERROR_CATALOGUE } from '../../shared/core/errors.js';
import { TERMS_NOT_ACCEPTED_MESSAGE, ZRegisterRequestSchema } from '../../shared/identity/identity.schema.js';
import { INSURANCE_TYPES, insuranceRecordsOf, insuranceTiles } from '../../shared/profile/insurance.js';
import { EMPLOYMENT_COLUMNS, parseEmploymentRow, TEMPLATE_ROWS } from '../../shared/uploads/uploads.schema.js';

describe('insurance tiles (spec 000 §2)', () => {
  it('shows every type, each Missing, when nothing is set and nothing is on file', () => {
    expect(insuranceTiles(undefined, [])).toEqual(INSURANCE_TYPES.map((type) => expect.objectContaining({ type, latestEndDate: null })));
    expect(insuranceTiles({}, []).map((t) => t.setting)).toEqual(['generalLiabilityRequired', 'professionalLiabilityRequired', 'workersCompensationRequired', 'disabilityRequired']);
  });

  it('hides a type only when its setting is explicitly false', () => {
    const tiles = insuranceTiles({ disabilityRequired: false, generalLiabilityRequired: true, professionalLiabilityRequired: undefined }, []);
    expect(tiles.map((t) => t.type)).toEqual(['GENERAL_LIABILITY', 'PROFESSIONAL_LIABILITY', 'WORKERS_COMPENSATION']);
    const none = insuranceTiles({ generalLiabilityRequired: false, professionalLiabilityRequired: false, workersCompensationRequired: false, disabilityRequired: false }, []);
    expect(none).toEqual([]);
  });

  it("shows the latest end date of the type's insurances; blank or malformed dates are none", () => {
    const tiles = insuranceTiles({ workersCompensationRequired: false }, [
      { type: 'GENERAL_LIABILITY', endDate: '2026-12-31' },
      { type: 'GENERAL_LIABILITY', endDate: '2027-06-30' },
      { type: 'GENERAL_LIABILITY', endDate: '2025-01-01' },
      { type: 'PROFESSIONAL_LIABILITY', endDate: '' },
      { type: 'DISABILITY', endDate: '31/12/2027' },
      // A type that is not required keeps no tile, whatever is on file.
      { type: 'WORKERS_COMPENSATION', endDate: '2030-01-01' },
    ]);
    expect(tiles).toEqual([
      { type: 'GENERAL_LIABILITY', setting: 'generalLiabilityRequired', latestEndDate: '2027-06-30' },
      { type: 'PROFESSIONAL_LIABILITY', setting: 'professionalLiabilityRequired', latestEndDate: null },
      { type: 'DISABILITY', setting: 'disabilityRequired', latestEndDate: null },
    ]);
  });

  it('reads the company details\' per-type end dates as records', () => {
    expect(insuranceRecordsOf(undefined)).toEqual([]);
    expect(insuranceRecordsOf({ DISABILITY: '2027-01-31', GENERAL_LIABILITY: '', PROFESSIONAL_LIABILITY: undefined })).toEqual([{ type: 'DISABILITY', endDate: '2027-01-31' }]);
  });
});

describe('contractor relation columns of the employments upload (spec 000 §3 Contractor)', () => {
  const row = { employerEin: '12-3456789', type: 'CONTRACTOR', name: 'Cass Contractor', email: 'cass@example.com', employmentStart: '2025-03-01', payType: 'FIX_RATE', rate: '1000' };

  it('are columns of the template, blank in its example row', () => {
    expect(EMPLOYMENT_COLUMNS).toEqual(expect.arrayContaining(['providesServicesToClient', 'buysGoodsFromClient']));
    expect(TEMPLATE_ROWS.employments).toMatchObject({ providesServicesToClient: '', buysGoodsFromClient: '' });
  });

  it('take yes/no (and да/нет), blank is no, and reach the create body', () => {
    const parsed = parseEmploymentRow({ ...row, providesServicesToClient: 'Yes', buysGoodsFromClient: 'нет' });
    expect(parsed.ok && parsed.value.request).toMatchObject({ providesServicesToClient: true, buysGoodsFromClient: false });
    const blank = parseEmploymentRow(row);
    expect(blank.ok && blank.value.request).toMatchObject({ providesServicesToClient: false, buysGoodsFromClient: false });
  });

  it('report anything else in its column', () => {
    expect(parseEmploymentRow({ ...row, buysGoodsFromClient: 'sometimes' })).toEqual({
      ok: false,
      problem: { systemCode: 'invalid_request', field: 'buysGoodsFromClient', message: 'Use yes or no' },
    });
  });
});

describe('registration terms (spec 001 §8, 4004)', () => {
  const body = { email: 'terms@example.com', firstName: 'Tess', lastName: 'Terms', password: 'Start#2026pass', confirmPassword: 'Start#2026pass' };

  it('uses the catalogue message of 4004', () => {
    expect(TERMS_NOT_ACCEPTED_MESSAGE).toBe(ERROR_CATALOGUE[4004].message);
  });

  it('refuses anything but true, the message on termsAccepted', () => {
    for (const termsAccepted of [undefined, false, 'true', 1]) {
      const parsed = z.safeParse(ZRegisterRequestSchema, { ...body, termsAccepted });
      expect(parsed.success, String(termsAccepted)).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['termsAccepted', TERMS_NOT_ACCEPTED_MESSAGE]]);
    }
    expect(z.safeParse(ZRegisterRequestSchema, { ...body, termsAccepted: true }).success).toBe(true);
  });
});

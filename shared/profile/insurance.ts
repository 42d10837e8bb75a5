/**
 * The company's insurance tiles (spec 000 §2: "insurance tiles show latest insurance end date or
 * 'Missing' and are hidden when the company setting says that type is not required"; §3 Insurance
 * settings). Pure, so the web and the unit tests share it (docs/decisions/0041).
 */

/** The spec's insurance types (000 §4 vocabularies), in the order the archive lists them. */
export const INSURANCE_TYPES = ['GENERAL_LIABILITY', 'PROFESSIONAL_LIABILITY', 'WORKERS_COMPENSATION', 'DISABILITY'] as const;
export type TInsuranceType = (typeof INSURANCE_TYPES)[number];

/** Each type's company setting (000 §3 Insurance settings). */
export const INSURANCE_SETTING_OF = {
  GENERAL_LIABILITY: 'generalLiabilityRequired',
  PROFESSIONAL_LIABILITY: 'professionalLiabilityRequired',
  WORKERS_COMPENSATION: 'workersCompensationRequired',
  DISABILITY: 'disabilityRequired',
} as const satisfies Record<TInsuranceType, string>;
export type TInsuranceSettingKey = (typeof INSURANCE_SETTING_OF)[TInsuranceType];

/** The settings as stored: a type is required unless its flag is explicitly false. */
export type TInsuranceSettings = Partial<Record<TInsuranceSettingKey, boolean | undefined>>;

/** One insurance on record: its type and the last day it covers (YYYY-MM-DD). */
export interface TInsuranceRecord {
  type: TInsuranceType;
  endDate: string;
}

export interface TInsuranceTile {
  type: TInsuranceType;
  setting: TInsuranceSettingKey;
  /** The latest end date among the type's insurances, or null: the tile reads 'Missing'. */
  latestEndDate: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * The tiles to show, in INSURANCE_TYPES order: every required type (absent or true setting), each
 * with the latest end date of its insurances; blank or malformed dates count as no insurance.
 */
export function insuranceTiles(settings: TInsuranceSettings | undefined, records: readonly TInsuranceRecord[]): TInsuranceTile[] {
  return INSURANCE_TYPES.filter((type) => settings?.[INSURANCE_SETTING_OF[type]] !== false).map((type) => {
    const ends = records.filter((r) => r.type === type && DATE.test(r.endDate)).map((r) => r.endDate);
    // ISO dates order as text.
    const latestEndDate = ends.length ? ends.reduce((a, b) => (b > a ? b : a)) : null;
    return { type, setting: INSURANCE_SETTING_OF[type], latestEndDate };
  });
}

/** A per-type map of end dates (the company details' `insuranceEnds`) as records. */
export function insuranceRecordsOf(ends: Partial<Record<TInsuranceType, string | undefined>> | undefined): TInsuranceRecord[] {
  return INSURANCE_TYPES.flatMap((type) => (ends?.[type] ? [{ type, endDate: ends[type] }] : []));
}

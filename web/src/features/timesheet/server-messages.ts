import { INVALID_DATE_FORMAT, PERIOD_TOO_LONG, RANGE_TOO_LONG } from '@shared/timesheet/timesheet.schema.js';
import type { TFunction } from 'i18next';
import { ApiError } from '../../app/api-client';
import { errorText } from '../../app/errors';
import { i18n } from '../../app/i18n';
import { longDate } from './format';
import { closedThroughOf } from './rules';

/**
 * The timesheet's own server messages (their systemCodes are generic: invalid_period,
 * invalid_request), as `timesheet` keys. The catalogue's message of the code is the fallback.
 */
const KNOWN: Record<string, string> = {
  [INVALID_DATE_FORMAT]: 'timesheet:form.invalidDateFormat',
  [PERIOD_TOO_LONG]: 'timesheet:form.tooLong',
  [RANGE_TOO_LONG]: 'timesheet:filter.tooLong',
  'Enter the end time': 'timesheet:form.endRequired',
  'A period cannot be in the future': 'timesheet:form.future',
  'The day is outside the employment': 'timesheet:form.outsideEmployment',
  'Only days that are over can be closed': 'timesheet:payPeriods.notOver',
};

/** A server text (a field error or an error's message) translated, when it is one the timesheet knows. */
export function knownMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KNOWN[message];
  if (key) return t(key as 'timesheet:form.tooLong');
  const closed = closedThroughOf(message);
  return closed ? t('timesheet:payPeriods.closedThrough', { date: longDate(closed, i18n.language) }) : undefined;
}

/** A failed call's message: the timesheet's own text for it, else the catalogue's for its code. */
export function timesheetErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (error.systemCode === 'invalid_period' || error.systemCode === 'invalid_request')) {
    const own = knownMessage(t, error.message);
    if (own) return own;
  }
  return errorText(t, error);
}

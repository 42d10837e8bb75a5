import type { TTransactItem } from '../../core/entity.js';
import { AppError } from '../../core/errors.js';

/** DynamoDB's limit on the items of one TransactWriteItems; one more is the audit event. */
const MAX_TRANSACTION_ITEMS = 100;

/** Refuses a change that would not fit in one transaction (with its audit event), instead of splitting it. */
export function assertFitsOneTransaction(ops: TTransactItem[], param: string): void {
  if (ops.length + 1 > MAX_TRANSACTION_ITEMS) {
    throw new AppError('invalid_request', {
      param,
      message: `This change touches ${ops.length} records at once; save it in smaller steps`,
    });
  }
}

// Relative paths (not @shared) so the unit tests, type-checked with the root tsconfig, resolve them.
import {
  PARSE_ROW,
  type TRowProblem,
  type TUploadKind,
  type TUploadRow,
  type TUploadRowResult,
  type TUploadRowsResponse,
  UPLOAD_BATCH_SIZE,
} from '../../../../shared/uploads/uploads.schema.js';

export interface TUploadPlan {
  /** Rows that pass the shared row schema: these go to the server. */
  valid: TUploadRow[];
  /** Rows the schema refuses, reported without a call. */
  invalid: TUploadRowResult[];
}

/** Validates each row with the schema the server uses again, for the preview and to skip hopeless rows. */
export function planUpload(kind: TUploadKind, rows: readonly TUploadRow[]): TUploadPlan {
  const parse = PARSE_ROW[kind];
  const plan: TUploadPlan = { valid: [], invalid: [] };
  for (const row of rows) {
    const { rowNumber, ...cells } = row;
    const parsed = parse(cells);
    if (parsed.ok) plan.valid.push(row);
    else plan.invalid.push({ rowNumber, status: 'error', ...parsed.problem });
  }
  return plan;
}

export interface TRunUpload {
  plan: TUploadPlan;
  fileName: string;
  fileSha256: string;
  /** One call of the route with a batch (at most UPLOAD_BATCH_SIZE rows). */
  send: (body: { fileName: string; fileSha256: string; rows: TUploadRow[] }) => Promise<TUploadRowsResponse>;
  /** A failed call as the problem of each of its rows (the other batches still go). */
  problemOf: (error: unknown) => TRowProblem;
  /** Rows handled so far (the refused ones count from the start), of all rows. */
  onProgress: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends the valid rows in batches, one call after another, so the progress bar moves per batch
 * and the rows of one file reach the server in order (a repeated row is then `exists`). Answers
 * every row's result, in row order.
 */
export async function runUpload({ plan, fileName, fileSha256, send, problemOf, onProgress, signal }: TRunUpload): Promise<TUploadRowResult[]> {
  const results: TUploadRowResult[] = [...plan.invalid];
  const total = plan.valid.length + plan.invalid.length;
  onProgress(results.length, total);
  for (let i = 0; i < plan.valid.length; i += UPLOAD_BATCH_SIZE) {
    if (signal?.aborted) break;
    const rows = plan.valid.slice(i, i + UPLOAD_BATCH_SIZE);
    try {
      const answer = await send({ fileName, fileSha256, rows });
      results.push(...answer.results);
    } catch (error) {
      if (signal?.aborted) break;
      const problem = problemOf(error);
      results.push(...rows.map((r) => ({ rowNumber: r.rowNumber, status: 'error' as const, ...problem })));
    }
    onProgress(results.length, total);
  }
  return results.sort((a, b) => a.rowNumber - b.rowNumber);
}

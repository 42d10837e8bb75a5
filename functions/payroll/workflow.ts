/**
 * The Workflows stack's payroll function (infra/workflows/payroll-import.ts): one handler for the
 * PayrollImport state machine's Task states, each naming its step. A step throws to fail its state;
 * the state machine retries throttling and crashes with backoff, and every step is idempotent
 * (services/imports/steps.ts), so a retry finishes the work without doubling it.
 */
import { logger } from '../core/logger.js';

export type TImportStep =
  | { step: 'prepare'; importId: string }
  | { step: 'chunk'; importId: string; chunk: number }
  | { step: 'summarize'; importId: string }
  | { step: 'fail'; importId: string; error?: { Error?: string; Cause?: string } }
  | { step: 'invoices'; importId: string }
  | { step: 'claim'; importId: string; generationId: string }
  | { step: 'issue'; importId: string; generationId: string }
  | { step: 'generationFailed'; importId: string; generationId: string; error?: { Error?: string; Cause?: string } };

export async function handler(event: TImportStep): Promise<unknown> {
  const [steps, invoices] = await Promise.all([import('./services/imports/steps.js'), import('./services/imports/invoices.js')]);
  logger.appendKeys({ importId: event.importId, step: event.step });
  switch (event.step) {
    case 'prepare':
      return steps.prepareImport(event);
    case 'chunk':
      return steps.writeChunk(event);
    case 'summarize':
      return steps.summarizeImport(event);
    case 'fail':
      return steps.failImport({ importId: event.importId, cause: causeOf(event.error) });
    case 'invoices':
      return invoices.generateForImport(event);
    case 'claim':
      return invoices.claimRecords(event);
    case 'issue':
      return invoices.issueInvoice(event);
    case 'generationFailed':
      return invoices.failGeneration({ importId: event.importId, generationId: event.generationId, cause: causeOf(event.error) });
    default:
      throw Object.assign(new Error(`Unknown step ${(event as { step?: string }).step}`), { name: 'UnknownStep' });
  }
}

/** A failure's cause as staff read it: the error's message, never a stack. */
function causeOf(error: { Error?: string; Cause?: string } | undefined): string {
  if (!error) return 'The import stopped';
  try {
    const parsed = JSON.parse(error.Cause ?? '') as { errorMessage?: string };
    if (parsed.errorMessage) return `The import stopped: ${parsed.errorMessage}`;
  } catch {
    // The cause is plain text.
  }
  return `The import stopped: ${error.Cause ?? error.Error ?? 'unknown error'}`;
}

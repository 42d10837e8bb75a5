/**
 * The PayrollImport state machine, written once (docs/decisions/0036-payroll-imports.md): the
 * Workflows stack deploys it, and the embedded stack (scripts/local/stepfunctions.ts) synthesizes
 * the same definition and runs it with aws-local-stepfunctions, each Task state resolved to the
 * handler module the function deploys (functions/payroll/workflow.ts).
 *
 *   Prepare ─► FileReadable? ─no─► FileRejected (the import is FAILED with its reason)
 *                  │yes
 *                  ▼
 *             WriteChunks (inline Map over the chunks, MaxConcurrency 4)
 *                  │   WriteChunk: Retry throttling (2 s × 2ⁿ, 6 times, full jitter), then any
 *                  │   task failure (a crash) 3 times; every row is written once whatever the retries
 *                  ▼
 *             Summarize ─► InvoicesWanted? ─yes─► StartInvoices (GenerateInvoices) ─► Done
 *
 * Any state that still fails is caught: MarkFailed records the cause on the import, then the
 * execution fails (alarmed).
 */
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Choice, Condition, Fail, type IChainable, JitterType, JsonPath, Map as MapState, Succeed, TaskInput, Timeout } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import { IMPORT_MAP_CONCURRENCY } from '../../shared/payroll/imports.schema.js';

/** Errors DynamoDB and Lambda raise when asked too fast: retried with backoff, never lost. */
export const THROTTLING_ERRORS = [
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'Lambda.TooManyRequestsException',
] as const;

/** The Task states, by name: the local runner resolves each to the function's handler. */
export const PAYROLL_IMPORT_TASKS = ['Prepare', 'WriteChunk', 'Summarize', 'StartInvoices', 'MarkFailed'] as const;

export function payrollImportDefinition(scope: Construct, fn: IFunction): IChainable {
  const invoke = (id: string, payload: Record<string, unknown>, minutes: number) =>
    new LambdaInvoke(scope, id, {
      lambdaFunction: fn,
      payload: TaskInput.fromObject(payload),
      outputPath: '$.Payload',
      retryOnServiceExceptions: true,
      taskTimeout: Timeout.duration(Duration.minutes(minutes)),
    });

  const failed = invoke('MarkFailed', { step: 'fail', importId: JsonPath.stringAt('$$.Execution.Input.importId'), error: JsonPath.objectAt('$.error') }, 2).next(
    new Fail(scope, 'ImportFailed', { error: 'PayrollImportFailed', cause: 'A step failed after its retries; the import records why' }),
  );

  const writeChunk = invoke('WriteChunk', { step: 'chunk', importId: JsonPath.stringAt('$.importId'), chunk: JsonPath.numberAt('$.chunk') }, 10)
    .addRetry({ errors: [...THROTTLING_ERRORS], interval: Duration.seconds(2), backoffRate: 2, maxAttempts: 6, maxDelay: Duration.seconds(60), jitterStrategy: JitterType.FULL })
    .addRetry({ errors: ['States.TaskFailed'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 3 });
  const writeChunks = new MapState(scope, 'WriteChunks', { itemsPath: '$.chunks', maxConcurrency: IMPORT_MAP_CONCURRENCY, resultPath: JsonPath.DISCARD })
    .itemProcessor(writeChunk)
    .addCatch(failed, { resultPath: '$.error' });

  const summarize = invoke('Summarize', { step: 'summarize', importId: JsonPath.stringAt('$.importId') }, 5)
    .addRetry({ errors: [...THROTTLING_ERRORS], interval: Duration.seconds(2), backoffRate: 2, maxAttempts: 6, jitterStrategy: JitterType.FULL })
    .addRetry({ errors: ['States.TaskFailed'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 2 })
    .addCatch(failed, { resultPath: '$.error' });
  // The import asked for invoices: GenerateInvoices starts for every invoiceable record (its own execution).
  const startInvoices = invoke('StartInvoices', { step: 'invoices', importId: JsonPath.stringAt('$.importId') }, 2)
    .addRetry({ errors: [...THROTTLING_ERRORS], interval: Duration.seconds(2), backoffRate: 2, maxAttempts: 6, jitterStrategy: JitterType.FULL })
    .addCatch(new Succeed(scope, 'InvoicesNotStarted', { comment: 'The import stands; staff generate its invoices from the screen' }), { resultPath: '$.error' });
  const done = new Succeed(scope, 'Done');
  const summarized = summarize.next(
    new Choice(scope, 'InvoicesWanted').when(Condition.booleanEquals('$.generateInvoices', true), startInvoices.next(done)).otherwise(done),
  );

  const prepare = invoke('Prepare', { step: 'prepare', importId: JsonPath.stringAt('$.importId') }, 10)
    .addRetry({ errors: [...THROTTLING_ERRORS], interval: Duration.seconds(2), backoffRate: 2, maxAttempts: 6, jitterStrategy: JitterType.FULL })
    .addRetry({ errors: ['States.TaskFailed'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 2 })
    .addCatch(failed, { resultPath: '$.error' });

  return prepare.next(
    new Choice(scope, 'FileReadable')
      .when(Condition.booleanEquals('$.ok', false), new Succeed(scope, 'FileRejected', { comment: 'The import is FAILED with the reason its file cannot be read' }))
      .otherwise(writeChunks.next(summarized)),
  );
}

/**
 * The GenerateInvoices state machine, written once (docs/decisions/0036-payroll-imports.md):
 *
 *   Claim (each selected record claimed by this generation, or left to the one that holds it)
 *     ─► AnyClaimed? ─no─► NothingToInvoice
 *            │yes
 *            ▼
 *        Issue (the firm's service logs and one invoice, through billing's publish) ─► Done
 *
 * Both steps are idempotent by the generation's id (a hash of the import and its selection), so a
 * retry, or the same records asked twice, gives one invoice. A step that still fails is caught:
 * the generation is marked FAILED (its claims free for another try) and the execution fails.
 */
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Choice, Condition, Fail, type IChainable, JitterType, JsonPath, Succeed, TaskInput, Timeout } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import { THROTTLING_ERRORS } from './payroll-import.js';

export const GENERATE_INVOICES_TASKS = ['Claim', 'Issue', 'MarkGenerationFailed'] as const;

export function generateInvoicesDefinition(scope: Construct, fn: IFunction): IChainable {
  const invoke = (id: string, step: string, extra: Record<string, unknown> = {}) =>
    new LambdaInvoke(scope, id, {
      lambdaFunction: fn,
      payload: TaskInput.fromObject({ step, importId: JsonPath.stringAt('$$.Execution.Input.importId'), generationId: JsonPath.stringAt('$$.Execution.Input.generationId'), ...extra }),
      outputPath: '$.Payload',
      retryOnServiceExceptions: true,
      taskTimeout: Timeout.duration(Duration.minutes(10)),
    });
  const retried = (task: LambdaInvoke) =>
    task
      .addRetry({ errors: [...THROTTLING_ERRORS], interval: Duration.seconds(2), backoffRate: 2, maxAttempts: 6, jitterStrategy: JitterType.FULL })
      .addRetry({ errors: ['States.TaskFailed'], interval: Duration.seconds(5), backoffRate: 2, maxAttempts: 3 });

  const failed = invoke('MarkGenerationFailed', 'generationFailed', { error: JsonPath.objectAt('$.error') }).next(
    new Fail(scope, 'GenerationFailed', { error: 'GenerateInvoicesFailed', cause: 'A step failed after its retries; the generation records why' }),
  );
  const issue = retried(invoke('Issue', 'issue')).addCatch(failed, { resultPath: '$.error' }).next(new Succeed(scope, 'Invoiced'));
  const claim = retried(invoke('Claim', 'claim')).addCatch(failed, { resultPath: '$.error' });
  return claim.next(
    new Choice(scope, 'AnyClaimed')
      .when(Condition.numberGreaterThan('$.claimed', 0), issue)
      .otherwise(new Succeed(scope, 'NothingToInvoice', { comment: 'Every selected record is on another invoice' })),
  );
}

import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAP_CONCURRENCY } from '../../shared/payroll/imports.schema.js';
import { stateMachineName } from '../../infra/stacks/workflows-stack.js';
import { GENERATE_INVOICES_TASKS } from '../../infra/workflows/generate-invoices.js';
import { PAYROLL_IMPORT_TASKS, THROTTLING_ERRORS } from '../../infra/workflows/payroll-import.js';
import { buildTestApp, templateOf } from './build-test-app.js';

type TProps = Record<string, any>;
type TState = Record<string, any>;

/** The deployed definition, its DefinitionString's Fn::Join resolved with the tokens as placeholders. */
function definitionOf(template: Template, name: string): { States: Record<string, TState>; StartAt: string } {
  const machine = (Object.values(template.findResources('AWS::StepFunctions::StateMachine')) as { Properties: TProps }[]).find((m) => m.Properties.StateMachineName === name);
  const body = machine!.Properties.DefinitionString as { 'Fn::Join': [string, unknown[]] } | string;
  const text = typeof body === 'string' ? body : body['Fn::Join'][1].map((p) => (typeof p === 'string' ? p : 'TOKEN')).join('');
  return JSON.parse(text);
}

describe('WorkflowsStack', () => {
  const built = buildTestApp({ context: { stage: 'prod' } });
  const template = templateOf(built.workflows);
  const api = templateOf(built.api);
  const definition = definitionOf(template, stateMachineName(built.stage, 'payroll-import'));
  const generate = definitionOf(template, stateMachineName(built.stage, 'generate-invoices'));
  const stepsId = built.workflows.getLogicalId(built.workflows.payrollFunction.function.node.defaultChild as never);

  it('deploys PayrollImport by its fixed name, with logs of every event and X-Ray', () => {
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineName: stateMachineName(built.stage, 'payroll-import'),
      StateMachineType: 'STANDARD',
      TracingConfiguration: { Enabled: true },
      LoggingConfiguration: Match.objectLike({ Level: 'ALL', IncludeExecutionData: false }),
    });
  });

  it('prepares, then writes the chunks in an inline Map of bounded concurrency, then summarizes', () => {
    expect(definition.StartAt).toBe('Prepare');
    expect(definition.States.Prepare!.Next).toBe('FileReadable');
    const map = definition.States.WriteChunks!;
    expect(map.Type).toBe('Map');
    expect(map.ItemsPath).toBe('$.chunks');
    expect(map.MaxConcurrency).toBe(IMPORT_MAP_CONCURRENCY);
    expect(map.ItemProcessor.ProcessorConfig).toEqual({ Mode: 'INLINE' });
    expect(map.ItemReader).toBeUndefined();
    expect(map.Next).toBe('Summarize');
    expect(map.Catch[0].Next).toBe('MarkFailed');
    // Every Task invokes the steps function with {FunctionName, Payload} and reads the Payload back.
    const tasks = [...Object.entries(definition.States), ...Object.entries(map.ItemProcessor.States as Record<string, TState>)].filter(([, s]) => s.Type === 'Task');
    expect(tasks.map(([name]) => name).sort()).toEqual([...PAYROLL_IMPORT_TASKS].sort());
    for (const [, task] of tasks) {
      expect(task.Resource).toBe('arn:TOKEN:states:::lambda:invoke');
      expect(Object.keys(task.Parameters).sort()).toEqual(['FunctionName', 'Payload']);
      expect(task.OutputPath).toBe('$.Payload');
    }
  });

  it('retries a chunk on throttling with backoff and jitter, then on any failure (a crash), before failing the import', () => {
    const write = definition.States.WriteChunks!.ItemProcessor.States.WriteChunk as TState;
    const throttling = write.Retry.find((r: TState) => r.ErrorEquals.includes('ProvisionedThroughputExceededException'));
    expect(throttling).toMatchObject({ ErrorEquals: [...THROTTLING_ERRORS], IntervalSeconds: 2, BackoffRate: 2, MaxAttempts: 6, JitterStrategy: 'FULL' });
    expect(write.Retry.find((r: TState) => r.ErrorEquals.includes('States.TaskFailed'))).toMatchObject({ MaxAttempts: 3, BackoffRate: 2 });
    expect(definition.States.MarkFailed!.Next).toBe('ImportFailed');
    expect(definition.States.ImportFailed!.Type).toBe('Fail');
  });

  it("gives the state machine's role only the steps function, and the steps function only the table, the bucket's objects and the live stage", () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as { Properties: TProps }[];
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as TProps[]);
    const invoke = statements.filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoke.length).toBeGreaterThan(0);
    for (const s of invoke) for (const r of [s.Resource].flat()) expect(JSON.stringify(r)).toContain(stepsId);
    const table = statements.find((s) => [s.Action].flat().includes('dynamodb:Query'))!;
    expect([table.Action].flat()).not.toContain('dynamodb:Scan');
    expect([table.Action].flat()).not.toContain('dynamodb:BatchWriteItem');
  });

  it('starts GenerateInvoices after a summarized import that asked for it, and claims before it issues', () => {
    expect(definition.States.Summarize!.Next).toBe('InvoicesWanted');
    expect(definition.States.InvoicesWanted!.Choices[0]).toMatchObject({ Variable: '$.generateInvoices', BooleanEquals: true, Next: 'StartInvoices' });
    expect(generate.StartAt).toBe('Claim');
    expect(generate.States.AnyClaimed!.Choices[0]).toMatchObject({ Variable: '$.claimed', NumericGreaterThan: 0, Next: 'Issue' });
    expect(Object.entries(generate.States).filter(([, s]) => s.Type === 'Task').map(([n]) => n).sort()).toEqual([...GENERATE_INVOICES_TASKS].sort());
    expect(generate.States.Issue!.Catch[0].Next).toBe('MarkGenerationFailed');
  });

  it('lets the API start the two workflows, by name, and nothing else of Step Functions', () => {
    const statements = (Object.values(api.findResources('AWS::IAM::Policy')) as { Properties: TProps }[]).flatMap((p) => p.Properties.PolicyDocument.Statement as TProps[]);
    const start = statements.filter((s) => [s.Action].flat().some((a: string) => a.startsWith('states:')));
    expect(start).toHaveLength(1);
    expect(start[0]!.Action).toBe('states:StartExecution');
    expect(JSON.stringify(start[0]!.Resource)).toContain('stateMachine:sublime-portal-prod-payroll-import');
    expect(JSON.stringify(start[0]!.Resource)).toContain('stateMachine:sublime-portal-prod-generate-invoices');
    api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'payroll', PAYROLL_IMPORT_STATE_MACHINE_ARN: Match.anyValue() }) },
    });
  });
});

import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { JOB_SCHEDULES } from '../../shared/jobs/schedules.js';
import { jobsRunnerName, RUNNER_TABLE_ACTIONS } from '../../infra/stacks/jobs-stack.js';
import { buildTestApp, templateOf } from './build-test-app.js';

type TProps = Record<string, any>;
const propsOf = (template: Template, type: string): TProps[] =>
  Object.values(template.findResources(type)).map((r) => (r as { Properties: TProps }).Properties);

describe('JobsStack', () => {
  const built = buildTestApp({ context: { stage: 'prod' } });
  const template = templateOf(built.jobs);
  const monitoring = templateOf(built.monitoring);
  const api = templateOf(built.api);
  const runnerId = built.jobs.getLogicalId(built.jobs.runner.function.node.defaultChild as never);
  const queueId = built.jobs.getLogicalId(built.jobs.deadLetterQueue.node.defaultChild as never);

  it('has one schedule per job of shared/jobs/schedules.ts, in a group of its own, invoking the runner with the job and the scheduled time', () => {
    const schedules = propsOf(template, 'AWS::Scheduler::Schedule');
    expect(schedules).toHaveLength(JOB_SCHEDULES.length);
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', JOB_SCHEDULES.length);
    const accrual = schedules.find((s) => s.ScheduleExpression === 'cron(15 2 * * ? *)')!;
    expect(accrual).toBeDefined();
    expect(accrual.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
    expect(accrual.Target.Arn).toEqual({ 'Fn::GetAtt': [runnerId, 'Arn'] });
    expect(JSON.parse(accrual.Target.Input)).toEqual({ job: 'leave-accrual', scheduledTime: '<aws.scheduler.scheduled-time>' });
    expect(accrual.Target.RetryPolicy).toEqual({ MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 6 * 3600 });
    expect(accrual.Target.DeadLetterConfig).toEqual({ Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } });
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'sublime-portal-prod-leave-accrual' });
  });

  it('runs the scheduled entry of functions/jobs/handler.ts by its fixed name, with the lease as its timeout', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: jobsRunnerName(built.stage),
      Handler: 'index.scheduled',
      Timeout: 900,
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'jobs', TABLE_NAME: Match.anyValue() }) },
    });
  });

  it('keeps given-up runs in an encrypted, TLS-only dead-letter queue: undeliverable ones and failed ones', () => {
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
  });

  it('lets the scheduler invoke only the runner, and grants the runner the table actions it uses: no Scan, no batch writes', () => {
    const policies = propsOf(template, 'AWS::IAM::Policy').flatMap((p) => p.PolicyDocument.Statement as TProps[]);
    const invoke = policies.filter((s) => [s.Action].flat().includes('lambda:InvokeFunction'));
    expect(invoke.length).toBeGreaterThan(0);
    for (const s of invoke) expect(JSON.stringify(s.Resource)).toContain(runnerId);
    const tableGrant = policies.find((s) => s.Effect === 'Allow' && [s.Action].flat().includes('dynamodb:Query'))!;
    expect([tableGrant.Action].flat().sort()).toEqual([...RUNNER_TABLE_ACTIONS].sort());
    const actions = policies.flatMap((s) => (s.Effect === 'Allow' ? [s.Action].flat() : []));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions).not.toContain('dynamodb:BatchWriteItem');
    expect(policies.some((s) => s.Effect === 'Deny' && JSON.stringify(s.Condition).includes('AUDIT#*'))).toBe(true);
  });

  it("lets the API's jobs function invoke the runner by name for a run started from the admin view", () => {
    const statements = propsOf(api, 'AWS::IAM::Policy').flatMap((p) => p.PolicyDocument.Statement as TProps[]);
    const invoke = statements.find((s) => s.Action === 'lambda:InvokeFunction')!;
    expect(JSON.stringify(invoke.Resource)).toContain(`function:${jobsRunnerName(built.stage)}`);
    api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'jobs', JOBS_FUNCTION_NAME: jobsRunnerName(built.stage) }) },
    });
  });

  it('alarms on target errors, dropped runs, runner errors, dead letters, and a job not succeeded within its interval (missing data breaches)', () => {
    const alarms = new Map(propsOf(monitoring, 'AWS::CloudWatch::Alarm').map((a) => [a.AlarmName as string, a]));
    const name = (id: string) => `sublime-portal-prod-${id}`;
    expect(alarms.get(name('LeaveAccrualTargetErrors'))).toMatchObject({ Namespace: 'AWS/Scheduler', MetricName: 'TargetErrorCount' });
    expect(alarms.get(name('LeaveAccrualInvocationsDropped'))).toMatchObject({ Namespace: 'AWS/Scheduler', MetricName: 'InvocationDroppedCount' });
    expect(alarms.get(name('JobRunnerErrors'))).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Threshold: 1 });
    expect(alarms.get(name('JobsDeadLetters'))).toMatchObject({ Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible' });
    expect(alarms.get(name('LeaveAccrualNotSucceeded'))).toMatchObject({
      Namespace: 'SublimePortal',
      MetricName: 'JobSucceeded',
      Dimensions: expect.arrayContaining([{ Name: 'job', Value: 'leave-accrual' }, { Name: 'service', Value: 'jobs' }]),
      Statistic: 'Sum',
      Period: 3600,
      EvaluationPeriods: 26,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
    });
  });
});

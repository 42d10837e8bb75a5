import { Duration, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { DefinitionBody, Pass, StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { describe, expect, it } from 'vitest';
import { API_DOMAINS } from '../../shared/api/route.js';
import { PortalMonitoring } from '../../infra/constructs/monitoring.js';
import { buildTestApp, templateOf } from './build-test-app.js';

type TResource = { Properties: Record<string, unknown> };

/** The alarms of a template by name, with the metric names (or expression metrics) they watch. */
function alarmsOf(template: Template): Map<string, TResource['Properties']> {
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as TResource[];
  return new Map(alarms.map((a) => [a.Properties.AlarmName as string, a.Properties]));
}

describe('MonitoringStack', () => {
  const built = buildTestApp({ context: { stage: 'prod', alarmEmail: 'ops@example.com' } });
  const template = templateOf(built.monitoring);
  const alarms = alarmsOf(template);
  const topicRef = () => {
    const [id] = Object.keys(template.findResources('AWS::SNS::Topic'));
    return { Ref: id };
  };

  it('alarms on errors and throttles of every function, the realtime one included', () => {
    const labels = [...API_DOMAINS.map((d) => d.charAt(0).toUpperCase() + d.slice(1)), 'Realtime'];
    for (const label of labels) {
      expect(alarms.get(`sublime-portal-prod-${label}Errors`), label).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Errors',
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
      expect(alarms.get(`sublime-portal-prod-${label}Throttles`), label).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Throttles' });
    }
  });

  it("alarms on the HTTP API's 5xx rate and p99 latency", () => {
    const rate = alarms.get('sublime-portal-prod-Api5xxRate')!;
    const metrics = rate.Metrics as { Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string } } }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe('IF(requests >= 20, 100 * errors / requests, 0)');
    expect(metrics.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.MetricName] : [])).sort()).toEqual(['5xx', 'Count']);
    expect(rate.Threshold).toBe(1);
    expect(alarms.get('sublime-portal-prod-ApiP99Latency')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: 2000,
      EvaluationPeriods: 3,
    });
  });

  it('alarms on throttled requests of the table, over every operation the portal issues', () => {
    const throttled = alarms.get('sublime-portal-prod-TableThrottledRequests')!;
    const metrics = throttled.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: { Name: string; Value: unknown }[] } } }[];
    const operations = metrics.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric.Dimensions.find((d) => d.Name === 'Operation')!.Value] : []));
    expect(metrics.filter((m) => m.MetricStat).every((m) => m.MetricStat!.Metric.MetricName === 'ThrottledRequests')).toBe(true);
    expect(operations).toEqual(expect.arrayContaining(['GetItem', 'Query', 'PutItem', 'UpdateItem', 'TransactWriteItems']));
  });

  it('notifies an encrypted, TLS-only topic on ALARM and OK, and subscribes the alarmEmail', () => {
    for (const alarm of alarms.values()) {
      expect(alarm.AlarmActions).toEqual([topicRef()]);
      expect(alarm.OKActions).toEqual([topicRef()]);
    }
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' }, Action: ['kms:Decrypt', 'kms:GenerateDataKey*'] }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: topicRef() });
  });

  it('subscribes no one without alarmEmail, and rejects one that is not an address', () => {
    templateOf(buildTestApp().monitoring).resourceCountIs('AWS::SNS::Subscription', 0);
    expect(() => buildTestApp({ context: { alarmEmail: 'ops' } })).toThrow(/Invalid alarmEmail/);
  });

  it('draws one dashboard for the stage with those metrics', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard')) as TResource[];
    expect(dashboard!.Properties.DashboardName).toBe('sublime-portal-prod');
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const metric of ['Errors', 'Throttles', '5xx', 'Latency', 'ThrottledRequests']) expect(body).toContain(`\\"${metric}\\"`);
  });
});

describe('PortalMonitoring, as the wave-2 stacks will call it', () => {
  const stack = new Stack();
  const monitoring = new PortalMonitoring(stack, 'Monitoring', { namePrefix: 'sublime-portal-test' });
  const workflow = new StateMachine(stack, 'Workflow', { definitionBody: DefinitionBody.fromChainable(new Pass(stack, 'Step')) });
  const fn = new LambdaFunction(stack, 'JobFunction', { runtime: Runtime.NODEJS_22_X, handler: 'index.handler', code: Code.fromInline('exports.handler=async()=>{}') });
  const group = new ScheduleGroup(stack, 'JobGroup', { scheduleGroupName: 'payroll-runs' });
  const schedule = new Schedule(stack, 'Job', { schedule: ScheduleExpression.rate(Duration.minutes(30)), target: new LambdaInvoke(fn), scheduleGroup: group });
  const ungrouped = new Schedule(stack, 'Ungrouped', { schedule: ScheduleExpression.rate(Duration.minutes(30)), target: new LambdaInvoke(fn) });
  monitoring.watchStateMachine('PayrollRun', workflow);
  monitoring.watchSchedule('PayrollSchedule', schedule);
  monitoring.watchSchedule('Reminders', ungrouped);
  const template = Template.fromStack(stack);
  const alarms = alarmsOf(template);

  it('alarms on failed and timed-out executions of a state machine', () => {
    const smRef = { Ref: stack.getLogicalId(workflow.node.defaultChild as never) };
    for (const [name, metric] of [
      ['sublime-portal-test-PayrollRunExecutionsFailed', 'ExecutionsFailed'],
      ['sublime-portal-test-PayrollRunExecutionsTimedOut', 'ExecutionsTimedOut'],
    ] as const) {
      expect(alarms.get(name)).toMatchObject({ Namespace: 'AWS/States', MetricName: metric, Threshold: 1, Dimensions: [{ Name: 'StateMachineArn', Value: smRef }] });
    }
  });

  it("alarms on a schedule's target errors and dropped (missed) invocations, per schedule group", () => {
    expect(alarms.get('sublime-portal-test-PayrollScheduleTargetErrors')).toMatchObject({
      Namespace: 'AWS/Scheduler',
      MetricName: 'TargetErrorCount',
      Dimensions: [{ Name: 'ScheduleGroup', Value: 'payroll-runs' }],
    });
    expect(alarms.get('sublime-portal-test-PayrollScheduleInvocationsDropped')).toMatchObject({ Namespace: 'AWS/Scheduler', MetricName: 'InvocationDroppedCount' });
    expect(alarms.get('sublime-portal-test-RemindersInvocationsDropped')).toMatchObject({ Dimensions: [{ Name: 'ScheduleGroup', Value: 'default' }] });
  });

  it('puts them on the same topic and dashboard', () => {
    const [topic] = Object.keys(template.findResources('AWS::SNS::Topic'));
    expect(alarms.size).toBe(6);
    for (const alarm of alarms.values()) expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const body = JSON.stringify(template.findResources('AWS::CloudWatch::Dashboard'));
    for (const metric of ['ExecutionsFailed', 'ExecutionsTimedOut', 'InvocationAttemptCount', 'TargetErrorCount', 'InvocationDroppedCount']) {
      expect(body).toContain(`\\"${metric}\\"`);
    }
    expect(monitoring.alarms).toHaveLength(6);
  });
});

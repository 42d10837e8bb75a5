import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  type Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { type ISchedule, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

export interface PortalMonitoringProps {
  /** Prefix of alarm and dashboard names, e.g. `sublime-portal-prod`. */
  readonly namePrefix: string;
  /** Who is told of alarms by e-mail (context `alarmEmail`); no subscription when absent. @default undefined */
  readonly alarmEmail?: string;
  /** What happens to the topic's key when the stack goes. @default RemovalPolicy.RETAIN */
  readonly removalPolicy?: RemovalPolicy;
}

export interface HttpApiAlarmOptions {
  /** Share of requests answered 5xx, in percent over 5 minutes, that raises the alarm. @default 1 */
  readonly serverErrorRatePercent?: number;
  /** Fewer requests than this in 5 minutes never raise the 5xx-rate alarm (one error in three is noise). @default 20 */
  readonly minimumRequests?: number;
  /** p99 latency, in milliseconds, that raises the alarm when held for 15 minutes. @default 2000 */
  readonly p99LatencyMs?: number;
}

const FIVE_MINUTES = Duration.minutes(5);

/** Every DynamoDB operation the portal's code issues (TABLE access patterns; no Scan in a request path). */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

/**
 * The stage's alarms, their SNS topic and its one dashboard. Stacks hand it what they deploy
 * (`watchFunction`, `watchHttpApi`, `watchTable`, `watchStateMachine`, `watchSchedule`, `watchJobSuccess`,
 * `watchDeadLetterQueue`); each call
 * adds the alarms, notifying the topic on ALARM and on OK, and a dashboard row with the metrics.
 */
export class PortalMonitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  private readonly alarmList: Alarm[] = [];
  private readonly action: SnsAction;
  private readonly prefix: string;

  constructor(scope: Construct, id: string, props: PortalMonitoringProps) {
    super(scope, id);
    this.prefix = props.namePrefix;

    // A customer-managed key, because CloudWatch cannot publish to a topic under the AWS-managed
    // SNS key: its policy cannot be changed to let the cloudwatch service use it.
    const key = new Key(this, 'TopicKey', {
      description: `${props.namePrefix} alarm topic`,
      enableKeyRotation: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: `${props.namePrefix} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: props.namePrefix,
      defaultInterval: Duration.hours(3),
    });
  }

  /** The alarms added so far. */
  get alarms(): readonly Alarm[] {
    return this.alarmList;
  }

  /** Errors (failed invocations: crashes, timeouts) and throttles of one function, each from the first one. */
  watchFunction(label: string, fn: IFunction): void {
    const errors = fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
    const throttles = fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' });
    this.addAlarm(`${label}Errors`, errors, 1, `The ${label} function failed invocations (errors or timeouts).`);
    this.addAlarm(`${label}Throttles`, throttles, 1, `Invocations of the ${label} function were throttled.`);
    this.dashboard.addWidgets(
      new GraphWidget({ title: `${label}: errors and throttles`, left: [errors, throttles], width: 12 }),
      new GraphWidget({
        title: `${label}: duration p50 / p99`,
        left: [fn.metricDuration({ statistic: 'p50' }), fn.metricDuration({ statistic: 'p99' })],
        width: 12,
      }),
    );
  }

  /** The share of requests answered 5xx, and p99 latency, of an HTTP API. */
  watchHttpApi(label: string, api: IHttpApi, options: HttpApiAlarmOptions = {}): void {
    const minimum = options.minimumRequests ?? 20;
    const requests = api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const errorRate = new MathExpression({
      label: '5xx (% of requests)',
      expression: `IF(requests >= ${minimum}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
    });
    const latency = api.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    this.addAlarm(`${label}5xxRate`, errorRate, options.serverErrorRatePercent ?? 1, `More than the allowed share of ${label} requests answered 5xx.`);
    this.addAlarm(`${label}P99Latency`, latency, options.p99LatencyMs ?? 2000, `${label} p99 latency stayed above its budget for 15 minutes.`, 3);
    this.dashboard.addWidgets(
      new GraphWidget({ title: `${label}: requests, 4xx, 5xx`, left: [requests, api.metricClientError({ period: FIVE_MINUTES }), serverErrors], width: 8 }),
      new GraphWidget({ title: `${label}: 5xx rate (%)`, left: [errorRate], width: 8 }),
      new GraphWidget({ title: `${label}: latency p50 / p99 (ms)`, left: [api.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }), latency], width: 8 }),
    );
  }

  /** Throttled requests of the table, over every operation the portal issues. */
  watchTable(label: string, table: ITable): void {
    const throttled = table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: FIVE_MINUTES });
    this.addAlarm(`${label}ThrottledRequests`, throttled, 1, `Requests to the ${label} table were throttled.`);
    this.dashboard.addWidgets(
      new GraphWidget({ title: `${label}: throttled requests`, left: [throttled], width: 12 }),
      new GraphWidget({
        title: `${label}: consumed capacity`,
        left: [table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES }), table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES })],
        width: 12,
      }),
    );
  }

  /** For the Workflows stack: executions of a state machine that failed or timed out. */
  watchStateMachine(label: string, stateMachine: IStateMachine): void {
    const failed = stateMachine.metricFailed({ period: FIVE_MINUTES, statistic: 'Sum' });
    const timedOut = stateMachine.metricTimedOut({ period: FIVE_MINUTES, statistic: 'Sum' });
    this.addAlarm(`${label}ExecutionsFailed`, failed, 1, `Executions of the ${label} workflow failed.`);
    this.addAlarm(`${label}ExecutionsTimedOut`, timedOut, 1, `Executions of the ${label} workflow timed out.`);
    this.dashboard.addWidgets(
      new GraphWidget({
        title: `${label}: executions`,
        left: [stateMachine.metricStarted({ period: FIVE_MINUTES }), stateMachine.metricSucceeded({ period: FIVE_MINUTES }), failed, timedOut],
        width: 24,
      }),
    );
  }

  /**
   * For the Jobs stack: runs of a schedule that failed at the target or were dropped once its retry
   * policy gave up, i.e. missed. EventBridge Scheduler publishes these per schedule group, so
   * give each job a group of its own (the default group otherwise).
   */
  watchSchedule(label: string, schedule: ISchedule): void {
    const group = schedule.scheduleGroup ?? ScheduleGroup.fromDefaultScheduleGroup(this, `${label}DefaultGroup`);
    const targetErrors = group.metricTargetErrors({ period: FIVE_MINUTES, statistic: 'Sum' });
    const dropped = group.metricDropped({ period: FIVE_MINUTES, statistic: 'Sum' });
    this.addAlarm(`${label}TargetErrors`, targetErrors, 1, `The ${label} schedule's target failed.`);
    this.addAlarm(`${label}InvocationsDropped`, dropped, 1, `Runs of the ${label} schedule were dropped after their retries: missed.`);
    this.dashboard.addWidgets(
      new GraphWidget({
        title: `${label}: schedule invocations`,
        left: [group.metricAttempts({ period: FIVE_MINUTES, statistic: 'Sum' }), targetErrors, dropped, group.metricThrottled({ period: FIVE_MINUTES, statistic: 'Sum' })],
        width: 24,
      }),
    );
  }

  /**
   * For the Jobs stack: a job that has not succeeded within `within` (its interval plus a grace).
   * `succeeded` is the runner's count of successful runs (1 a success, 0 otherwise), summed per
   * hour; the alarm fires when every hour of the window is below 1, and missing data breaches, so a
   * job that stopped running at all (schedule disabled or deleted, runner never invoked) alarms too.
   */
  watchJobSuccess(label: string, succeeded: Metric, within: Duration): void {
    const hourly = succeeded.with({ statistic: 'Sum', period: Duration.hours(1) });
    const hours = Math.ceil(within.toMinutes() / 60);
    this.addAlarm(`${label}NotSucceeded`, hourly, 1, `The ${label} job has not succeeded for ${hours} hours: a run was missed or failed.`, hours, {
      comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.BREACHING,
    });
    this.dashboard.addWidgets(new GraphWidget({ title: `${label}: successful runs (hourly)`, left: [hourly], width: 12 }));
  }

  /** A dead-letter queue holding anything: each message is a run that was given up on. */
  watchDeadLetterQueue(label: string, queue: IQueue): void {
    const visible = queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' });
    this.addAlarm(`${label}DeadLetters`, visible, 1, `Messages wait in the ${label} dead-letter queue: runs that were given up on.`);
    this.dashboard.addWidgets(new GraphWidget({ title: `${label}: dead letters`, left: [visible], width: 12 }));
  }

  /** A heading row on the dashboard. */
  addSection(title: string): void {
    this.dashboard.addWidgets(new TextWidget({ markdown: `## ${title}`, width: 24, height: 1 }));
  }

  private addAlarm(
    id: string,
    metric: IMetric | Metric,
    threshold: number,
    description: string,
    evaluationPeriods = 1,
    options: { comparisonOperator?: ComparisonOperator; treatMissingData?: TreatMissingData } = {},
  ): Alarm {
    const alarm = new Alarm(this, id, {
      alarmName: `${this.prefix}-${id}`,
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator: options.comparisonOperator ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods,
      // No traffic is not a failure: counts are absent, not zero, when nothing ran (except where a
      // caller watches for something that must happen: a job's success).
      treatMissingData: options.treatMissingData ?? TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarmList.push(alarm);
    return alarm;
  }
}

import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleGroup, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { JOB_SCHEDULES, JOB_TIMEOUT_MINUTES, missedAfterMs, type TJobSchedule } from '../../shared/jobs/schedules.js';
import { denyAuditChanges } from '../constructs/audit-guard.js';
import type { PortalMonitoring } from '../constructs/monitoring.js';
import { PortalFunction } from '../constructs/portal-function.js';
import { importedName } from '../nag.js';
import { type PortalStage, removalPolicyFor } from '../stage.js';

/**
 * The runner's name, fixed per stage: the API's jobs function invokes it for "run now" by this
 * name, since the Jobs stack comes after the API stack and a reference would make a cycle.
 */
export function jobsRunnerName(stage: PortalStage): string {
  return `sublime-portal-${stage.name}-jobs`;
}

/** The namespace the runtime's Powertools metrics use (functions/core/logger.ts). */
export const METRICS_NAMESPACE = 'SublimePortal';

/**
 * What the runner does to the table: keyed reads and Queries (no Scan), and conditional writes of
 * single items and transactions. No BatchWriteItem, and no DeleteItem or UpdateItem of audit events.
 */
export const RUNNER_TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
] as const;

export interface JobsStackProps extends StackProps {
  readonly stage: PortalStage;
  readonly table: ITable;
  /** The stage's alarms (the Monitoring stack's construct): each job's alarms go there. */
  readonly monitoring: PortalMonitoring;
  /** Deliveries EventBridge Scheduler retries before the run goes to the dead-letter queue. @default 10 */
  readonly retryAttempts?: number;
}

/**
 * Scheduled jobs (docs/decisions/0030-scheduled-jobs.md): one EventBridge Scheduler schedule per job
 * of shared/jobs/schedules.ts, each in a group of its own (Scheduler's metrics are per group), all
 * invoking the runner (functions/jobs/handler.ts `scheduled`) with `{ job, scheduledTime }`. A run
 * Scheduler cannot deliver, or one that still fails after Lambda's async retries, lands in the
 * dead-letter queue; alarms watch deliveries, the runner's errors, the queue, and each job's
 * successes within its interval.
 */
export class JobsStack extends Stack {
  readonly runner: PortalFunction;
  readonly deadLetterQueue: Queue;
  readonly schedules: Record<string, Schedule> = {};

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { stage, table, monitoring } = props;

    this.runner = new PortalFunction(this, 'Runner', {
      domain: 'jobs',
      handler: 'index.scheduled',
      functionName: jobsRunnerName(stage),
      timeout: Duration.minutes(JOB_TIMEOUT_MINUTES),
      memorySize: 1024,
      logRemovalPolicy: removalPolicyFor(stage),
      environment: { TABLE_NAME: table.tableName, STAGE: stage.name },
    });
    table.grant(this.runner, ...RUNNER_TABLE_ACTIONS);
    denyAuditChanges(this.runner, table);
    Validations.of(this.runner).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${importedName(this, table, table.tableArn)}/index/*]`,
      reason: 'The grant covers the GSIs of our one table as index/*; the GSIs are exactly TABLE_INDEXES, read by the job bodies.',
    });

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is the dead-letter queue of the schedules and of the runner; it is alarmed on, and read by an operator.',
    });
    // A run that failed (the runner throws after recording it) is retried twice by Lambda, then kept here.
    this.runner.function.configureAsyncInvoke({
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    // The schedules' one role: it may invoke the runner and send to the dead-letter queue, nothing else.
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': this.account } } }),
      description: 'Portal scheduled jobs: invokes the runner',
    });
    const runnerArn = this.getLogicalId(this.runner.function.node.defaultChild as CfnFunction);
    Validations.of(schedulerRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${runnerArn}.Arn>:*]`,
      reason: 'The Scheduler target grant covers the runner and its versions (Arn:*); it names no other function.',
    });

    monitoring.addSection('Scheduled jobs');
    for (const job of JOB_SCHEDULES as readonly TJobSchedule[]) {
      const label = pascal(job.name);
      const group = new ScheduleGroup(this, `${label}Group`, { scheduleGroupName: `sublime-portal-${stage.name}-${job.name}` });
      const schedule = new Schedule(this, `${label}Schedule`, {
        schedule: ScheduleExpression.expression(job.cron),
        description: job.description,
        scheduleGroup: group,
        target: new LambdaInvoke(this.runner.function, {
          role: schedulerRole,
          input: ScheduleTargetInput.fromObject({ job: job.name, scheduledTime: ContextAttribute.scheduledTime }),
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: props.retryAttempts ?? 10,
          maxEventAge: Duration.hours(6),
        }),
      });
      this.schedules[job.name] = schedule;
      monitoring.watchSchedule(label, schedule);
      monitoring.watchJobSuccess(
        label,
        new Metric({ namespace: METRICS_NAMESPACE, metricName: 'JobSucceeded', dimensionsMap: { service: 'jobs', job: job.name } }),
        Duration.millis(missedAfterMs(job)),
      );
    }
    monitoring.watchFunction('JobRunner', this.runner.function);
    monitoring.watchDeadLetterQueue('Jobs', this.deadLetterQueue);
  }
}

function pascal(name: string): string {
  return name.replace(/(^|-)([a-z0-9])/g, (_m, _d: string, c: string) => c.toUpperCase());
}

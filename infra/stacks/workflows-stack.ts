import { ArnFormat, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { denyAuditChanges } from '../constructs/audit-guard.js';
import type { PortalMonitoring } from '../constructs/monitoring.js';
import { PortalFunction } from '../constructs/portal-function.js';
import { importedName } from '../nag.js';
import { type PortalStage, removalPolicyFor } from '../stage.js';
import { generateInvoicesDefinition } from '../workflows/generate-invoices.js';
import { payrollImportDefinition } from '../workflows/payroll-import.js';
import { RUNNER_TABLE_ACTIONS } from './jobs-stack.js';

/**
 * A state machine's name, fixed per stage: the API's payroll function starts it by this name, since
 * the Workflows stack comes after the API stack and a reference would make a cycle.
 */
export function stateMachineName(stage: PortalStage, workflow: 'payroll-import' | 'generate-invoices'): string {
  return `sublime-portal-${stage.name}-${workflow}`;
}

export interface WorkflowsStackProps extends StackProps {
  readonly stage: PortalStage;
  readonly table: ITable;
  readonly bucket: IBucket;
  /** The live stage: the steps notify employees (their paystubs are ready) through it. */
  readonly liveStage: WebSocketStage;
  readonly monitoring: PortalMonitoring;
}

/**
 * Workflows (docs/decisions/0036-payroll-imports.md): the Step Functions state machines, each with
 * its definition written once (infra/workflows/), the function their Task states invoke, execution
 * logs and X-Ray, and alarms on failed and timed-out executions.
 */
export class WorkflowsStack extends Stack {
  readonly payrollFunction: PortalFunction;
  readonly payrollImport: StateMachine;
  readonly generateInvoices: StateMachine;

  constructor(scope: Construct, id: string, props: WorkflowsStackProps) {
    super(scope, id, props);
    const { stage, table, bucket, liveStage, monitoring } = props;

    this.payrollFunction = new PortalFunction(this, 'PayrollSteps', {
      domain: 'payroll',
      entry: 'functions/payroll/workflow.ts',
      handler: 'index.handler',
      functionName: `sublime-portal-${stage.name}-payroll-steps`,
      timeout: Duration.minutes(10),
      memorySize: 1024,
      logRemovalPolicy: removalPolicyFor(stage),
      environment: { TABLE_NAME: table.tableName, BUCKET_NAME: bucket.bucketName, STAGE: stage.name, REALTIME_CALLBACK_URL: liveStage.callbackUrl, S3_FORCE_PATH_STYLE: 'false' },
    });
    table.grant(this.payrollFunction, ...RUNNER_TABLE_ACTIONS);
    denyAuditChanges(this.payrollFunction, table);
    this.payrollFunction.function.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [bucket.arnForObjects('*')] }));
    liveStage.grantManagementApiAccess(this.payrollFunction);
    const liveApi = importedName(this, liveStage, liveStage.api.apiId);
    Validations.of(this.payrollFunction).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${importedName(this, table, table.tableArn)}/index/*]`,
      reason: 'The grant covers the GSIs of our one table as index/*; the GSIs are exactly TABLE_INDEXES, read by the import steps.',
    });
    Validations.of(this.payrollFunction).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${importedName(this, bucket, bucket.bucketArn)}/*]`,
      reason: 'The steps read the uploaded import file and write its chunk objects, whose keys are made per import at run time.',
    });
    Validations.of(this.payrollFunction).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${liveApi}/${liveStage.stageName}/*/@connections/*]`,
      reason: 'Connection ids are made by API Gateway at connect time; the steps may only post to the live stage to notify users.',
    });

    // The import's last step starts GenerateInvoices by its fixed name (its ARN would be a cycle: the machine names this function).
    const generateArn = this.formatArn({ service: 'states', resource: 'stateMachine', resourceName: stateMachineName(stage, 'generate-invoices'), arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    this.payrollFunction.function.addEnvironment('GENERATE_INVOICES_STATE_MACHINE_ARN', generateArn);
    this.payrollFunction.function.addToRolePolicy(new PolicyStatement({ actions: ['states:StartExecution'], resources: [generateArn] }));

    const machine = (id: string, workflow: 'payroll-import' | 'generate-invoices', definition: DefinitionBody) => {
      const logs = new LogGroup(this, `${id}Logs`, { retention: RetentionDays.THREE_MONTHS, removalPolicy: removalPolicyFor(stage) });
      const made = new StateMachine(this, id, {
        stateMachineName: stateMachineName(stage, workflow),
        stateMachineType: StateMachineType.STANDARD,
        definitionBody: definition,
        timeout: Duration.hours(2),
        tracingEnabled: true,
        logs: { destination: logs, level: LogLevel.ALL, includeExecutionData: false },
        removalPolicy: removalPolicyFor(stage),
      });
      const fnArn = this.getLogicalId(this.payrollFunction.function.node.defaultChild as CfnFunction);
      Validations.of(made).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${fnArn}.Arn>:*]`,
        reason: 'LambdaInvoke grants the step function and its versions (Arn:*); the role names no other function.',
      });
      Validations.of(made).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray and CloudWatch Logs delivery (PutTraceSegments, CreateLogDelivery…) take no resource-level permissions.',
      });
      return made;
    };
    this.payrollImport = machine('PayrollImport', 'payroll-import', DefinitionBody.fromChainable(payrollImportDefinition(this, this.payrollFunction.function)));
    this.generateInvoices = machine('GenerateInvoices', 'generate-invoices', DefinitionBody.fromChainable(generateInvoicesDefinition(this, this.payrollFunction.function)));

    monitoring.addSection('Workflows');
    monitoring.watchStateMachine('Payroll import', this.payrollImport);
    monitoring.watchStateMachine('Generate invoices', this.generateInvoices);
    monitoring.watchFunction('Payroll import steps', this.payrollFunction.function);
  }
}

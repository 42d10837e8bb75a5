import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { PortalMonitoring } from '../constructs/monitoring.js';
import { type PortalStage, removalPolicyFor } from '../stage.js';

export interface MonitoringStackProps extends StackProps {
  readonly stage: PortalStage;
  /** Every function of the stage, by the label its alarms and dashboard row carry. */
  readonly functions: Record<string, IFunction>;
  readonly httpApi: IHttpApi;
  readonly table: ITable;
}

/**
 * The stage's alarms, their topic (e-mail from context `alarmEmail`) and its dashboard. Stacks
 * added later (Jobs, Workflows) call `monitoring.watchSchedule` / `watchStateMachine` on it.
 */
export class MonitoringStack extends Stack {
  readonly monitoring: PortalMonitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage } = props;
    this.monitoring = new PortalMonitoring(this, 'Monitoring', {
      namePrefix: `sublime-portal-${stage.name}`,
      alarmEmail: stage.alarmEmail,
      removalPolicy: removalPolicyFor(stage),
    });
    this.monitoring.addSection('HTTP API and table');
    this.monitoring.watchHttpApi('Api', props.httpApi);
    this.monitoring.watchTable('Table', props.table);
    this.monitoring.addSection('Functions');
    for (const [label, fn] of Object.entries(props.functions)) this.monitoring.watchFunction(label, fn);
  }
}

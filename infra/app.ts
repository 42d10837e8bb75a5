import { App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readStage } from './stage.js';
import { ApiStack } from './stacks/api-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { DataStack } from './stacks/data-stack.js';
import { JobsStack } from './stacks/jobs-stack.js';
import { MonitoringStack } from './stacks/monitoring-stack.js';
import { WorkflowsStack } from './stacks/workflows-stack.js';
import { RealtimeStack } from './stacks/realtime-stack.js';
import { WebStack } from './stacks/web-stack.js';

export interface BuildAppOptions {
  /** The built web app to deploy. @default `web/dist` of the repository (deployed only if it exists) */
  readonly webDistPath?: string;
}

/** The portal's stacks for the stage in the app's context; tests build it without synthesizing. */
export function buildApp(app: App = new App(), options: BuildAppOptions = {}) {
  const stage = readStage(app.node);
  const prefix = `SublimePortal-${stage.name}`;
  // Accidental `cdk destroy` of a stage that holds customer data must need a deliberate extra step.
  const common = { stage, terminationProtection: stage.durable };

  const data = new DataStack(app, `${prefix}-Data`, { ...common, description: 'Portal single table and files bucket' });
  const auth = new AuthStack(app, `${prefix}-Auth`, { ...common, description: 'Portal Cognito user pool and token key' });
  const realtime = new RealtimeStack(app, `${prefix}-Realtime`, {
    ...common,
    description: 'Portal live connection: WebSocket API and its function',
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    permissionTokenSecret: auth.permissionTokenSecret,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    ...common,
    description: 'Portal HTTP API and domain functions',
    table: data.table,
    bucket: data.bucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    permissionTokenSecret: auth.permissionTokenSecret,
    liveStage: realtime.liveStage,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    ...common,
    description: 'Portal web app on CloudFront, with the API under /api/*',
    httpApi: api.httpApi,
    webSocketApi: realtime.webSocketApi,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    filesBucket: data.bucket,
    webDistPath: options.webDistPath,
  });

  const functions = Object.fromEntries([
    ...Object.entries(api.functions).map(([domain, fn]) => [pascal(domain), fn.function] as const),
    ['Realtime', realtime.function.function] as const,
  ]);
  const monitoring = new MonitoringStack(app, `${prefix}-Monitoring`, {
    ...common,
    description: 'Portal alarms, their SNS topic and the stage dashboard',
    functions,
    httpApi: api.httpApi,
    table: data.table,
  });
  // After Monitoring: its alarms are added to the stage's construct there.
  const jobs = new JobsStack(app, `${prefix}-Jobs`, {
    ...common,
    description: 'Portal scheduled jobs: EventBridge Scheduler schedules, their runner and dead-letter queue',
    table: data.table,
    monitoring: monitoring.monitoring,
  });

  // After Monitoring, like Jobs; the API starts its state machines by their fixed names.
  const workflows = new WorkflowsStack(app, `${prefix}-Workflows`, {
    ...common,
    description: 'Portal workflows: the Step Functions state machines (payroll import) and their step functions',
    table: data.table,
    bucket: data.bucket,
    liveStage: realtime.liveStage,
    monitoring: monitoring.monitoring,
  });

  Tags.of(app).add('project', 'sublime-portal');
  Tags.of(app).add('stage', stage.name);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));

  return { app, stage, data, auth, realtime, api, web, monitoring, jobs, workflows };
}

function pascal(domain: string): string {
  return domain.charAt(0).toUpperCase() + domain.slice(1);
}

import { CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnApi, LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { TSocketDomain } from '../../shared/api/route.js';
import { LIVE_PATH } from '../../shared/realtime/realtime.schema.js';
import { denyAuditChanges } from '../constructs/audit-guard.js';
import { PortalFunction } from '../constructs/portal-function.js';
import { importedName } from '../nag.js';
import { type PortalStage, removalPolicyFor } from '../stage.js';

/**
 * The stage is named after the live path (`ws`), so CloudFront forwards `/ws` on the web origin to
 * the API unchanged: the path is the stage.
 */
export const LIVE_STAGE_NAME = LIVE_PATH.slice(1);

export interface RealtimeStackProps extends StackProps {
  readonly stage: PortalStage;
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly permissionTokenSecret: ISecret;
  /** Origins a browser may open the live connection from (checked at $connect). @default [stage.appUrl] */
  readonly allowedOrigins?: string[];
  /** Steady-state messages per second the stage accepts. @default 100 */
  readonly throttleRateLimit?: number;
  /** Burst capacity above that rate. @default 200 */
  readonly throttleBurstLimit?: number;
}

/**
 * The live connection: an API Gateway WebSocket API whose $connect, $disconnect and $default
 * routes all go to one function (functions/realtime/handler.ts). $connect authenticates the
 * tokens and the Origin in the function; messages go out through the management API.
 */
export class RealtimeStack extends Stack {
  readonly webSocketApi: WebSocketApi;
  readonly liveStage: WebSocketStage;
  readonly function: PortalFunction;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { stage, table, userPool, userPoolClient, permissionTokenSecret } = props;
    const domain: TSocketDomain = 'realtime';

    this.function = new PortalFunction(this, 'Realtime', {
      domain,
      logRemovalPolicy: removalPolicyFor(stage),
      secretsExtension: true,
      environment: {
        TABLE_NAME: table.tableName,
        USER_POOL_ID: userPool.userPoolId,
        USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
        COGNITO_ISSUER: `https://cognito-idp.${this.region}.amazonaws.com/${userPool.userPoolId}`,
        APP_URL: stage.appUrl,
        ALLOWED_ORIGINS: (props.allowedOrigins ?? [stage.appUrl]).join(','),
        STAGE: stage.name,
        PERMISSION_TOKEN_SECRET_ARN: permissionTokenSecret.secretArn,
      },
    });
    table.grantReadWriteData(this.function);
    // Chat sends write audit events; like the API functions it may never change or remove one.
    denyAuditChanges(this.function, table);
    permissionTokenSecret.grantRead(this.function);
    Validations.of(this.function).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${importedName(this, table, table.tableArn)}/index/*]`,
      reason: 'grantReadWriteData covers the GSIs of our one table as index/*; the GSIs are exactly TABLE_INDEXES.',
    });

    const integration = (name: string) => new WebSocketLambdaIntegration(name, this.function.function);
    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', {
      apiName: `sublime-portal-live-${stage.name}`,
      description: 'Sublime client portal live connection; CloudFront serves it under /ws on the web origin.',
      // Frames carry a `type`; the one $default route sends every type to the function's router.
      routeSelectionExpression: '$request.body.type',
      connectRouteOptions: { integration: integration('ConnectIntegration') },
      disconnectRouteOptions: { integration: integration('DisconnectIntegration') },
      defaultRouteOptions: { integration: integration('DefaultIntegration') },
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: removalPolicyFor(stage),
    });
    this.liveStage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.webSocketApi,
      stageName: LIVE_STAGE_NAME,
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRateLimit ?? 100, burstLimit: props.throttleBurstLimit ?? 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // No query string: the connect URL carries the tokens.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            eventType: '$context.eventType',
            connectionId: '$context.connectionId',
            status: '$context.status',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    // The function answers frames and closes gone connections through the management API.
    this.function.function.addEnvironment('REALTIME_CALLBACK_URL', this.liveStage.callbackUrl);
    this.liveStage.grantManagementApiAccess(this.function);
    const apiId = this.getLogicalId(this.webSocketApi.node.defaultChild as CfnApi);
    Validations.of(this.function).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:<${apiId}>/${LIVE_STAGE_NAME}/*/@connections/*]`,
      reason: 'Connection ids are made by API Gateway at connect time; the grant is limited to this API, this stage and the @connections resource.',
    });
    Validations.of(this.webSocketApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'No API Gateway authorizer by design: $connect runs the function, which verifies the Cognito access token (jose: RS256, issuer, client_id), the permission token and the Origin, and refuses otherwise; later frames act as the connection that was authenticated.',
    });

    new CfnOutput(this, 'LiveEndpoint', { value: this.liveStage.url });
  }
}

import { ArnFormat, CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { API_DOMAINS, type TApiDomain } from '../../shared/api/route.js';
import { ROUTES } from '../../shared/api/routes.js';
import { denyAuditChanges } from '../constructs/audit-guard.js';
import { jobsRunnerName } from './jobs-stack.js';
import { stateMachineName } from './workflows-stack.js';
import { PortalFunction } from '../constructs/portal-function.js';
import { importedName } from '../nag.js';
import { type PortalStage, removalPolicyFor } from '../stage.js';

/**
 * The Cognito admin calls the identity service may make with the function's own credentials.
 * Sign-in is AdminInitiateAuth, so no password flow is open to a caller without them
 * (docs/decisions/0018-identity-hardening.md); refresh, logout and change-password use
 * token-authorized public APIs.
 */
export const IDENTITY_COGNITO_ACTIONS = [
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminConfirmSignUp',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminDisableUser',
] as const;

export { AUDIT_DENIED_ACTIONS } from '../constructs/audit-guard.js';

/**
 * The domains whose functions push to live connections (the notify service: invoices issued, paid
 * or voided; an invitation accepted; signing requests, also those a policy sends through the
 * documents' service).
 */
export const LIVE_DOMAINS = ['identity', 'invoices', 'documents', 'policies', 'leave', 'payroll'] as const satisfies readonly TApiDomain[];

/** The domains whose functions send email (identity's links; signing requests, the documents' own and a policy's). */
export const MAIL_DOMAINS = ['identity', 'documents', 'policies'] as const satisfies readonly TApiDomain[];

/** The domains whose functions read and write objects of the files bucket (policies: the approved policy PDF and its signable copies). */
export const BUCKET_DOMAINS = ['files', 'invoices', 'documents', 'policies', 'payroll'] as const satisfies readonly TApiDomain[];

export interface ApiStackProps extends StackProps {
  readonly stage: PortalStage;
  readonly table: ITable;
  readonly bucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly permissionTokenSecret: ISecret;
  /** The live connection's stage: notifications are posted to its connections. */
  readonly liveStage: WebSocketStage;
  /**
   * Where links in emails point.
   * @default stage.appUrl (context `appUrl`, else 'https://portal.example.com')
   */
  readonly appUrl?: string;
  /** Sender address of transactional email. @default stage.mailFrom */
  readonly mailFrom?: string;
  /** Steady-state requests per second each route accepts (the stage's default route throttling). @default 100 */
  readonly throttleRateLimit?: number;
  /** Burst capacity of each route above that rate. @default 200 */
  readonly throttleBurstLimit?: number;
}

/** The HTTP API: one Lambda per domain, routes generated from the route table. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: Record<TApiDomain, PortalFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { stage, table, bucket, userPool, userPoolClient, permissionTokenSecret } = props;

    const environment: Record<string, string> = {
      TABLE_NAME: table.tableName,
      BUCKET_NAME: bucket.bucketName,
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      COGNITO_ISSUER: `https://cognito-idp.${this.region}.amazonaws.com/${userPool.userPoolId}`,
      APP_URL: props.appUrl ?? stage.appUrl,
      MAIL_MODE: 'ses',
      MAIL_FROM: props.mailFrom ?? stage.mailFrom,
      STAGE: stage.name,
      PERMISSION_TOKEN_SECRET_ARN: permissionTokenSecret.secretArn,
      S3_FORCE_PATH_STYLE: 'false',
      REALTIME_CALLBACK_URL: props.liveStage.callbackUrl,
    };

    const tableIndexes = `${importedName(this, table, table.tableArn)}/index/*`;
    const functions = {} as Record<TApiDomain, PortalFunction>;
    for (const domain of API_DOMAINS) {
      const fn = new PortalFunction(this, pascal(domain), {
        domain,
        environment,
        logRemovalPolicy: removalPolicyFor(stage),
        secretsExtension: true,
      });
      table.grantReadWriteData(fn);
      denyAuditChanges(fn, table);
      permissionTokenSecret.grantRead(fn);
      Validations.of(fn).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${tableIndexes}]`,
        reason: 'grantReadWriteData covers the GSIs of our one table as index/*; the GSIs are exactly TABLE_INDEXES.',
      });
      functions[domain] = fn;
    }
    this.functions = functions;

    // Presigned URLs act with the function's permissions, so it gets what the browser does (GET, PUT)
    // plus the delete that discards an upload whose size does not match. Explicit actions rather
    // than grantRead/grantPut, which would add List*, GetBucket*, object ACL and retention calls.
    // Billing writes invoice PDFs, signs their downloads and deletes the PDF of a publish that lost.
    for (const domain of BUCKET_DOMAINS) {
      functions[domain].function.addToRolePolicy(
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [bucket.arnForObjects('*')],
        }),
      );
      Validations.of(functions[domain]).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${importedName(this, bucket, bucket.bucketArn)}/*]`,
        reason: `Object keys are generated per file or invoice at request time, so the ${domain} function needs every key of its own bucket.`,
      });
    }

    const liveApi = importedName(this, props.liveStage, props.liveStage.api.apiId);
    for (const domain of LIVE_DOMAINS) {
      props.liveStage.grantManagementApiAccess(functions[domain]);
      Validations.of(functions[domain]).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:<AWS::Region>:<AWS::AccountId>:${liveApi}/${props.liveStage.stageName}/*/@connections/*]`,
        reason: `Connection ids are made by API Gateway at connect time; the ${domain} function may only post to the live stage's @connections to notify users.`,
      });
    }

    userPool.grant(functions.identity, ...IDENTITY_COGNITO_ACTIONS);
    // "Run now" in the admin view invokes the Jobs stack's runner, by its fixed name: that stack
    // comes after this one, so a reference would make a cycle.
    const runner = jobsRunnerName(stage);
    functions.jobs.function.addEnvironment('JOBS_FUNCTION_NAME', runner);
    functions.jobs.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['lambda:InvokeFunction'],
        resources: [this.formatArn({ service: 'lambda', resource: 'function', resourceName: runner, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      }),
    );
    // The payroll function starts the payroll import workflow, by its fixed name (the Workflows stack comes after this one).
    const payrollImportArn = this.formatArn({ service: 'states', resource: 'stateMachine', resourceName: stateMachineName(stage, 'payroll-import'), arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    functions.payroll.function.addEnvironment('PAYROLL_IMPORT_STATE_MACHINE_ARN', payrollImportArn);
    const generateInvoicesArn = this.formatArn({ service: 'states', resource: 'stateMachine', resourceName: stateMachineName(stage, 'generate-invoices'), arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    functions.payroll.function.addEnvironment('GENERATE_INVOICES_STATE_MACHINE_ARN', generateInvoicesArn);
    functions.payroll.function.addToRolePolicy(new PolicyStatement({ actions: ['states:StartExecution'], resources: [payrollImportArn, generateInvoicesArn] }));
    for (const domain of MAIL_DOMAINS) {
      functions[domain].function.addToRolePolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
        }),
      );
      Validations.of(functions[domain]).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
        reason: 'In the SES sandbox SendEmail is also authorized against every recipient identity, which are not known at deploy time.',
      });
    }

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `sublime-portal-${stage.name}`,
      description: 'Sublime client portal API; CloudFront serves it under /api/* on the web origin.',
      // Our own $default stage below, because the generated one cannot take access-log settings.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: removalPolicyFor(stage),
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.throttleRateLimit ?? 100, burstLimit: props.throttleBurstLimit ?? 200 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        // HTTP API variables only; the REST-API standard JSON format references ones HTTP APIs lack.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            responseLatency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationStatus: '$context.integrationStatus',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    const integrations = Object.fromEntries(
      // One invoke permission per function, for this API, instead of one per route: a route reaches
      // only its domain's integration either way, and 200-odd per-route permissions took the stack
      // past CloudFormation's 500 resources.
      API_DOMAINS.map((domain) => [domain, new HttpLambdaIntegration(`${pascal(domain)}Integration`, functions[domain].function, { scopePermissionToRoute: false })]),
    ) as Record<TApiDomain, HttpLambdaIntegration>;
    for (const route of ROUTES) {
      this.httpApi.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration: integrations[route.domain] });
    }

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'No API Gateway authorizer by design: some routes are public, and the middy preset of every handler verifies the Cognito access token (jose: RS256, issuer, client_id) and the permission token.',
    });

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }
}

function pascal(domain: string): string {
  return domain.charAt(0).toUpperCase() + domain.slice(1);
}

import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { API_DOMAINS, routeKey } from '../../shared/api/route.js';
import { ROUTES } from '../../shared/api/routes.js';
import { AUDIT_DENIED_ACTIONS, BUCKET_DOMAINS, IDENTITY_COGNITO_ACTIONS, LIVE_DOMAINS, MAIL_DOMAINS } from '../../infra/stacks/api-stack.js';
import { buildTestApp, templateOf } from './build-test-app.js';

type TResource = { Type: string; Properties: Record<string, any> };

describe('ApiStack', () => {
  const template = templateOf(buildTestApp().api);
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, TResource>;
  const domainOf = (logicalId: string) => functions[logicalId]?.Properties.Environment.Variables.POWERTOOLS_SERVICE_NAME as string;
  const functionOf = (domain: string) => Object.keys(functions).find((id) => domainOf(id) === domain)!;

  it('creates one Node 22 arm64 function per API domain with the project defaults', () => {
    expect(Object.keys(functions).map(domainOf).sort()).toEqual([...API_DOMAINS].sort());
    for (const fn of Object.values(functions)) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        Timeout: 10,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.stringMatching(/Logs/) } },
      });
    }
    const logGroups = Object.values(template.findResources('AWS::Logs::LogGroup')) as TResource[];
    // One per function plus the API access log.
    expect(logGroups.filter((group) => group.Properties.RetentionInDays === 30)).toHaveLength(API_DOMAINS.length + 1);
  });

  it('gives every function the environment the handlers read', () => {
    for (const fn of Object.values(functions)) {
      const env = fn.Properties.Environment.Variables;
      // The Parameters and Secrets extension's own settings (CDK sets them with the layer).
      const handlerKeys = Object.keys(env).filter((key) => !/^(PARAMETERS_SECRETS_EXTENSION|SECRETS_MANAGER|SSM_PARAMETER_STORE)_/.test(key));
      expect(handlerKeys.sort()).toEqual(
        [
          'APP_URL',
          'BUCKET_NAME',
          'COGNITO_ISSUER',
          'MAIL_FROM',
          'MAIL_MODE',
          'PERMISSION_TOKEN_SECRET_ARN',
          'POWERTOOLS_SERVICE_NAME',
          'REALTIME_CALLBACK_URL',
          'S3_FORCE_PATH_STYLE',
          'STAGE',
          'TABLE_NAME',
          'USER_POOL_CLIENT_ID',
          'USER_POOL_ID',
          // "Run now" invokes the Jobs stack's runner by name.
          ...(env.POWERTOOLS_SERVICE_NAME === 'jobs' ? ['JOBS_FUNCTION_NAME'] : []),
          // Payroll starts the Workflows stack's state machines by name (import, invoices).
          ...(env.POWERTOOLS_SERVICE_NAME === 'payroll' ? ['GENERATE_INVOICES_STATE_MACHINE_ARN', 'PAYROLL_IMPORT_STATE_MACHINE_ARN'] : []),
        ].sort(),
      );
      expect(env).toMatchObject({
        APP_URL: 'https://portal.example.com',
        MAIL_MODE: 'ses',
        MAIL_FROM: 'no-reply@example.com',
        STAGE: 'dev',
        S3_FORCE_PATH_STYLE: 'false',
        // functions/core/tokens.ts reads the permission-token key through the extension when this is set.
        PARAMETERS_SECRETS_EXTENSION_HTTP_PORT: '2773',
      });
      expect(JSON.stringify(fn.Properties.Layers)).toContain('Paramsandsecretslayer');
      expect(JSON.stringify(env.COGNITO_ISSUER)).toContain('https://cognito-idp.');
    }
  });

  it('creates exactly the routes of the route table, each on its domain function, without an authorizer', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as TResource[];
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Record<string, TResource>;
    const actual = routes.map((route) => {
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
      const functionId = integrations[integrationId]!.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
      expect(route.Properties.AuthorizationType).toBe('NONE');
      return `${route.Properties.RouteKey} -> ${domainOf(functionId)}`;
    });
    expect(actual.sort()).toEqual(ROUTES.map((route) => `${routeKey(route)} -> ${route.domain}`).sort());
  });

  it('throttles and access-logs the $default stage', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 200, ThrottlingRateLimit: 100 },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AccessLogs'), 'Arn'] }, Format: Match.stringLikeRegexp('requestId') },
    });
  });

  describe('least privilege', () => {
    const policies = template.findResources('AWS::IAM::Policy') as Record<string, TResource>;
    const actionsOf = (domain: string): string[] => {
      const role = functions[functionOf(domain)]!.Properties.Role['Fn::GetAtt'][0];
      const policy = Object.values(policies).find((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))!;
      return policy.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => [s.Action].flat());
    };

    it('lets every function use the table and read the token key', () => {
      for (const domain of API_DOMAINS) {
        expect(actionsOf(domain)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'secretsmanager:GetSecretValue']));
      }
    });

    it('lets only the functions that notify post to live connections', () => {
      for (const domain of API_DOMAINS) {
        const manages = actionsOf(domain).includes('execute-api:ManageConnections');
        expect(manages, domain).toBe((LIVE_DOMAINS as readonly string[]).includes(domain));
      }
    });

    it('gives Cognito admin only to identity, SES to the mailing domains, and the bucket to files, invoices, documents and policies', () => {
      expect(actionsOf('identity')).toEqual(expect.arrayContaining([...IDENTITY_COGNITO_ACTIONS, 'ses:SendEmail']));
      expect([...MAIL_DOMAINS].sort()).toEqual(['documents', 'identity', 'policies']);
      expect(actionsOf('documents')).toContain('ses:SendEmail');
      expect([...BUCKET_DOMAINS].sort()).toEqual(['documents', 'files', 'invoices', 'payroll', 'policies']);
      for (const domain of BUCKET_DOMAINS) {
        expect(actionsOf(domain).filter((a) => a.startsWith('s3:')).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
      }
      for (const domain of API_DOMAINS) {
        const actions = actionsOf(domain);
        if (domain !== 'identity') expect(actions.filter((a) => a.startsWith('cognito-idp:'))).toEqual([]);
        if (!(MAIL_DOMAINS as readonly string[]).includes(domain)) expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
        if (!(BUCKET_DOMAINS as readonly string[]).includes(domain)) expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
      }
    });

    it('denies every function updating, deleting or batch-writing audit items (leading key AUDIT#)', () => {
      for (const domain of API_DOMAINS) {
        const role = functions[functionOf(domain)]!.Properties.Role['Fn::GetAtt'][0];
        const policy = Object.values(policies).find((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))!;
        const statements = policy.Properties.PolicyDocument.Statement as { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown }[];
        const denies = statements.filter((st) => st.Effect === 'Deny');
        expect(denies, domain).toHaveLength(1);
        expect([denies[0]!.Action].flat().sort()).toEqual([...AUDIT_DENIED_ACTIONS].sort());
        expect(denies[0]!.Condition).toEqual({ 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } });
        // The table itself (not an index): writes only ever address the table.
        expect(JSON.stringify(denies[0]!.Resource)).not.toContain('index');
        // The Allow still covers putting new events.
        const allowed = statements.filter((st) => st.Effect === 'Allow').flatMap((st) => [st.Action].flat());
        expect(allowed).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
      }
    });

    it('scopes log writes to the function own log group instead of AWSLambdaBasicExecutionRole', () => {
      for (const role of Object.values(template.findResources('AWS::IAM::Role')) as TResource[]) {
        expect(role.Properties.ManagedPolicyArns).toBeUndefined();
      }
    });
  });
});

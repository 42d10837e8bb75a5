import { describe, expect, it } from 'vitest';
import { AUDIT_DENIED_ACTIONS } from '../../infra/constructs/audit-guard.js';
import { LIVE_STAGE_NAME } from '../../infra/stacks/realtime-stack.js';
import { buildTestApp, templateOf } from './build-test-app.js';

type TResource = { Type: string; Properties: Record<string, any> };

describe('RealtimeStack', () => {
  const template = templateOf(buildTestApp().realtime);
  const functions = Object.values(template.findResources('AWS::Lambda::Function')) as TResource[];

  it('is a WebSocket API whose $connect, $disconnect and $default routes all go to the one realtime function', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET', RouteSelectionExpression: '$request.body.type' });
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as TResource[];
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    // No API Gateway authorizer: the function's $connect verifies the tokens and the Origin.
    for (const r of routes) expect(r.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
    expect(functions).toHaveLength(1);
    const integrations = Object.values(template.findResources('AWS::ApiGatewayV2::Integration')) as TResource[];
    expect(integrations).toHaveLength(3);
    for (const i of integrations) expect(i.Properties.IntegrationType).toBe('AWS_PROXY');
  });

  it('deploys the stage `ws` (the web path), throttled and access-logged without the query string that carries tokens', () => {
    expect(LIVE_STAGE_NAME).toBe('ws');
    const stage = (Object.values(template.findResources('AWS::ApiGatewayV2::Stage')) as TResource[])[0]!.Properties;
    expect(stage).toMatchObject({ StageName: 'ws', AutoDeploy: true, DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 } });
    expect(stage.AccessLogSettings.Format).toContain('$context.connectionId');
    expect(stage.AccessLogSettings.Format).not.toMatch(/querystring|path/i);
  });

  it('gives the function the environment $connect and the management API need', () => {
    const env = functions[0]!.Properties.Environment.Variables;
    expect(env).toMatchObject({ POWERTOOLS_SERVICE_NAME: 'realtime', APP_URL: 'https://portal.example.com', ALLOWED_ORIGINS: 'https://portal.example.com', STAGE: 'dev' });
    for (const key of ['TABLE_NAME', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'COGNITO_ISSUER', 'PERMISSION_TOKEN_SECRET_ARN', 'REALTIME_CALLBACK_URL']) {
      expect(env[key], key).toBeDefined();
    }
    expect(JSON.stringify(env.REALTIME_CALLBACK_URL)).toContain('/ws');
  });

  it('lets the function post to and delete only its own stage’s connections, and use the table', () => {
    const statements = (Object.values(template.findResources('AWS::IAM::Policy')) as TResource[]).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
    );
    const manage = statements.find((s) => [s.Action].flat().includes('execute-api:ManageConnections'))!;
    expect(JSON.stringify(manage.Resource)).toContain('/ws/*/@connections/*');
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem', 'secretsmanager:GetSecretValue']));
  });

  it('denies the function updating, deleting or batch-writing audit items, as every API function (chat sends write events)', () => {
    const statements = (Object.values(template.findResources('AWS::IAM::Policy')) as TResource[]).flatMap(
      (p) => p.Properties.PolicyDocument.Statement as { Effect: string; Action: string | string[]; Condition?: unknown }[],
    );
    const denies = statements.filter((st) => st.Effect === 'Deny');
    expect(denies).toHaveLength(1);
    expect([denies[0]!.Action].flat().sort()).toEqual([...AUDIT_DENIED_ACTIONS].sort());
    expect(denies[0]!.Condition).toEqual({ 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': ['AUDIT#*'] } });
  });
});

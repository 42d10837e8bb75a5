import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { buildTestApp, templateOf } from './build-test-app.js';

type TRequest = { uri: string };

describe('WebStack', () => {
  const template = templateOf(buildTestApp().web);
  const distribution = () => Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;

  it('serves the private site bucket through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: { LogFilePrefix: 'site/' },
    });
    expect(distribution()).toMatchObject({
      DefaultRootObject: 'index.html',
      Logging: { Bucket: expect.anything(), Prefix: 'cloudfront/' },
      DefaultCacheBehavior: {
        ViewerProtocolPolicy: 'redirect-to-https',
        ResponseHeadersPolicyId: ResponseHeadersPolicy.SECURITY_HEADERS.responseHeadersPolicyId,
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
      },
    });
  });

  it('forwards /api/* uncached to the HTTP API with every method, after the OpenAPI file of the web build', () => {
    const siteOriginId = distribution().DefaultCacheBehavior.TargetOriginId;
    expect(distribution().CacheBehaviors).toEqual([
      // First: CloudFront takes the first pattern that matches.
      expect.objectContaining({ PathPattern: '/api/openapi.json', TargetOriginId: siteOriginId, ViewerProtocolPolicy: 'redirect-to-https' }),
      expect.objectContaining({
        PathPattern: '/api/*',
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'https-only',
      }),
      // The live connection: the WebSocket API, whose stage `ws` is the path itself.
      expect.objectContaining({
        PathPattern: '/ws',
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'https-only',
      }),
    ]);
    const apiOrigin = distribution().Origins.find((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('.execute-api.');
  });

  it('falls back to index.html for client routes without touching API errors', () => {
    // Distribution-wide error responses would turn the API's own 403/404 bodies into index.html.
    expect(distribution().CustomErrorResponses).toBeUndefined();
    const code = Object.values(template.findResources('AWS::CloudFront::Function'))[0]!.Properties.FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (event: { request: TRequest }) => TRequest;
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    expect(uriFor('/')).toBe('/index.html');
    expect(uriFor('/workspaces/01J/files')).toBe('/index.html');
    expect(uriFor('/auth/reset-password')).toBe('/index.html');
    expect(uriFor('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(uriFor('/app-config.json')).toBe('/app-config.json');
    expect(uriFor('/v1.2/settings')).toBe('/index.html');
  });

  it('deploys the web build plus an app-config.json carrying the pool ids', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    const props = deployments[0]!.Properties;
    expect(props.SourceObjectKeys).toHaveLength(2);
    expect(props.DistributionPaths).toEqual(['/*']);
    // The pool ids are deploy-time values from the Auth stack, filled in through markers.
    const markers = JSON.stringify(props.SourceMarkers);
    expect(markers).toMatch(/ExportsOutputRefUserPool[0-9A-F]+"/);
    expect(markers).toMatch(/ExportsOutputRefUserPoolWebClient[0-9A-F]+"/);
  });

  it('skips the site deployment when there is no web build', () => {
    const without = templateOf(buildTestApp({ webDistPath: '/nonexistent/web/dist' }).web);
    without.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('outputs the distribution URL', () => {
    template.hasOutput('DistributionUrl', { Value: { 'Fn::Join': ['', ['https://', Match.anyValue()]] } });
  });
});

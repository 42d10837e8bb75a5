import { Match } from 'aws-cdk-lib/assertions';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from '../../infra/security-headers.js';
import { buildTestApp, templateOf } from './build-test-app.js';

type TRequest = { uri: string };

describe('WebStack', () => {
  const template = templateOf(buildTestApp().web);
  const distribution = () => Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
  const policyId = () => Object.keys(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]!;
  const policyOf = (t: typeof template) =>
    Object.values(t.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;

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
        ResponseHeadersPolicyId: { Ref: policyId() },
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

  it('sends CSP, frame-ancestors, Referrer-Policy, nosniff and HSTS on the site, the OpenAPI file and the API', () => {
    template.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 1);
    const headers = policyOf(template);
    expect(headers).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'same-origin', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
      ContentSecurityPolicy: { Override: true },
    });
    // The CSP names the region's Cognito endpoint and the files bucket (tokens of other stacks).
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp\./);
    expect(csp).toMatch(/ExportsOutputFnGetAttFiles[0-9A-F]+RegionalDomainName/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const config = distribution();
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors.filter((b: { PathPattern: string }) => b.PathPattern !== '/ws')]) {
      expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern ?? 'default').toEqual({ Ref: policyId() });
    }
  });

  it("allows exactly the inline scripts of the deployed index.html, by hash", () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-csp-'));
    const html = '<!doctype html><script>window.boot = 1;</script><script type="module" src="/assets/app.js"></script><script>go()</script>';
    writeFileSync(join(dist, 'index.html'), html);
    const csp = JSON.stringify(policyOf(templateOf(buildTestApp({ webDistPath: dist }).web)).ContentSecurityPolicy.ContentSecurityPolicy);
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(csp).toContain(`script-src 'self' ${hashes.join(' ')};`);
  });

  it('has one definition of the header values, which the local gateway sends too', () => {
    const headers = securityHeaders({ connectSources: ['http://127.0.0.1:4001'], scriptHashes: ["'sha256-abc='"] });
    expect(headers).toEqual({
      'content-security-policy': contentSecurityPolicy({ connectSources: ['http://127.0.0.1:4001'], scriptHashes: ["'sha256-abc='"] }),
      'referrer-policy': 'same-origin',
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' http://127.0.0.1:4001; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
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

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, DefaultStackSynthesizer, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { OPENAPI_PATH } from '../../shared/api/platform.routes.js';
import { LIVE_PATH } from '../../shared/realtime/realtime.schema.js';
import { PROJECT_ROOT } from '../constructs/portal-function.js';
import { contentSecurityPolicy, HSTS, inlineScriptHashes, REFERRER_POLICY } from '../security-headers.js';
import { type PortalStage, removalPolicyFor } from '../stage.js';

export interface WebStackProps extends StackProps {
  readonly stage: PortalStage;
  readonly httpApi: IHttpApi;
  /** The live connection, served under /ws (its stage is named `ws`, so the path passes through). */
  readonly webSocketApi: IWebSocketApi;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** The files bucket: the browser uploads and downloads with presigned URLs to it (CSP connect-src). */
  readonly filesBucket: IBucket;
  /**
   * The built single-page app. Deployed only when it exists at synth time, so infrastructure can
   * be synthesized and tested before (or without) `npm run build:web`.
   * @default `${PROJECT_ROOT}/web/dist`
   */
  readonly webDistPath?: string;
}

/**
 * SPA fallback at the edge: any path without a file extension is a client-side route and gets
 * index.html. Done here rather than with distribution-wide 403/404 error responses, because
 * those would also rewrite the API's own 403 and 404 answers under /api/* into index.html.
 */
const SPA_FALLBACK = `function handler(event) {
  var request = event.request;
  if (request.uri.lastIndexOf('.') <= request.uri.lastIndexOf('/')) request.uri = '/index.html';
  return request;
}`;

/** The web app on CloudFront, with the API under /api/* on the same origin (no CORS needed). */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = removalPolicyFor(stage);
    const autoDeleteObjects = !stage.durable;

    const logs = new Bucket(this, 'Logs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront standard logging still delivers through an ACL grant to awslogsdelivery.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy,
      autoDeleteObjects,
    });

    this.siteBucket = new Bucket(this, 'Site', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      removalPolicy,
      autoDeleteObjects,
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(SPA_FALLBACK),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes',
    });

    const webDist = props.webDistPath ?? join(PROJECT_ROOT, 'web/dist');
    const indexHtml = join(webDist, 'index.html');
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Sublime portal (${stage.name}): CSP, HSTS, nosniff, referrer and framing`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            // Amplify calls Cognito directly; uploads and downloads go to the bucket (both URL styles).
            connectSources: [
              `https://cognito-idp.${this.region}.${this.urlSuffix}`,
              `https://${props.filesBucket.bucketRegionalDomainName}`,
              `https://${props.filesBucket.bucketName}.s3.${this.urlSuffix}`,
            ],
            // The hashes of the very index.html deployed below; none when there is no build to deploy.
            scriptHashes: existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [],
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubDomains,
          override: true,
        },
      },
    });

    const apiDomain = `${props.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    const liveDomain = `${props.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
    // One origin (and one origin access control) for the site bucket, shared by its two behaviors.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.siteBucket);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Sublime portal (${stage.name})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe: where the firm's clients are, at the lowest price class.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        // The OpenAPI document is a file of the web build (scripts/openapi.ts), listed before
        // /api/* because CloudFront takes the first behavior whose pattern matches.
        [OPENAPI_PATH]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          responseHeadersPolicy: securityHeaders,
          compress: true,
        },
        '/api/*': {
          origin: new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // HTTPS only rather than redirect: a redirected POST would arrive as a GET without its body.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the handlers read (Authorization, the permission token, query strings) but
          // Host, which must stay the execute-api domain for API Gateway to route the request.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        // The live connection on the same origin, so the browser sends the app's Origin and the
        // WebSocket handshake headers (Sec-WebSocket-*) pass through with the query string.
        [LIVE_PATH]: {
          origin: new HttpOrigin(liveDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The portal serves clients wherever they travel; no country is excluded by the spec.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'No WAF web ACL yet (billed per ACL and rule); the API throttles at its stage and rate-limits logins itself.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'No custom domain configured yet, so the distribution uses the default *.cloudfront.net certificate, which cannot pin a minimum TLS version.',
      },
    );

    if (existsSync(webDist)) {
      new BucketDeployment(this, 'DeploySite', {
        destinationBucket: this.siteBucket,
        sources: [
          Source.asset(webDist),
          // Written at deploy time so one web build runs against any stage's pool.
          Source.jsonData('app-config.json', {
            region: this.region,
            userPoolId: props.userPool.userPoolId,
            userPoolClientId: props.userPoolClient.userPoolClientId,
          }),
        ],
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      // The deployment's handler is a stack-level singleton that aws-cdk-lib creates and configures.
      const handler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
      if (handler) {
        const qualifier = this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
        const site = this.getLogicalId(this.siteBucket.node.defaultChild as CfnBucket);
        const copyReason =
          'The CDK BucketDeployment handler (aws-cdk-lib owns its policy) reads the asset zip from the bootstrap bucket and syncs it into the site bucket, deleting stale files.';
        Validations.of(handler).acknowledge(
          {
            id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
            reason: 'The CDK BucketDeployment handler comes with the basic execution role; aws-cdk-lib does not let us replace it.',
          },
          { id: 'AwsSolutions-L1', reason: 'The BucketDeployment handler runtime is pinned by aws-cdk-lib, not by us.' },
          ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
            id: `AwsSolutions-IAM5[Action::${action}]`,
            reason: copyReason,
          })),
          {
            id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*]`,
            reason: copyReason,
          },
          { id: `AwsSolutions-IAM5[Resource::<${site}.Arn>/*]`, reason: copyReason },
          {
            id: 'AwsSolutions-IAM5[Resource::*]',
            reason: 'cloudfront:CreateInvalidation and GetInvalidation, added by BucketDeployment for distributionPaths, are granted on * by aws-cdk-lib.',
          },
        );
      }
    }

    new CfnOutput(this, 'DistributionUrl', { value: `https://${this.distribution.distributionDomainName}` });
  }
}

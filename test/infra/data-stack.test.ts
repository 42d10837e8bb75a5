import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/core/table.js';
import { buildTestApp, templateOf } from './build-test-app.js';

describe('DataStack', () => {
  const built = buildTestApp({ context: { appUrl: 'https://portal.test' } });
  const template = templateOf(built.data);

  it('creates the single table with the keys and GSIs of functions/core/table.ts', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    const attributeNames = [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])];
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayEquals(attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      // SSE enabled without a key of our own is the AWS-managed key (aws/dynamodb).
      SSESpecification: { SSEEnabled: true, KMSMasterKeyId: Match.absent() },
      DeletionProtectionEnabled: false,
    });
  });

  it('creates a private, encrypted, versioned files bucket that browsers can upload to from the web origin', () => {
    const files = template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } });
    expect(Object.keys(files)).toHaveLength(1);
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      VersioningConfiguration: { Status: 'Enabled' },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['PUT', 'GET', 'HEAD'], AllowedOrigins: ['https://portal.test'], ExposedHeaders: ['ETag'] }),
        ],
      },
      LoggingConfiguration: { DestinationBucketName: { Ref: Match.stringLikeRegexp('^AccessLogs') }, LogFilePrefix: 'files/' },
    });
  });

  it('denies plain-HTTP access to both buckets', () => {
    const policies = template.findResources('AWS::S3::BucketPolicy', {
      Properties: {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      },
    });
    expect(Object.keys(policies)).toHaveLength(2);
  });

  it('keeps dev disposable', () => {
    template.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
    expect(built.data.terminationProtection).toBe(false);
  });

  it('protects data outside dev', () => {
    const prod = buildTestApp({ context: { stage: 'prod' } });
    const prodTemplate = templateOf(prod.data);
    prodTemplate.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
    });
    for (const bucket of Object.values(prodTemplate.findResources('AWS::S3::Bucket'))) {
      expect(bucket.DeletionPolicy).toBe('Retain');
    }
    expect(prod.data.stackName).toBe('SublimePortal-prod-Data');
    expect(prod.data.terminationProtection).toBe(true);
  });
});

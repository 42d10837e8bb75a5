import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/core/table.js';
import { type PortalStage, removalPolicyFor } from '../stage.js';

export interface DataStackProps extends StackProps {
  readonly stage: PortalStage;
  /**
   * Origins whose pages upload and download files with presigned URLs straight from the browser.
   * @default [stage.appUrl]
   */
  readonly webOrigins?: string[];
}

/** The single table and the files bucket: everything that holds customer data. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = removalPolicyFor(stage);
    // autoDeleteObjects only in dev: elsewhere a non-empty bucket must block stack deletion.
    const autoDeleteObjects = !stage.durable;

    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: key(TABLE_KEYS.partitionKey),
      sortKey: key(TABLE_KEYS.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: stage.durable,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
      });
    }

    const accessLogs = new Bucket(this, 'AccessLogs', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      // Access logs are for investigating incidents, not an archive; a year bounds the cost.
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy,
      autoDeleteObjects,
    });

    this.bucket = new Bucket(this, 'Files', {
      encryption: BucketEncryption.S3_MANAGED,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      versioned: true,
      cors: [
        {
          // The browser PUTs uploads and GETs downloads with presigned URLs, so only the web app's
          // own origins need to pass the preflight; the signature is what authorizes the request.
          allowedOrigins: props.webOrigins ?? [stage.appUrl],
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET, HttpMethods.HEAD],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      // Presigned uploads the browser abandons halfway would otherwise be billed forever.
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(7) }],
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'files/',
      removalPolicy,
      autoDeleteObjects,
    });
  }
}

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Duration, type RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { type IGrantable, type IPrincipal, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsVersions,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { bundleHandler } from './bundling.js';

/** The repository root, found from this file so synth works from any working directory. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface PortalFunctionProps {
  /** The domain whose `functions/<domain>/handler.ts` this function runs; also the Powertools service name. */
  readonly domain: string;
  /**
   * The entry file, relative to the repository root.
   * @default `functions/${domain}/handler.ts`
   */
  readonly entry?: string;
  /** The exported function of the bundle Lambda calls, e.g. `index.scheduled`. @default 'index.handler' */
  readonly handler?: string;
  /** A fixed function name, for callers that name it without a reference (the Jobs runner). @default a generated name */
  readonly functionName?: string;
  /** Extra environment; merged over the Powertools and source-map defaults. @default {} */
  readonly environment?: Record<string, string>;
  /** @default 512 */
  readonly memorySize?: number;
  /** @default Duration.seconds(10) */
  readonly timeout?: Duration;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
  /** What happens to the log group when the function is removed. @default RemovalPolicy.RETAIN (LogGroup's own default) */
  readonly logRemovalPolicy?: RemovalPolicy;
  /**
   * Adds the AWS Parameters and Secrets Lambda extension, so the function reads (and caches) its
   * secrets over a local HTTP call instead of loading the Secrets Manager client. @default false
   */
  readonly secretsExtension?: boolean;
}

/**
 * The project's Lambda defaults: Node 22 on arm64, a minified ESM bundle split into an entry and
 * lazily loaded chunks (bundleHandler), X-Ray tracing, and its own log group. Pass it to grant*
 * methods directly (it is IGrantable); the underlying lambda.Function is `function`.
 */
export class PortalFunction extends Construct implements IGrantable {
  readonly function: LambdaFunction;
  readonly logGroup: LogGroup;
  readonly grantPrincipal: IPrincipal;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    const entry = join(PROJECT_ROOT, props.entry ?? `functions/${props.domain}/handler.ts`);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: props.logRemovalPolicy,
    });

    // Our own role instead of AWSLambdaBasicExecutionRole: the function only ever needs to write
    // to its own log group, not create groups or write anywhere in the account.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Portal ${props.domain} function`,
    });
    this.logGroup.grantWrite(role);

    this.function = new LambdaFunction(this, 'Function', {
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      role,
      logGroup: this.logGroup,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.domain,
        ...props.environment,
      },
      handler: props.handler ?? 'index.handler',
      functionName: props.functionName,
      code: codeFor(this, props.domain, entry),
      paramsAndSecrets: props.secretsExtension
        ? ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, { cacheSize: 10 })
        : undefined,
    });
    this.grantPrincipal = this.function.grantPrincipal;

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the runtime the project targets (esbuild target node22, tested on it); moving to a newer one is its own change.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray tracing: xray:PutTraceSegments and PutTelemetryRecords have no resource-level permissions.',
      },
    );
  }
}

/**
 * The bundled handler (infra/constructs/bundling.ts, esbuild with code splitting, run locally by
 * CDK) or, when this stack skips bundling (tests pass `aws:cdk:bundling-stacks: []`, `cdk deploy
 * OtherStack` does the same) and the handler is not written yet, a placeholder so the rest of the
 * infrastructure can still be synthesized and asserted. A stack that is being bundled always gets
 * the real entry, so a missing handler still fails `cdk synth`.
 */
function codeFor(scope: Construct, domain: string, entry: string): Code {
  if (!existsSync(entry)) {
    if (Stack.of(scope).bundlingRequired) throw new Error(`Cannot find entry file at ${entry}`);
    return Code.fromInline('exports.handler = async () => { throw new Error("handler not bundled"); };');
  }
  return Code.fromAsset(dirname(entry), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: local bundling always succeeds or throws (esbuild is a dev dependency).
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      local: {
        tryBundle(outputDir: string) {
          bundleHandler({ projectRoot: PROJECT_ROOT, domain, entry, outdir: outputDir, sourcemap: true });
          return true;
        },
      },
    },
  });
}

import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * How cdk-nag spells a value that comes from another stack, for use in a granular finding id
 * such as `AwsSolutions-IAM5[Resource::<this>/*]`. Validation runs after CDK has turned the
 * reference into `Fn::ImportValue` of an export whose name hashes the producer's path, so the
 * name differs per stage and must be computed rather than written down. Exporting here creates
 * nothing extra: it is the same export the reference itself produces.
 */
export function importedName(consumer: Stack, producer: IConstruct, value: string): string {
  const resolved = consumer.resolve(Stack.of(producer).exportValue(value)) as { 'Fn::ImportValue'?: unknown };
  const name = resolved['Fn::ImportValue'];
  if (typeof name !== 'string') throw new Error(`Not a cross-stack value of ${producer.node.path}`);
  return name;
}

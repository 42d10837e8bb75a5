import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { PortalFunction } from './portal-function.js';

/**
 * What the runtime may never do to an audit event (partition `AUDIT#<chain>`): change or remove
 * it. IAM cannot refuse an overwriting PutItem without refusing every put of a new event; the
 * events are put with attribute_not_exists and the hash chain detects an overwrite
 * (docs/decisions/0009-audit-chain.md).
 */
export const AUDIT_DENIED_ACTIONS = ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'] as const;
export const AUDIT_LEADING_KEYS = 'AUDIT#*';

/** An explicit Deny, which wins over the table grant: audit items are put once and never changed. */
export function denyAuditChanges(fn: PortalFunction, table: ITable): void {
  fn.function.addToRolePolicy(
    new PolicyStatement({
      effect: Effect.DENY,
      actions: [...AUDIT_DENIED_ACTIONS],
      resources: [table.tableArn],
      conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_LEADING_KEYS] } },
    }),
  );
}

/**
 * The single table's key schema, shared by CDK (infra/stacks/data-stack.ts) and the local stack
 * (scripts/local/resources.ts) so both create the same table.
 */
export const TABLE_KEYS = { partitionKey: 'PK', sortKey: 'SK' } as const;

/** Overloaded secondary indexes; docs/data-model.md lists what each one serves. */
export const TABLE_INDEXES = [
  { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
] as const;
export type TIndexName = (typeof TABLE_INDEXES)[number]['indexName'];

/** Items with this attribute expire (login-failure windows, rate limits, codes, connections). */
export const TTL_ATTRIBUTE = 'ttl';

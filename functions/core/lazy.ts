/**
 * A value made on first use and shared after that; a failed attempt is forgotten so the next
 * call tries again. The cold-path AWS clients (Cognito, SES, S3, Secrets Manager) are loaded this
 * way from the Lambda runtime's SDK, so a function's cold start only pays for DynamoDB and the
 * routes that never touch them never load them (docs/decisions/0006-handler-bundles.md).
 *
 * Each handler's service chunks are loaded the same way: a bare `() => import(...)` resolves its
 * specifier again on every call, even long after the module is loaded, and under a loader with
 * hooks (tsx in the local stack) each resolve is a round trip to the loader's thread (about
 * 0.2 ms a request on this machine; docs/decisions/0022-latency-budgets.md).
 */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= make().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

/**
 * Runtime configuration, read from the environment once per module. CDK sets these on every
 * function; the local gateway sets the same names for the embedded stack.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  get tableName() {
    return required('TABLE_NAME');
  },
  get bucketName() {
    return required('BUCKET_NAME');
  },
  get userPoolId() {
    return required('USER_POOL_ID');
  },
  get userPoolClientId() {
    return required('USER_POOL_CLIENT_ID');
  },
  /** The Cognito issuer: https://cognito-idp.<region>.amazonaws.com/<poolId> in AWS. */
  get issuer() {
    return required('COGNITO_ISSUER');
  },
  /** Where links in emails point (the CloudFront or local origin). */
  get appUrl() {
    return process.env.APP_URL ?? 'http://localhost:3000';
  },
  /** `outbox` stores emails in the table (local); `ses` sends them through SES. */
  get mailMode(): 'outbox' | 'ses' {
    return process.env.MAIL_MODE === 'ses' ? 'ses' : 'outbox';
  },
  get mailFrom() {
    return process.env.MAIL_FROM ?? 'no-reply@sublime.local';
  },
  /**
   * The WebSocket API's management endpoint, where messages are posted to live connections:
   * https://<apiId>.execute-api.<region>.amazonaws.com/<stage> in AWS, the local gateway locally.
   */
  get realtimeCallbackUrl() {
    return required('REALTIME_CALLBACK_URL');
  },
  /** Origins a live connection may come from (the Origin header at $connect). @default [appUrl] */
  get allowedOrigins(): string[] {
    const list = process.env.ALLOWED_ORIGINS;
    return list ? list.split(',').map((o) => o.trim()).filter(Boolean) : [this.appUrl];
  },
  get stage() {
    return process.env.STAGE ?? 'local';
  },
};

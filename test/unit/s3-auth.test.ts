import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { s3Refusal, type TS3Request } from '../../scripts/local/s3-auth.js';

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const ENDPOINT = 'http://127.0.0.1:4001';

const client = (secretAccessKey = CREDENTIALS.secretAccessKey) =>
  new S3Client({ endpoint: ENDPOINT, region: 'us-east-1', forcePathStyle: true, credentials: { ...CREDENTIALS, secretAccessKey } });

/** The request a browser sends for a URL, as s3rver's middleware sees it. */
function requestFor(url: string, method = 'GET', headers: Record<string, string> = {}): TS3Request {
  const u = new URL(url);
  return { method, rawPath: u.pathname, rawQuery: u.search.slice(1), headers: { host: u.host, ...headers } };
}

describe('s3Refusal (the Signature V4 check in front of s3rver)', () => {
  it('accepts presigned GET and PUT URLs of the local credentials, within their expiry', async () => {
    const get = await getSignedUrl(client(), new GetObjectCommand({ Bucket: 'files', Key: 'ws/01J/a b+c.pdf' }), { expiresIn: 300 });
    expect(s3Refusal(requestFor(get), CREDENTIALS)).toBeUndefined();
    const put = await getSignedUrl(client(), new PutObjectCommand({ Bucket: 'files', Key: 'ws/01J/up.pdf', ContentType: 'application/pdf' }), {
      expiresIn: 300,
    });
    expect(s3Refusal(requestFor(put, 'PUT', { 'content-type': 'application/pdf' }), CREDENTIALS)).toBeUndefined();
    expect(s3Refusal(requestFor(get), CREDENTIALS, Date.now() + 301_000)).toBe('Request has expired');
  });

  it('refuses anonymous, V2, foreign-key, wrong-secret and tampered requests', async () => {
    expect(s3Refusal(requestFor(`${ENDPOINT}/files?list-type=2`), CREDENTIALS)).toMatch(/Anonymous/);
    expect(s3Refusal(requestFor(`${ENDPOINT}/files/a?AWSAccessKeyId=S3RVER&Signature=x&Expires=9999999999`), CREDENTIALS)).toMatch(/Version 2/);
    const get = await getSignedUrl(client(), new GetObjectCommand({ Bucket: 'files', Key: 'ws/01J/a.pdf' }), { expiresIn: 300 });
    expect(s3Refusal(requestFor(get.replace('a.pdf', 'b.pdf')), CREDENTIALS)).toBe('The request signature does not match');
    expect(s3Refusal(requestFor(get, 'DELETE'), CREDENTIALS)).toBe('The request signature does not match');
    expect(s3Refusal(requestFor(get), { ...CREDENTIALS, accessKeyId: 'OTHER' })).toMatch(/access key/);
    const forged = await getSignedUrl(client('guessed'), new GetObjectCommand({ Bucket: 'files', Key: 'ws/01J/a.pdf' }), { expiresIn: 300 });
    expect(s3Refusal(requestFor(forged), CREDENTIALS)).toBe('The request signature does not match');
    expect(s3Refusal({ ...requestFor(`${ENDPOINT}/files`), headers: { host: '127.0.0.1:4001', authorization: 'AWS S3RVER:abc' } }, CREDENTIALS)).toMatch(
      /Unsupported Authorization/,
    );
  });

  it('lets CORS preflights through unsigned, as browsers send them', () => {
    const preflight = requestFor(`${ENDPOINT}/files/ws/01J/up.pdf`, 'OPTIONS', { 'access-control-request-method': 'PUT', origin: 'http://localhost:3000' });
    expect(s3Refusal(preflight, CREDENTIALS)).toBeUndefined();
    expect(s3Refusal(requestFor(`${ENDPOINT}/files`, 'OPTIONS'), CREDENTIALS)).toMatch(/Anonymous/);
  });
});

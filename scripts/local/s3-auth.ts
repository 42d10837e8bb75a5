/**
 * Signature Version 4 checks in front of s3rver. s3rver serves unsigned requests as an anonymous
 * caller with full access, and accepts any V4 signature whose access key id it knows without
 * computing it, so on its own it lists every tenant's keys and serves their files to anyone who
 * can reach it (issue 13, finding 2). Here every request but a CORS preflight must carry a valid
 * signature of the local credentials: in the Authorization header (the SDK) or in the query
 * string (presigned URLs, within their expiry), as S3 itself checks them.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface TS3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface TS3Request {
  method: string;
  /** The path as sent, still percent-encoded: S3 signs it without encoding it again. */
  rawPath: string;
  /** The query string as sent, without the `?`. */
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** How far the clock of a header-signed request may be from ours, as S3 allows. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** The longest a presigned URL may live (S3's limit, seven days). */
const MAX_EXPIRES_S = 7 * 24 * 3600;

const rfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: Buffer | string, value: string) => createHmac('sha256', key).update(value, 'utf8').digest();

function header(req: TS3Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** `20261125T035500Z` as a time, or NaN. */
function parseAmzDate(value: string | undefined): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : Number.NaN;
}

interface TSigned {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
  /** Query pairs that take part in the canonical request (all but the signature). */
  query: [string, string][];
}

function parse(req: TS3Request, now: number): TSigned | string {
  const pairs = req.rawQuery
    ? req.rawQuery.split('&').map((part): [string, string] => {
        const at = part.indexOf('=');
        const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, '%20'));
        return at < 0 ? [decode(part), ''] : [decode(part.slice(0, at)), decode(part.slice(at + 1))];
      })
    : [];
  const param = (name: string) => pairs.find(([k]) => k === name)?.[1];
  const authorization = header(req, 'authorization');
  if (authorization) {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(authorization);
    if (!m) return 'Unsupported Authorization header: only AWS4-HMAC-SHA256 is accepted';
    const amzDate = header(req, 'x-amz-date') ?? '';
    if (!(Math.abs(now - parseAmzDate(amzDate)) <= MAX_SKEW_MS)) return 'The request time is too far from the server time';
    const payloadHash = header(req, 'x-amz-content-sha256');
    if (!payloadHash) return 'Missing x-amz-content-sha256';
    return { credential: m[1]!, signedHeaders: m[2]!, signature: m[3]!, amzDate, payloadHash, query: pairs };
  }
  if (param('X-Amz-Algorithm') !== undefined) {
    if (param('X-Amz-Algorithm') !== ALGORITHM) return 'Unsupported X-Amz-Algorithm';
    const amzDate = param('X-Amz-Date') ?? '';
    const expires = Number(param('X-Amz-Expires'));
    const issued = parseAmzDate(amzDate);
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_S) return 'Invalid X-Amz-Expires';
    if (!(issued <= now + MAX_SKEW_MS) || now > issued + expires * 1000) return 'Request has expired';
    const signature = param('X-Amz-Signature') ?? '';
    if (!/^[0-9a-f]{64}$/.test(signature)) return 'Invalid X-Amz-Signature';
    return {
      credential: param('X-Amz-Credential') ?? '',
      signedHeaders: param('X-Amz-SignedHeaders') ?? '',
      signature,
      amzDate,
      payloadHash: param('X-Amz-Content-Sha256') ?? header(req, 'x-amz-content-sha256') ?? 'UNSIGNED-PAYLOAD',
      query: pairs.filter(([k]) => k !== 'X-Amz-Signature'),
    };
  }
  if (param('Signature') !== undefined) return 'Signature Version 2 is not accepted';
  return 'Anonymous requests are not accepted: sign them with the local credentials';
}

/**
 * Why the request must be refused, or undefined when it carries a valid signature made with
 * `credentials`. CORS preflights pass: browsers never sign them, and they reveal nothing.
 */
export function s3Refusal(req: TS3Request, credentials: TS3Credentials, now = Date.now()): string | undefined {
  if (req.method === 'OPTIONS' && header(req, 'access-control-request-method')) return undefined;
  const signed = parse(req, now);
  if (typeof signed === 'string') return signed;
  const [accessKeyId, date, region, service, terminator, ...extra] = signed.credential.split('/');
  if (accessKeyId !== credentials.accessKeyId) return 'The access key id is not the local one';
  if (!date || !region || service !== 's3' || terminator !== 'aws4_request' || extra.length || !signed.amzDate.startsWith(date)) {
    return 'Malformed credential scope';
  }
  const names = signed.signedHeaders.split(';');
  if (!names.includes('host')) return 'The host header must be signed';
  const canonicalHeaders = names
    .map((name) => `${name}:${(header(req, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalQuery = signed.query
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [req.method, req.rawPath || '/', canonicalQuery, canonicalHeaders, signed.signedHeaders, signed.payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, signed.amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce<Buffer>(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region),
  );
  const expected = createHmac('sha256', key).update(stringToSign, 'utf8').digest();
  const given = Buffer.from(signed.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? undefined : 'The request signature does not match';
}

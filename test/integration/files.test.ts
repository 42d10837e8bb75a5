import { randomBytes } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '../../shared/files/files.schema.js';
import { ACME_ID, as, call, personWorkspace, stackEnv, type TSession } from '../support/api.js';
import { auditEvents } from '../support/aws.js';

let s3: S3Client | undefined;
function storage() {
  const env = stackEnv();
  s3 ??= new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    forcePathStyle: true,
  });
  return { s3, bucket: env.BUCKET_NAME! };
}

async function objectExists(key: string): Promise<boolean> {
  const { s3: client, bucket } = storage();
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}

function pdfLike(): Buffer {
  // A PDF header and trailer around every byte value, so any text re-encoding shows.
  const all = Buffer.from(Array.from({ length: 256 }, (_v, i) => i));
  return Buffer.concat([Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1'), all, all, Buffer.from('\n%%EOF\n')]);
}

async function startUpload(session: TSession, workspaceId: string, fileName: string, contentType: string, size: number) {
  return call('POST', '/api/files', { session, workspaceId, body: { fileName, contentType, size } });
}

/** Registers, PUTs the bytes to the presigned URL (real s3rver), and completes. */
async function upload(session: TSession, workspaceId: string, fileName: string, contentType: string, bytes: Buffer) {
  const started = await startUpload(session, workspaceId, fileName, contentType, bytes.length);
  expect(started.status, started.text).toBe(201);
  const put = await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: bytes });
  expect(put.status, await put.clone().text()).toBe(200);
  const done = await call('POST', `/api/files/${started.body.file.id}/complete`, { session, workspaceId });
  expect(done.status, done.text).toBe(200);
  return done.body as { id: string; fileName: string; size: number; uploaded: boolean; internalKey: string; contentType: string };
}

async function download(session: TSession, workspaceId: string, id: string) {
  const res = await call('GET', `/api/files/${id}/download`, { session, workspaceId });
  expect(res.status, res.text).toBe(200);
  const got = await fetch(res.body.url);
  expect(got.status).toBe(200);
  return { bytes: Buffer.from(await got.arrayBuffer()), headers: got.headers };
}

describe('file upload and download', () => {
  it('stores a small PDF byte for byte', async () => {
    const owner = await as('owner');
    const bytes = pdfLike();
    const file = await upload(owner, ACME_ID, 'statement "March".pdf', 'application/pdf', bytes);
    expect(file).toMatchObject({ uploaded: true, size: bytes.length, contentType: 'application/pdf', fileName: 'statement "March".pdf' });
    expect(file.internalKey.startsWith(`ws/${ACME_ID}/files/`)).toBe(true);

    const got = await download(owner, ACME_ID, file.id);
    expect(got.bytes.equals(bytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    // An ASCII stand-in in filename, the name as it was in filename* (RFC 6266).
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="statement _March_.pdf"; filename*=UTF-8''statement%20%22March%22.pdf`);

    const events = await auditEvents(ACME_ID, 200);
    expect(events.find((e) => e.event === 'FILE_UPLOAD_STARTED' && e.props.fileId === file.id)?.success).toBe(true);
    expect(events.find((e) => e.event === 'FILE_UPLOADED' && e.props.fileId === file.id)?.success).toBe(true);
  });

  it('stores a ~300 KB binary without corruption', async () => {
    const owner = await as('owner');
    const bytes = randomBytes(300 * 1024 + 7);
    const file = await upload(owner, ACME_ID, 'scan.png', 'image/png', bytes);
    const got = await download(owner, ACME_ID, file.id);
    expect(got.bytes.length).toBe(bytes.length);
    expect(got.bytes.equals(bytes)).toBe(true);
  });

  it('shows the metadata by id and lists the workspace’s files newest first', async () => {
    const john = await as('john');
    const ws = personWorkspace(john);
    const first = await upload(john, ws, 'first.pdf', 'application/pdf', pdfLike());
    const second = await upload(john, ws, 'second.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', randomBytes(64));

    const meta = await call('GET', `/api/files/${first.id}`, { session: john, workspaceId: ws });
    expect(meta.status).toBe(200);
    expect(meta.body).toMatchObject({ id: first.id, fileName: 'first.pdf', uploaded: true });

    const list = await call('GET', '/api/files?size=100', { session: john, workspaceId: ws });
    expect(list.status).toBe(200);
    const ids = (list.body.data as { id: string }[]).map((f) => f.id);
    expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const dates = (list.body.data as { createDate: string }[]).map((f) => f.createDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const paged = await call('GET', '/api/files?size=1', { session: john, workspaceId: ws });
    expect(paged.body.data).toHaveLength(1);
    // The newest file (ids are time-ordered; another test may have added one since the full list).
    expect(paged.body.data[0].id >= ids[0]!).toBe(true);
    expect(typeof paged.body.nextCursor).toBe('string');
  });
});

describe('upload rules', () => {
  it.each([
    ['an executable', 'setup.exe', 'application/octet-stream'],
    ['an executable claiming to be a PDF', 'setup.exe', 'application/pdf'],
    ['a PDF name with another content type', 'report.pdf', 'text/html'],
    ['an image name with a PDF content type', 'photo.png', 'application/pdf'],
    ['a file without an extension', 'README', 'application/pdf'],
    ['a script', 'page.html', 'text/html'],
  ])('refuses %s with 400 file_type_not_allowed', async (_why, fileName, contentType) => {
    const owner = await as('owner');
    const res = await startUpload(owner, ACME_ID, fileName, contentType, 100);
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe('file_type_not_allowed');
    expect(res.body).not.toHaveProperty('uploadUrl');
  });

  it('refuses more than 25 MB with 413 file_too_large, and allows exactly 25 MB to start', async () => {
    const owner = await as('owner');
    const big = await startUpload(owner, ACME_ID, 'big.pdf', 'application/pdf', MAX_FILE_BYTES + 1);
    expect(big.status).toBe(413);
    expect(big.body.systemCode).toBe('file_too_large');
    const limit = await startUpload(owner, ACME_ID, 'limit.pdf', 'application/pdf', MAX_FILE_BYTES);
    expect(limit.status).toBe(201);
  });

  it('answers complete before any upload with 404', async () => {
    const owner = await as('owner');
    const started = await startUpload(owner, ACME_ID, 'never.pdf', 'application/pdf', 10);
    expect(started.status).toBe(201);
    const res = await call('POST', `/api/files/${started.body.file.id}/complete`, { session: owner, workspaceId: ACME_ID });
    expect(res.status).toBe(404);
    expect(res.body.systemCode).toBe('no_record');
    const meta = await call('GET', `/api/files/${started.body.file.id}`, { session: owner, workspaceId: ACME_ID });
    expect(meta.body.uploaded).toBe(false);
    const dl = await call('GET', `/api/files/${started.body.file.id}/download`, { session: owner, workspaceId: ACME_ID });
    expect(dl.status).toBe(404);
  });

  it('signs the content type and length into the upload URL, so S3 refuses another type or size', async () => {
    // The local s3rver checks SigV4 as S3 does (scripts/local/s3-auth.ts), so the signed headers enforce it here too.
    const owner = await as('owner');
    const started = await startUpload(owner, ACME_ID, 'signed.pdf', 'application/pdf', 1234);
    expect(started.status).toBe(201);
    const signed = new URL(started.body.uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';') ?? [];
    expect(signed).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    expect(Number(new URL(started.body.uploadUrl).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const shorter = await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: randomBytes(1233) });
    expect(shorter.status).toBe(403);
    const otherType = await fetch(started.body.uploadUrl, {
      method: 'PUT',
      headers: { ...started.body.headers, 'content-type': 'text/html' },
      body: randomBytes(1234),
    });
    expect(otherType.status).toBe(403);
    expect(await objectExists(started.body.file.internalKey)).toBe(false);
  });

  it('refuses to complete an upload of another size than declared, and deletes the object', async () => {
    const owner = await as('owner');
    const declared = 1000;
    const started = await startUpload(owner, ACME_ID, 'short.pdf', 'application/pdf', declared);
    expect(started.status).toBe(201);
    // The presigned URL cannot carry another size (the test above), so the object is written as a
    // client holding bucket credentials could: the complete call still checks what was stored.
    const { s3: client, bucket } = storage();
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: started.body.file.internalKey, Body: randomBytes(declared - 1), ContentType: 'application/pdf' }));
    expect(await objectExists(started.body.file.internalKey)).toBe(true);

    const res = await call('POST', `/api/files/${started.body.file.id}/complete`, { session: owner, workspaceId: ACME_ID });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe('invalid_request');
    expect(res.body.param).toBe('size');
    expect(await objectExists(started.body.file.internalKey)).toBe(false);

    const meta = await call('GET', `/api/files/${started.body.file.id}`, { session: owner, workspaceId: ACME_ID });
    expect(meta.body.uploaded).toBe(false);
    const dl = await call('GET', `/api/files/${started.body.file.id}/download`, { session: owner, workspaceId: ACME_ID });
    expect(dl.status).toBe(404);
  });

  it('needs the workspace header', async () => {
    const res = await call('POST', '/api/files', {
      session: await as('owner'),
      body: { fileName: 'a.pdf', contentType: 'application/pdf', size: 10 },
    });
    expect(res.status).toBe(400);
    expect(res.body.systemCode).toBe('workspace_required');
  });
});

describe('files of another client', () => {
  it('are not found from the caller’s own workspace (404) and refused in theirs (403)', async () => {
    const owner = await as('owner');
    const file = await upload(owner, ACME_ID, 'private.pdf', 'application/pdf', pdfLike());
    const john = await as('john');
    const own = personWorkspace(john);

    for (const path of [`/api/files/${file.id}`, `/api/files/${file.id}/download`]) {
      const mine = await call('GET', path, { session: john, workspaceId: own });
      expect(mine.status, path).toBe(404);
      expect(mine.body).not.toHaveProperty('url');
      const theirs = await call('GET', path, { session: john, workspaceId: ACME_ID });
      expect(theirs.status, path).toBe(403);
      expect(theirs.body.systemCode).toBe(40011);
    }
    const complete = await call('POST', `/api/files/${file.id}/complete`, { session: john, workspaceId: own });
    expect(complete.status).toBe(404);
    const list = await call('GET', '/api/files?size=100', { session: john, workspaceId: ACME_ID });
    expect(list.status).toBe(403);
  });
});

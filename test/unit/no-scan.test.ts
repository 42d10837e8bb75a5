import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : filesUnder(full);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(name) ? [full] : [];
  });
}

describe('no Scan in any request path', () => {
  it('no module under functions/ imports or issues a Scan', () => {
    const files = filesUnder(join(ROOT, 'functions'));
    expect(files.length).toBeGreaterThan(5);
    const offenders: string[] = [];
    for (const file of files) {
      const src = readFileSync(file, 'utf8');
      const code = relative(ROOT, file) === join('functions', 'core', 'ddb.ts')
        ? // The guard itself names the command in a string comparison; nothing else there may.
          src.replace(/context\.commandName === 'ScanCommand'/g, '')
        : src;
      if (/\bScanCommand\b|\bpaginateScan\b|\.scan\(/.test(code)) offenders.push(relative(ROOT, file));
    }
    expect(offenders).toEqual([]);
  });

  describe('the shared DynamoDB client', () => {
    // A local endpoint that counts what reaches it and answers every call with an error.
    let requests: string[] = [];
    let server: Server;

    beforeAll(async () => {
      server = createServer((req, res) => {
        requests.push(String(req.headers['x-amz-target'] ?? ''));
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ __type: 'com.amazon.coral.validate#ValidationException', message: 'unit endpoint' }));
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const { port } = server.address() as AddressInfo;
      process.env.AWS_REGION = 'us-east-1';
      process.env.AWS_ACCESS_KEY_ID = 'test';
      process.env.AWS_SECRET_ACCESS_KEY = 'test';
      process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${port}`;
      process.env.TABLE_NAME = 'unit-table';
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('lets other commands reach the endpoint (so the guard does not refuse everything)', async () => {
      const { ddb } = await import('../../functions/core/ddb.js');
      const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
      requests = [];
      await expect(ddb.send(new GetCommand({ TableName: 'unit-table', Key: { PK: 'x', SK: 'y' } }))).rejects.toThrow(
        /unit endpoint/,
      );
      expect(requests).toContain('DynamoDB_20120810.GetItem');
    });

    it('refuses a ScanCommand before any network call', async () => {
      const { ddb } = await import('../../functions/core/ddb.js');
      const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
      requests = [];
      await expect(ddb.send(new ScanCommand({ TableName: 'unit-table' }))).rejects.toThrow(/Scan is not allowed/);
      expect(requests).toEqual([]);
    });

    it('refuses the low-level ScanCommand sent through the same client too', async () => {
      const { ddb } = await import('../../functions/core/ddb.js');
      const { ScanCommand } = await import('@aws-sdk/client-dynamodb');
      requests = [];
      await expect(ddb.send(new ScanCommand({ TableName: 'unit-table' }) as never)).rejects.toThrow(/Scan is not allowed/);
      expect(requests).toEqual([]);
    });
  });
});

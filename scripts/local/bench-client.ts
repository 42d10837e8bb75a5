import http from 'node:http';

/**
 * The bench's HTTP client for API calls: node:http with one keep-alive socket, the same transport
 * the SDK's NodeHttpHandler uses for the raw DynamoDB call each API call is compared with. With
 * `fetch` (undici) on one side and node:http on the other, the ratio measured the difference
 * between two HTTP client libraries as much as the portal: about 1 ms per call on this machine.
 */
export function benchClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return function request(method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<{ status: number; text: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${baseUrl}${path}`,
        { method, agent, headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  };
}

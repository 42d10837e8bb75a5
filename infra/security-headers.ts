/**
 * The security headers of every page and static file, in one place: the web stack turns them into
 * a CloudFront response headers policy, and the local gateway (scripts/local/gateway.ts) sends the
 * same values itself. API answers carry their own (functions/core/http.ts).
 */
import { createHash } from 'node:crypto';

export interface TCspOptions {
  /**
   * Origins the app calls besides its own: the Cognito endpoint and the files bucket, which the
   * browser reaches with presigned URLs. Its own origin ('self') covers the API, the Cognito shim
   * of the local stack and the live connection (CSP Level 3: 'self' matches ws:/wss: of the
   * same host and port). @default []
   */
  readonly connectSources?: readonly string[];
  /** `'sha256-…'` sources of index.html's inline scripts (inlineScriptHashes). @default [] */
  readonly scriptHashes?: readonly string[];
}

/**
 * The Content-Security-Policy of the web app.
 * - scripts: the app's own files plus the hashed inline scripts of index.html (the static first
 *   paint and the script loader); no 'unsafe-inline', no eval, so an injected script cannot run
 *   and read the session kept in localStorage;
 * - styles: 'unsafe-inline' because Mantine writes its CSS variables into a <style> element at
 *   runtime and its components set `style` attributes; CSS cannot run script;
 * - images: data: (inline SVG icons in CSS) and blob: (previews of files the user picked);
 * - no plugins, no <base> rewrites, forms post only to the origin, and no page may frame the app.
 */
export function contentSecurityPolicy(options: TCspOptions = {}): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(options.connectSources ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** No referrer leaves the origin: links in the portal carry reset and invitation codes. */
export const REFERRER_POLICY = 'same-origin';

/** Two years, subdomains included: the portal is served over HTTPS only. */
export const HSTS = { maxAgeSeconds: 2 * 365 * 24 * 3600, includeSubDomains: true } as const;

/** The Strict-Transport-Security value of HSTS. */
export const HSTS_HEADER = `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubDomains ? '; includeSubDomains' : ''}`;

/**
 * Every security header by its lower-case name, for servers that set headers themselves (the
 * local gateway). HSTS is sent too, though browsers ignore it over plain HTTP.
 */
export function securityHeaders(options: TCspOptions = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'referrer-policy': REFERRER_POLICY,
    'strict-transport-security': HSTS_HEADER,
    'x-content-type-options': 'nosniff',
    // The pre-CSP spelling of frame-ancestors 'none', for older browsers.
    'x-frame-options': 'DENY',
  };
}

/** The `'sha256-…'` CSP source of each inline script (a <script> without src) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

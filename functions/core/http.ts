import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod/mini';
// Imported by name: `z.core.$ZodError` at run time would bundle all of zod's core and every locale.
import { $ZodError } from 'zod/v4/core';
import { loadDeferred } from '../../shared/api/deferred.js';
import { type TInputOf, type TOutputOf, type TRoute, routeKey } from '../../shared/api/route.js';
import { ERROR_CATALOGUE, type TApiError, type TSystemCode } from '../../shared/core/errors.js';
import '../../shared/core/zod-locale.js';
import { decide, type TPrincipal } from '../../shared/core/access.js';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '../../shared/core/text.js';
import { isWorkspaceId, PERMISSION_TOKEN_HEADER, TIME_ZONE_HEADER, WORKSPACE_HEADER } from '../../shared/core/workspace.js';
import { errorProp, partyForWorkspace, type TAuditScope, transactWithAudit, writeAudit } from './audit.js';
import { conform } from './conform.js';
import type { TTransactItem } from './entity.js';
import { AppError } from './errors.js';
import { logger, metrics, MetricUnit, redact } from './logger.js';
import { verifyAccessToken, verifyPermissionToken } from './tokens.js';

export type TEvent = APIGatewayProxyEventV2;
export type TResult = APIGatewayProxyStructuredResultV2;

/** What a service gets besides its input: who acts, where, and how to write with an audit event. */
export interface TRequestContext {
  principal?: TPrincipal;
  /** The caller's raw Cognito access token, for Cognito calls made on their behalf. */
  accessToken?: string;
  workspaceId?: string;
  timeZone: string;
  correlationId: string;
  sourceIp: string;
  /** The caller's browser, as it names itself (kept with a signature for its certificate). */
  userAgent?: string;
  /** True when a provider employee acts in a workspace that is not their own. */
  actingForClient: boolean;
  audit: TAuditScope;
  /** Writes the operations and this request's audit event in one transaction. */
  transact(ops: TTransactItem[]): Promise<void>;
  /** Records the audit event alone, for changes made outside the table (Cognito, S3). */
  recordAudit(props?: Record<string, unknown>): Promise<void>;
}

/**
 * A context whose writes carry `audit`: the request's own (below), and one made for a record written
 * on behalf of a request (a bulk upload's row) or by the seed.
 */
export function contextWithAudit(base: Omit<TRequestContext, 'audit' | 'transact' | 'recordAudit'>, audit: TAuditScope): TRequestContext {
  return {
    ...base,
    audit,
    transact: (ops) => transactWithAudit(audit, ops),
    recordAudit: (props = {}) => {
      Object.assign(audit.props, props);
      return writeAudit(audit, true);
    },
  };
}

/** The signed-in caller; only reachable on routes whose permission requires a sign-in. */
export function principalOf(ctx: TRequestContext): TPrincipal {
  if (!ctx.principal) throw new AppError('unauthorized');
  return ctx.principal;
}

/** The workspace the call acts in; only reachable on workspace routes. */
export function workspaceOf(ctx: TRequestContext): string {
  if (!ctx.workspaceId) throw new AppError('workspace_required');
  return ctx.workspaceId;
}

export type TImpl<R extends TRoute> = (input: TInputOf<R>, ctx: TRequestContext) => Promise<TOutputOf<R>>;
export interface TBinding {
  route: TRoute;
  impl: (input: never, ctx: TRequestContext) => Promise<unknown>;
}

/**
 * An area of a function's routes that loads on its first call: its route table (schemas included)
 * and bindings stay out of the cold start (docs/decisions/0006-handler-bundles.md). `prefix` is the
 * path every route of the area starts with; no eager route may start with it.
 */
export interface TLazyBindings {
  prefix: string;
  load: () => Promise<readonly TBinding[]>;
}

/** Pairs a route with its implementation, type-checked against the route's schemas. */
export function bind<R extends TRoute>(route: R, impl: TImpl<R>): TBinding {
  return { route, impl: impl as TBinding['impl'] };
}

interface TState {
  binding?: TBinding;
  ctx?: TRequestContext;
  input?: { body: unknown; query: unknown; params: unknown };
}

const SECURITY_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function respond(status: number, body: unknown, correlationId: string): TResult {
  return {
    statusCode: status,
    headers: { ...SECURITY_HEADERS, 'x-correlation-id': correlationId },
    body: status === 204 ? '' : JSON.stringify(body),
  };
}

const CODE_BY_MESSAGE = new Map<string, TSystemCode>(
  (Object.entries(ERROR_CATALOGUE) as [TSystemCode, { message: string }][])
    .filter(([code]) => typeof code === 'number' || /^\d+$/.test(String(code)))
    .map(([code, { message }]) => [message, (/^\d+$/.test(String(code)) ? Number(code) : code) as TSystemCode]),
);

/** A zod failure as a 400: the catalogue code its message maps to (4003, 4002…), else invalid_request. */
export function validationError(error: $ZodError, part: string): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : part;
    (fieldErrors[field] ??= []).push(issue.message);
  }
  const mapped = error.issues.map((i) => CODE_BY_MESSAGE.get(i.message)).find(Boolean);
  const first = error.issues[0];
  return new AppError(mapped ?? 'invalid_request', {
    param: first?.path.join('.') || part,
    message: mapped ? undefined : first?.message,
    fieldErrors,
  });
}

function header(event: TEvent, name: string): string | undefined {
  return event.headers?.[name] ?? undefined;
}

function parseBody(event: TEvent): unknown {
  if (!event.body) return undefined;
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('invalid_request', { param: 'body', message: 'The body is not valid JSON' });
  }
}

function parsePart(schema: z.core.$ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  // One rule for every string of every route, before its schema (docs/decisions/0017-input-bounds.md).
  const unsafe = unsafeTextPath(value, '');
  if (unsafe !== undefined) {
    const param = unsafe || part;
    throw new AppError('invalid_request', { param, message: UNSAFE_TEXT_MESSAGE, fieldErrors: { [param]: [UNSAFE_TEXT_MESSAGE] } });
  }
  const result = z.safeParse(schema, value ?? (part === 'body' ? undefined : {}));
  if (!result.success) throw validationError(result.error, part);
  return result.data;
}

async function authenticate(event: TEvent): Promise<{ principal: TPrincipal; accessToken: string }> {
  const auth = header(event, 'authorization');
  const match = auth?.match(/^Bearer ([A-Za-z0-9._-]+)$/);
  if (!match?.[1]) throw new AppError('unauthorized', { param: 'authorization' });
  const { sub } = await verifyAccessToken(match[1]);
  const permissionToken = header(event, PERMISSION_TOKEN_HEADER);
  if (!permissionToken) throw new AppError('unauthorized', { param: PERMISSION_TOKEN_HEADER });
  return { principal: await verifyPermissionToken(permissionToken, sub), accessToken: match[1] };
}

function isMutation(route: TRoute): boolean {
  return route.method !== 'GET';
}

/**
 * The one middy preset every HTTP handler uses. It resolves the route from the event's routeKey,
 * authenticates (Cognito access token + permission token), checks the workspace, role and grants,
 * validates with the route's zod schemas, runs the service, validates the answer, and records the
 * audit event of every mutation (success in the service's transaction, failure here).
 */
export function createApiHandler(bindings: readonly TBinding[], lazyAreas: readonly TLazyBindings[] = []) {
  const byKey = new Map<string, TBinding>();
  const add = (list: readonly TBinding[]) => {
    for (const b of list) {
      if (byKey.has(routeKey(b.route))) throw new Error(`Duplicate route binding ${b.route.id}`);
      if (isMutation(b.route) && !b.route.audit) throw new Error(`Mutation ${b.route.id} declares no audit event`);
      byKey.set(routeKey(b.route), b);
    }
  };
  add(bindings);
  const loaded = new Map<TLazyBindings, Promise<void>>();
  /** The binding of a route key, loading its lazy area on the area's first call. */
  const bindingOf = async (key: string | undefined): Promise<TBinding | undefined> => {
    if (!key) return undefined;
    const found = byKey.get(key);
    if (found) return found;
    const path = key.slice(key.indexOf(' ') + 1);
    const area = lazyAreas.find((a) => path === a.prefix || path.startsWith(`${a.prefix}/`));
    if (!area) return undefined;
    if (!loaded.has(area)) {
      loaded.set(area, area.load().then(add, (error: unknown) => { loaded.delete(area); throw error; }));
    }
    await loaded.get(area);
    return byKey.get(key);
  };

  const state = new WeakMap<object, TState>();

  const core = async (event: TEvent, context: Context): Promise<TResult> => {
    const s = state.get(context) ?? {};
    state.set(context, s);
    const correlationId = header(event, 'x-correlation-id')?.slice(0, 64) || event.requestContext?.requestId || context.awsRequestId;
    logger.appendKeys({ correlationId });
    const binding = await bindingOf(event.routeKey);
    if (!binding) throw new AppError('route_not_found', { param: event.routeKey });
    s.binding = binding;
    const { route } = binding;

    const audit: TAuditScope = {
      event: route.audit ?? route.id,
      route: route.id,
      correlationId,
      sourceIp: event.requestContext?.http?.sourceIp,
      producer: { type: 'ANONYMOUS' },
      props: {},
      recorded: false,
    };
    const ctx = contextWithAudit(
      {
        timeZone: header(event, TIME_ZONE_HEADER)?.slice(0, 64) ?? 'UTC',
        correlationId,
        sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
        userAgent: (header(event, 'user-agent') ?? event.requestContext?.http?.userAgent)?.slice(0, 300),
        actingForClient: false,
      },
      audit,
    );
    s.ctx = ctx;

    if (route.permission.access !== 'public') {
      const { principal, accessToken } = await authenticate(event);
      ctx.principal = principal;
      ctx.accessToken = accessToken;
      audit.producer = {
        type: principal.staff ? 'SUBLIME_EMPLOYEE' : 'PERSON',
        userId: principal.userId,
        email: principal.email,
      };
      const workspaceId = header(event, WORKSPACE_HEADER);
      const decision = decide(route.permission, principal, workspaceId);
      if (workspaceId && decision.allowed && route.permission.access === 'workspace') {
        ctx.workspaceId = workspaceId;
        audit.consumer = partyForWorkspace(workspaceId);
        ctx.actingForClient = !principal.workspaces.includes(workspaceId);
        if (ctx.actingForClient) audit.actingFor = workspaceId;
      } else {
        // Outside a workspace a signed-in call acts on the caller's own account.
        audit.consumer = { ...audit.producer };
      }
      if (!decision.allowed) {
        // A refusal goes on the caller's own trail, never on the chain of the workspace it aimed at:
        // an outsider's refusals must not flood (and slow) another tenant's chain. The aimed id is a
        // prop, so staff still see attempted access on the audit page (docs/decisions/0020).
        audit.consumer = { ...audit.producer };
        if (isWorkspaceId(workspaceId)) audit.props.aimedAt = workspaceId;
        if (decision.reason === 'workspace') throw new AppError('workspace_required', { param: WORKSPACE_HEADER });
        throw new AppError(40011, { param: route.id });
      }
    }

    // A deferred body schema loads on the route's first call (shared/api/deferred.ts); the others
    // cost no await.
    const deferred = loadDeferred(route.body);
    if (deferred) await deferred;
    const input = {
      body: parsePart(route.body, parseBody(event), 'body'),
      query: parsePart(route.query, event.queryStringParameters, 'query'),
      params: parsePart(route.params, event.pathParameters, 'params'),
    };
    s.input = input;

    const output = await binding.impl(input as never, ctx);
    // Values read through a validated entity are not parsed twice (functions/core/conform.ts).
    const parsed = conform(route.response, output);
    if (isMutation(route) && !audit.recorded) await writeAudit(audit, true);
    metrics.addMetric(`${route.id}.ok`, MetricUnit.Count, 1);
    return respond(route.status ?? 200, parsed, correlationId);
  };

  const errors: middy.MiddlewareObj<TEvent, TResult, Error, Context> = {
    onError: async (request) => {
      const s = state.get(request.context) ?? {};
      const err = request.error;
      const correlationId = s.ctx?.correlationId ?? request.context.awsRequestId;
      let status: number;
      let body: TApiError;
      if (err instanceof AppError) {
        status = err.status;
        body = { systemCode: err.systemCode, param: err.param, message: err.message, fieldErrors: err.fieldErrors, correlationId };
        logger.info('Request refused', { systemCode: err.systemCode, route: s.binding?.route.id, cause: String(err.cause ?? '') });
      } else if (err instanceof $ZodError) {
        // A service produced or read data that breaks its own schema: a defect, not bad input.
        status = 500;
        body = { systemCode: 'internal_error', message: ERROR_CATALOGUE.internal_error.message, correlationId };
        logger.error('Schema violation', { error: err, input: redact(s.input) });
      } else {
        status = 500;
        body = { systemCode: 'internal_error', message: ERROR_CATALOGUE.internal_error.message, correlationId };
        logger.error('Unhandled error', { error: err, route: s.binding?.route.id, input: redact(s.input) });
      }
      if (s.binding && s.ctx && isMutation(s.binding.route)) {
        try {
          // A server-side failure carries its error and stack trace for the audit page (spec 001 §3 ERROR).
          await writeAudit(s.ctx.audit, false, { systemCode: body.systemCode, status, ...(status >= 500 ? { ERROR: errorProp(err) } : {}) });
        } catch (auditError) {
          logger.error('Could not write the failure audit event', { error: auditError });
          // Once more without the service's props (what it had gathered may be what could not be
          // stored), so the failure is on the trail even then.
          s.ctx.audit.props = { propsDropped: true };
          await writeAudit(s.ctx.audit, false, { systemCode: body.systemCode, status, ...(status >= 500 ? { ERROR: errorProp(err) } : {}) }).catch((again: unknown) =>
            logger.error('Could not write the reduced failure audit event', { error: again }),
          );
        }
      }
      metrics.addMetric(status >= 500 ? 'error5xx' : 'error4xx', MetricUnit.Count, 1);
      request.response = respond(status, body, correlationId);
    },
  };

  return middy<TEvent, TResult, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(logMetrics(metrics))
    .use(errors)
    .handler(core);
}

/** Maps a cancelled transaction's condition failures to the error the caller should see. */
export function conditionFailed(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'ConditionalCheckFailed');
}

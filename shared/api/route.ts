import type * as z from 'zod/mini';
import type { TPermission } from '../core/permissions.js';

/** The Lambda functions of the HTTP API: one per domain (functions/<domain>/handler.ts). */
export const API_DOMAINS = ['platform', 'identity', 'workspaces', 'files', 'feedback', 'provider', 'billing', 'invoices', 'chat', 'notifications', 'audit', 'workforce', 'directory', 'profile', 'uploads', 'documents', 'timesheet', 'policies', 'leave', 'jobs', 'payroll'] as const;
export type TApiDomain = (typeof API_DOMAINS)[number];

/**
 * Functions outside the HTTP API: `realtime` serves the WebSocket API's $connect, $disconnect and
 * $default routes (infra/stacks/realtime-stack.ts; the local gateway's /ws).
 */
export const SOCKET_DOMAINS = ['realtime'] as const;
export type TSocketDomain = (typeof SOCKET_DOMAINS)[number];

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route, declared once: CDK creates it on the HTTP API, the local gateway serves it,
 * the handler validates with its schemas, the OpenAPI document describes it, and the web
 * calls it. Paths use API Gateway's `{param}` syntax. Schemas are typed with zod's core `$ZodType`,
 * which `zod/mini` and classic schemas both are (docs/decisions/0011-zod-mini.md).
 */
export interface TRoute<
  TBody extends z.core.$ZodType = z.core.$ZodType,
  TQuery extends z.core.$ZodType = z.core.$ZodType,
  TParams extends z.core.$ZodType = z.core.$ZodType,
  TResponse extends z.core.$ZodType = z.core.$ZodType,
> {
  id: string;
  domain: TApiDomain;
  method: THttpMethod;
  path: `/api/${string}`;
  summary: string;
  permission: TPermission;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  response: TResponse;
  /** HTTP status on success. @default 200 */
  status?: 200 | 201 | 202 | 204;
  /** The audit event a mutation records; every non-GET route must name one. */
  audit?: string;
}

/** Identity helper that keeps the literal types of a route for inference. */
export function defineRoute<
  TBody extends z.core.$ZodType,
  TQuery extends z.core.$ZodType,
  TParams extends z.core.$ZodType,
  TResponse extends z.core.$ZodType,
>(route: TRoute<TBody, TQuery, TParams, TResponse>): TRoute<TBody, TQuery, TParams, TResponse> {
  return route;
}

/** `METHOD /path` — API Gateway's routeKey, also the local gateway's lookup key. */
export function routeKey(route: Pick<TRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

export type TInputOf<R> = R extends TRoute<infer B, infer Q, infer P, z.core.$ZodType>
  ? { body: z.output<B>; query: z.output<Q>; params: z.output<P> }
  : never;
export type TOutputOf<R> = R extends TRoute<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, infer O> ? z.input<O> : never;

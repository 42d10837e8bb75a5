import * as z from 'zod/mini';
import type { TRoute } from './route.js';

type TJson = Record<string, unknown>;

function schemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): TJson {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as TJson;
}

/** Query and path schemas become OpenAPI parameters, one per property. */
function parameters(schema: z.core.$ZodType | undefined, where: 'query' | 'path'): TJson[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, TJson>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

/**
 * The OpenAPI 3 document, generated from the route table and its zod schemas at build time
 * (`scripts/openapi.ts` writes it into the web build, and CloudFront serves it at
 * /api/openapi.json; the local gateway serves the same document). It is not built in a Lambda:
 * it holds every domain's schemas, which would put the function far over the bundle budget. Routes that need a
 * token carry the bearer and permission-token requirements; `x-permission` states the rule.
 */
export function buildOpenApi(routes: readonly TRoute[]): TJson {
  const paths: Record<string, Record<string, TJson>> = {};
  for (const route of routes) {
    const path = route.path;
    const needsToken = route.permission.access !== 'public';
    const operation: TJson = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.domain],
      'x-permission': route.permission,
      ...(route.audit ? { 'x-audit-event': route.audit } : {}),
      parameters: [
        ...parameters(route.params, 'path'),
        ...parameters(route.query, 'query'),
        ...(route.permission.access === 'workspace'
          ? [{ name: 'x-workspace-id', in: 'header', required: true, schema: { type: 'string' } }]
          : []),
      ],
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } } }
        : {}),
      responses: {
        [String(route.status ?? 200)]: {
          description: 'Success',
          content: { 'application/json': { schema: schemaOf(route.response, 'output') } },
        },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
      },
      security: needsToken ? [{ cognitoAccessToken: [], permissionToken: [] }] : [],
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Sublime client portal API', version: '1.0.0' },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        cognitoAccessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        permissionToken: { type: 'apiKey', in: 'header', name: 'x-permission-token' },
      },
      schemas: {
        ApiError: {
          type: 'object',
          required: ['systemCode', 'message'],
          properties: {
            systemCode: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
            param: { type: 'string' },
            message: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
            correlationId: { type: 'string' },
          },
        },
      },
    },
  };
}

import { z } from 'zod';
import { callFlags, type Call } from '@console/contracts/common/call';
import { errorBody } from '@console/contracts/common/errors';
import type { Flag } from '@console/contracts/common/flags';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a contract schema: what a client sends (`input`) or gets back (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  return rest;
}

/** `/api/customer/:id` -> `/api/customer/{id}` */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const props = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(props).map(([name, prop]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: prop }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchemaOf(errorBody, 'output') } },
});

function operation(call: Call, flags: readonly Flag[] | undefined): JsonSchema {
  const isText = call.path === '/api/docs';
  const op: JsonSchema = {
    operationId: `${call.method.toLowerCase()}${openApiPath(call.path).replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    parameters: [...parameters(call.params, 'path'), ...parameters(call.query, 'query')],
    responses: {
      200: isText
        ? { description: 'HTML page', content: { 'text/html': { schema: { type: 'string' } } } }
        : { description: 'Success', content: { 'application/json': { schema: jsonSchemaOf(call.response, 'output') } } },
      400: errorResponse('Bad input, with field errors'),
      ...(flags ? { 401: errorResponse('No live session'), 403: errorResponse("Missing the route's flag") } : {}),
    },
  };
  if (call.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(call.body, 'input') } } };
  if (flags) {
    op.security = [{ token: [], customerId: [] }];
    // Any one of these operator flags opens the route (the call's access); none listed: any signed-in operator.
    op['x-flags'] = [...flags];
  }
  return op;
}

/** The OpenAPI 3 document of these calls, each with the access it declares (a public call has no flags). */
export function buildOpenApi(calls: readonly Call[], info: { title: string; version: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const call of calls) {
    const path = openApiPath(call.path);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call, callFlags(call)) };
  }
  return {
    openapi: '3.0.3',
    info: {
      ...info,
      description:
        'Every /api call carries the headers `token` and `customerId` of POST /auth/login (docs/functions/shell-students-staff.md §7).',
    },
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        customerId: { type: 'apiKey', in: 'header', name: 'customerId' },
      },
    },
    paths,
  };
}

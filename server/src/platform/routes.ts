import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Call, CallBody, CallParams, CallQuery, CallResponse } from '@console/contracts/common/call';
import { flagsFor } from './access';
import type { Operator } from './operators';

export interface CallInput<C extends Call> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  operator: Operator;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Calls registered per app, for the OpenAPI document. */
const registered = new WeakMap<FastifyInstance, Call[]>();

export function registeredCalls(app: FastifyInstance): readonly Call[] {
  return registered.get(app) ?? [];
}

/**
 * Registers one contract call: the contract's schemas parse params, query and body (400 with field
 * errors otherwise) and its flags come from ROUTE_ACCESS. Routes stay thin: parse, call, answer.
 * Answers go out through JSON.stringify: a compiled serialiser (fast-json-stringify from the
 * contract's JSON Schema) was measured slower on the string-heavy list pages (docs/decisions.md).
 */
export function registerCall<C extends Call>(app: FastifyInstance, call: C, handler: (input: CallInput<C>) => Promise<CallResponse<C>>): void {
  const flags = flagsFor(call.method, call.path);
  registered.set(app, [...registeredCalls(app), call]);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    config: { flags },
    ...(call.bodyLimitBytes ? { bodyLimit: call.bodyLimitBytes } : {}),
    schema: {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
    },
    handler: async (request, reply) => {
      const operator = request.operator;
      if (!operator) throw new Error('Access hook did not run');
      return handler({
        params: request.params as CallParams<C>,
        query: request.query as CallQuery<C>,
        body: request.body as CallBody<C>,
        operator,
        request,
        reply,
      });
    },
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  callFlags,
  servedPath,
  type Call,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResponse,
} from '@console/contracts/common/call';
import type { Operator } from './operators';
import type { ShopContext } from '../app-context';

export interface CallInput<C extends Call> {
  params: CallParams<C>;
  query: CallQuery<C>;
  body: CallBody<C>;
  operator: Operator;
  /** The call's shop (docs/several-shops.md), resolved by the access hook: every service of the call works in it. */
  ctx: ShopContext;
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
 * errors otherwise) and the flags it declares go into the route's config for the access hook. Routes stay thin: parse, call, answer.
 * Answers go out through JSON.stringify: a compiled serialiser (fast-json-stringify from the
 * contract's JSON Schema) was measured slower on the string-heavy list pages (docs/decisions.md).
 */
export function registerCall<C extends Call>(
  app: FastifyInstance,
  call: C,
  handler: (input: CallInput<C>) => Promise<CallResponse<C>>,
): void {
  // Served where the client's path rewrite (docs/functions/shell-students-staff.md §7) lands it, e.g. `/credits/transactions` at
  // `/api/transactions`.
  const url = servedPath(call.path);
  const flags = callFlags(call);
  // The handler needs the operator: a public call (sign-in, sign-out) registers its own route.
  if (!flags) throw new Error(`Call ${call.method} ${url} is public: register its route directly, declaring its access`);
  registered.set(app, [...registeredCalls(app), { ...call, path: url }]);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url,
    config: { flags },
    ...(call.bodyLimitBytes ? { bodyLimit: call.bodyLimitBytes } : {}),
    schema: {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
    },
    handler: async (request, reply) => {
      const operator = request.operator;
      const ctx = request.shopContext;
      if (!operator || !ctx) throw new Error('Access hook did not run');
      return handler({
        params: request.params as CallParams<C>,
        query: request.query as CallQuery<C>,
        body: request.body as CallBody<C>,
        operator,
        ctx,
        request,
        reply,
      });
    },
  });
}

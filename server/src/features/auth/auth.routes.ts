import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authContract, CLEARED_COOKIES, ROUTE_PREFIX } from '@console/contracts/auth.contract';
import { SHOP_HEADER } from '@console/contracts/shops.contract';
import type { OrgContext } from '../../app-context';
import { HttpError } from '../../platform/http-error';
import { registerCall } from '../../platform/routes';
import { cookieOptions, login, logout } from './auth.service';

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return /^application\/json\s*(;|$)/i.test(type);
}

function clearCookies(request: FastifyRequest, reply: FastifyReply): void {
  for (const name of CLEARED_COOKIES) reply.clearCookie(name, cookieOptions(request));
}

export function registerAuthRoutes(app: FastifyInstance, org: OrgContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    authContract.login.path,
    {
      schema: { body: authContract.login.body },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, access: authContract.login.access },
      // JSON only: an HTML form on another site can post form-encoded or text bodies, never JSON (login CSRF).
      onRequest: async (request) => {
        if (!isJson(request)) throw new HttpError(415, 'Sign in with a JSON body.');
      },
    },
    async (request, reply) => {
      // The tab's shop, else the one the browser last switched to: answered when the operator holds a flag there.
      const named = request.headers[SHOP_HEADER.toLowerCase()];
      const wanted = (Array.isArray(named) ? named[0] : named) || request.cookies.shopName || undefined;
      const result = await login(org, request.body.email, request.body.password, request.ip, wanted);
      const opts = cookieOptions(request);
      reply.setCookie('shopName', result.shopName, opts);
      reply.setCookie('apiKey', 'console', opts);
      // The guard's signed-in marker; deliberately not the API token.
      reply.setCookie('accessToken', randomBytes(16).toString('hex'), opts);
      reply.setCookie('customerToken', result.token, opts);
      reply.setCookie('_c_id', String(result.customerId), opts);
      reply.setCookie('_customApp', result.flags.join(','), opts);
      reply.setCookie('routePrefix', ROUTE_PREFIX, opts);
      return result;
    },
  );

  typed.post(authContract.logout.path, { config: { access: authContract.logout.access } }, async (request, reply) => {
    const token = request.headers.token ?? request.cookies.customerToken;
    await logout(org, Array.isArray(token) ? token[0] : token);
    clearCookies(request, reply);
    return { ok: true };
  });

  registerCall(app, authContract.me, async ({ operator, ctx }) => ({
    id: operator.id,
    email: operator.email,
    flags: operator.flags,
    shopName: ctx.shop.name,
  }));
}

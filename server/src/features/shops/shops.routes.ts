import type { FastifyInstance } from 'fastify';
import { shopsContract } from '@console/contracts/shops.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { cookieOptions } from '../auth/auth.service';
import { listShops, switchShop } from './shops.service';

export function registerShopsRoutes(app: FastifyInstance, org: OrgContext): void {
  registerCall(app, shopsContract.list, async ({ ctx, operator }) => listShops(ctx, operator));

  // The browser's shop (a tab's own one rides in X-Shop-Name): the cookies sign-in sets, with the same options.
  registerCall(app, shopsContract.setCurrent, async ({ operator, body, request, reply }) => {
    const switched = await switchShop(org, operator, body.shop);
    const opts = cookieOptions(request);
    reply.setCookie('shopName', switched.shopName, opts);
    reply.setCookie('_customApp', switched.flags.join(','), opts);
    return switched;
  });
}

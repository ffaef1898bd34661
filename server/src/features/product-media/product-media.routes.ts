import type { FastifyInstance } from 'fastify';
import { productMediaContract as c } from '@console/contracts/product-media.contract';
import type { ShopContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { createMedia, productField, updateMedia, type PimKey } from './product-media.service';

export function registerProductMediaRoutes(app: FastifyInstance, ctx: ShopContext): void {
  for (const key of ['images', 'imageAlts', 'videos', 'videoAlts', 'media'] as const satisfies readonly PimKey[]) {
    registerCall(app, c[key], ({ query }) => productField(ctx, query.handle, key));
  }
  registerCall(app, c.update, ({ body, operator }) => updateMedia(ctx, operator, body.metafield));
  registerCall(app, c.create, ({ body, operator }) => createMedia(ctx, operator, body.metafield));
}

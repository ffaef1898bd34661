import type { FastifyInstance } from 'fastify';
import { productMediaContract as c } from '@console/contracts/product-media.contract';
import type { OrgContext } from '../../app-context';
import { registerCall } from '../../platform/routes';
import { createMedia, productField, updateMedia, type PimKey } from './product-media.service';

export function registerProductMediaRoutes(app: FastifyInstance, _org: OrgContext): void {
  for (const key of ['images', 'imageAlts', 'videos', 'videoAlts', 'media'] as const satisfies readonly PimKey[]) {
    registerCall(app, c[key], ({ ctx, query }) => productField(ctx, query.handle, key));
  }
  registerCall(app, c.update, ({ ctx, body, operator }) => updateMedia(ctx, operator, body.metafield));
  registerCall(app, c.create, ({ ctx, body, operator }) => createMedia(ctx, operator, body.metafield));
}

import { bulkOperationsModule } from './bulk-operations.module';
import { collectionsModule } from './collections.module';
import { metafieldsModule } from './metafields.module';
import { nodesModule } from './nodes.module';
import { ordersModule } from './orders.module';
import { productsModule } from './products.module';
import { returnsModule } from './returns.module';
import { shopModule } from './shop.module';
import { stagedUploadsModule } from './staged-uploads.module';
import type { StandInModule } from './stand-in-module';
import { tagsModule } from './tags.module';

/**
 * The resources the stand-in knows. A new resource is a new `<resource>.module.ts` added here (or
 * passed to `createShopifyStandIn({ modules: [...standInModules, mine] })`).
 */
export const standInModules: readonly StandInModule[] = [
  nodesModule,
  shopModule,
  tagsModule,
  metafieldsModule,
  productsModule,
  collectionsModule,
  ordersModule,
  returnsModule,
  bulkOperationsModule,
  stagedUploadsModule,
];

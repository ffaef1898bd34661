import type { ShopContext } from '../../app-context';
import { uninstalledAt } from '../store-sync/store-install.service';
import { resumeAfterInstall } from '../store-sync/store-resume.service';
import type { InstallHooks } from './embedded-identity.service';
import { keepOfflineToken } from './offline-token.service';

/** What a staff member's first token exchange means for one shop's install: its store work resumed, its offline token kept. */
export function embeddedInstallHooks(ctx: ShopContext): InstallHooks {
  return {
    uninstalled: async () => (await uninstalledAt(ctx.db, ctx.shop.id)) !== null,
    async exchanged(sessionToken) {
      await resumeAfterInstall(ctx);
      const shopify = ctx.shopify?.config;
      if (!shopify) return;
      try {
        if (await keepOfflineToken(ctx.db, ctx.shop.id, ctx.config, shopify, sessionToken))
          ctx.log.info({ shop: ctx.shop.name }, 'kept an offline token for background work');
      } catch (err) {
        // The staff member's call goes on; the next first exchange (another staff member, a restart) asks again.
        ctx.log.warn({ err, shop: ctx.shop.name }, 'could not get an offline token by token exchange');
      }
    },
  };
}

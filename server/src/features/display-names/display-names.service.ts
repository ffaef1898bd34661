import type { DisplayNameEntry } from '@console/contracts/display-names.contract';
import type { ShopContext } from '../../app-context';
import { writeAudit } from '../../platform/audit';
import { HttpError, badRequest } from '../../platform/http-error';
import type { Operator } from '../../platform/operators';
import {
  bumpDisplayNamesVersion,
  displayNamesVersion,
  insertDisplayNames,
  listDisplayNames,
  updateDisplayName,
} from './display-names.repository';

/**
 * The display names of the product-information metafield keys (docs/functions/commerce-tools.md §2.3). The list is one
 * record: `metaFieldId` names it with its version, so a save made from an older read is refused.
 */
const ID_PREFIX = 'gid://shop/Metafield/display-names?version=';

const metaFieldId = (version: number) => `${ID_PREFIX}${version}`;

function versionOf(id: string): number | null {
  if (!id.startsWith(ID_PREFIX)) return null;
  const n = Number(id.slice(ID_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * On a store that defines product metafields (Shopify), the keys are its definitions: a new one joins
 * the list with the store's name as its first display text; the display texts stay ours.
 */
export async function getDisplayNames(ctx: ShopContext): Promise<{ data: DisplayNameEntry[]; metaFieldId: string }> {
  const definitions = ctx.commerce.productMetafieldDefinitions ? await ctx.commerce.productMetafieldDefinitions() : null;
  if (definitions)
    await insertDisplayNames(
      ctx.db,
      ctx.shop.id,
      definitions.map((d) => ({ key: d.key, value: d.name })),
    );
  const [all, version] = await Promise.all([listDisplayNames(ctx.db, ctx.shop.id), displayNamesVersion(ctx.db, ctx.shop.id)]);
  const keys = definitions ? new Set(definitions.map((d) => d.key)) : null;
  return { data: keys ? all.filter((e) => keys.has(e.key)) : all, metaFieldId: metaFieldId(version) };
}

/** Saves the changed values only; keys are read only, so an unknown key is refused. Audited with before and after. */
export async function saveDisplayNames(
  ctx: ShopContext,
  operator: Operator,
  updateList: readonly DisplayNameEntry[],
  id: string,
): Promise<{ success: boolean; metaFieldId: string; updated: number }> {
  const version = versionOf(id);
  if (version === null) throw badRequest('The list id is not valid.', { 'body.id': 'The list id is not valid.' });
  const shop = ctx.shop.id;
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await bumpDisplayNamesVersion(trx, shop, version)))
      throw new HttpError(409, 'The display names were changed by someone else; load them again.');
    const current = new Map((await listDisplayNames(trx, shop)).map((e) => [e.key, e.value]));
    const unknown = updateList.filter((e) => !current.has(e.key)).map((e) => e.key);
    if (unknown.length)
      throw badRequest(`Unknown meta key: ${unknown.join(', ')}.`, { 'body.updateList': `Unknown meta key: ${unknown.join(', ')}.` });
    const changed = updateList.filter((e) => current.get(e.key) !== e.value);
    for (const e of changed) await updateDisplayName(trx, shop, e.key, e.value);
    if (changed.length) {
      await writeAudit(trx, {
        shop,
        operatorId: operator.id,
        action: 'display-names.update',
        target: 'display-names',
        before: Object.fromEntries(changed.map((e) => [e.key, current.get(e.key)])),
        after: Object.fromEntries(changed.map((e) => [e.key, e.value])),
      });
    }
    return { success: true, metaFieldId: metaFieldId(version + 1), updated: changed.length };
  });
}

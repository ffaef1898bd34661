import type { FastifyInstance } from 'fastify';
import type { OrgContext, ShopContext } from '../../app-context';
import { storeCustomerGid } from '../../integrations/shopify/shopify-customers';
import { writeAudit } from '../../platform/audit';
import { eraseShopData, perShopTables, redactPersonalData, textColumnsOfEveryTable } from '../../platform/personal-data';
import { removeFileBytes } from '../../platform/files';
import { deleteCustomers, personalDataOf } from '../customers/customers.service';
import { customerGid } from '../registrations/customer-mapping.service';
import { forgetMembershipSyncs } from '../registrations/registrations.service';
import { recordUninstall } from '../store-sync/store-install.service';
import { registerWebhookTopic, type WebhookDelivery } from '../../platform/webhook-topics';

interface RedactBody {
  shop_domain?: string;
  customer?: { id?: number | string; email?: string };
}

/**
 * customers/redact (docs/outside-interfaces.md 'Shopify'): removes the customer row (matched by store id or
 * e-mail) and its membership sync records, then erases the customer's e-mail, name and phone from
 * every other table, the audit entries and stored job payloads (webhook bodies) included, through
 * the audit guard's one opening; the redaction itself is audited naming only ids. Idempotent: a
 * second run finds nothing.
 */
async function redactCustomer(ctx: ShopContext, delivery: WebhookDelivery): Promise<void> {
  const body = (delivery.body ?? {}) as RedactBody;
  const storeId = Number(body.customer?.id);
  const email = typeof body.customer?.email === 'string' && body.customer.email.trim() !== '' ? body.customer.email.trim() : null;
  const tables = await textColumnsOfEveryTable(ctx.db);
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await personalDataOf(trx, ctx.shop.id, Number.isSafeInteger(storeId) ? storeId : null, email);
    const ids = [...new Set(rows.map((r) => r.id))];
    if (ids.length > 0) {
      await forgetMembershipSyncs(trx, ctx.shop.id, ids);
      await deleteCustomers(trx, ctx.shop.id, ids);
    }
    const emails = [...new Set([email, ...rows.map((r) => r.email)].filter((e): e is string => typeof e === 'string' && e.includes('@')))];
    const words = [
      ...new Set(
        rows
          .flatMap((r) => [r.first_name, r.last_name, r.phone])
          .filter((w) => w.trim().length >= 2)
          .map((w) => w.trim()),
      ),
    ];
    const auditTargets = [...ids.map((id) => customerGid(id)), ...(Number.isSafeInteger(storeId) ? [storeCustomerGid(storeId)] : [])];
    const emailReplacement = `redacted-${Number.isSafeInteger(storeId) ? storeId : delivery.eventId}@redacted.invalid`;
    const changed = await redactPersonalData(trx, ctx.shop.id, tables, { emails, words, auditTargets, emailReplacement });
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: null,
      action: 'compliance.customer-redacted',
      target: String(Number.isSafeInteger(storeId) ? storeId : 'unknown'),
      after: { eventId: delivery.eventId, removedCustomerIds: ids, redactedRows: changed },
    });
  });
}

/**
 * shop/redact (sent 48 hours after the app was uninstalled from a store): erases what the console holds of that shop,
 * as `npm run shops -- remove` does, in one transaction, and keeps the shop's record and its operators' flags, since
 * the store may install the app again. Only the shop the webhook's domain names is reached; the erasure is audited
 * with its counts. This job's own row goes with the shop's jobs, which its run survives (it finds nothing to finish).
 */
async function redactShop(ctx: ShopContext, delivery: WebhookDelivery): Promise<void> {
  const tables = await perShopTables(ctx.db);
  const { diskFiles } = await ctx.db.transaction().execute(async (trx) => {
    const erased = await eraseShopData(trx, ctx.shop.id, tables);
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId: null,
      action: 'compliance.shop.redact',
      target: delivery.shopDomain,
      after: { eventId: delivery.eventId, erasedRows: erased.changed },
    });
    return erased;
  });
  for (const file of diskFiles) await removeFileBytes(ctx.db, ctx.config.dataDir, file);
}

/** customers/data_request: recorded for the administrator, who answers it from the store's records. */
async function recordComplianceRequest(ctx: ShopContext, delivery: WebhookDelivery): Promise<void> {
  const body = (delivery.body ?? {}) as RedactBody;
  await writeAudit(ctx.db, {
    shop: ctx.shop.id,
    operatorId: null,
    action: 'compliance.customers.data_request',
    target: String(body.customer?.id ?? delivery.shopDomain),
    after: { eventId: delivery.eventId },
  });
}

export function registerComplianceWebhooks(_app: FastifyInstance, _org: OrgContext): void {
  registerWebhookTopic('customers/redact', redactCustomer);
  registerWebhookTopic('customers/data_request', recordComplianceRequest);
  registerWebhookTopic('shop/redact', redactShop);
  // The app's lifecycle webhook arrives beside the compliance ones: it stops background store calls.
  registerWebhookTopic('app/uninstalled', recordUninstall);
}

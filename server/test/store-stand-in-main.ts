/**
 * The Shopify stand-in as a process of its own, for the store e2e (e2e/support/start-store-server.ts):
 * `node --import tsx server/test/store-stand-in-main.ts <port> <clientId> <clientSecret> <students> [<sub>=<email> …]`
 * serves the customer mirror's modules and store credit on loopback with `<students>` pending students on its store
 * (`store.student.<n>@campus.example`), prints `stand-in ready` and runs until SIGTERM. Staff members
 * given as `<sub>=<email>` make it answer token exchange for them (the embedded e2e).
 */
import { createShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { putCustomer } from './shopify-stand-in/customers.module';
import { addStaffMember, tokenExchangeModule } from './shopify-stand-in/token-exchange.module';
import { shopMovesCredit, storeCreditModule } from './shopify-stand-in/store-credit.module';
import { discountsModule } from './shopify-stand-in/discounts.module';
import { seedProduct } from './shopify-stand-in/products.module';
import { putMetafieldDefinition } from './shopify-stand-in/metafields.module';
import { seedOrder } from './shopify-stand-in/orders.module';
import { MIRROR_MODULES } from './store-mirror-modules';

const [port, clientId, clientSecret, students, ...staff] = process.argv.slice(2);
// Token exchange answers `shop` itself (the embedded e2e), so store credit comes only without it. The framed console
// also takes coupon codes (the store's code discounts), schedules prices of a product, names a product metafield and
// has an order a coupon can be given out with (e2e/framed-findings.spec.ts).
const modules = staff.length > 0 ? [...MIRROR_MODULES, tokenExchangeModule, discountsModule] : [...MIRROR_MODULES, storeCreditModule];
const standIn = await createShopifyStandIn({
  modules,
  clientId,
  clientSecret,
  port: Number(port),
  bulkDelayMs: 200,
  bucket: { maximumAvailable: 2000, restoreRate: 100 },
});
for (let n = 0; n < Number(students); n++) {
  const customer = putCustomer(standIn.state, {
    email: `store.student.${n}@campus.example`,
    firstName: `Store${n}`,
    lastName: 'Student',
    tags: ['UserType:Student', 'Pending', 'campus-news'],
    metafields: { school: 'Harbor College' },
  });
  // One student holds store credit the shop moved itself (e2e/store/credits.spec.ts).
  if (n === 3 && staff.length === 0) {
    shopMovesCredit(standIn.ctx, customer.id, { kind: 'admin-credit', cents: 4000 });
    shopMovesCredit(standIn.ctx, customer.id, { kind: 'order-payment', cents: 1500, orderName: '#1001' });
    shopMovesCredit(standIn.ctx, customer.id, { kind: 'refund-to-credit', cents: 500, orderName: '#1001' });
    // Credit in another currency than the shop's: listed with its currency, never summed with the dollars.
    shopMovesCredit(standIn.ctx, customer.id, { kind: 'admin-credit', cents: 2500, currencyCode: 'CAD' });
  }
}
if (staff.length > 0) {
  seedProduct(standIn.state, { title: 'Circular saw', handle: 'circular-saw', variants: [{ sku: 'SAW-200', price: '89.50' }] });
  putMetafieldDefinition(standIn.state, {
    ownerType: 'PRODUCT',
    namespace: 'Salsify',
    key: 'blade_size',
    name: 'Blade Size',
    type: 'single_line_text_field',
  });
  seedOrder(standIn.state, {
    number: 1001,
    createdAt: '2026-11-02T15:00:00Z',
    email: 'dana@campus.example',
    customer: { firstName: 'Dana', lastName: 'Miller', email: 'dana@campus.example' },
    lineItems: [{ title: 'Circular saw', sku: 'SAW-200', quantity: 1, price: '89.50', fulfilled: 1 }],
  });
}
for (const member of staff) {
  const [sub, email] = member.split('=');
  if (!sub || !email) throw new Error(`stand-in: staff member ${member} is not <sub>=<email>`);
  addStaffMember(standIn.state, sub, email);
}
console.log(`stand-in ready at ${standIn.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void standIn.close().finally(() => process.exit(0)));
}

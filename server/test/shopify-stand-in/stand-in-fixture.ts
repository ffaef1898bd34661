import { seedCollection } from './collections.module';
import { putMetafield, putMetafieldDefinition } from './metafields.module';
import { seedOrder } from './orders.module';
import { seedProduct, variantsOf } from './products.module';
import type { StandInState } from './stand-in-state';

/**
 * A small store for the API tests: tools with SKUs and weights, PIM metafields and product media,
 * a bundle, collections, metafield definitions and orders (#1001 fulfilled, to return).
 */
export const FIXTURE = {
  drill: { handle: 'cordless-drill', sku: 'DRL-100', price: '129.99' },
  saw: { handle: 'circular-saw', sku: 'SAW-200', price: '89.50' },
  gloves: { handle: 'work-gloves', sku: 'GLV-300', price: '12.00' },
  orderNumber: 1001,
};

export function seedStandInStore(state: StandInState) {
  const drill = seedProduct(state, {
    title: 'Cordless Drill',
    handle: FIXTURE.drill.handle,
    productType: 'Power Tools',
    imageUrl: 'https://cdn.shopify.example/drill.jpg',
    variants: [{ sku: FIXTURE.drill.sku, price: FIXTURE.drill.price, weight: { value: 4.5, unit: 'POUNDS' } }],
  });
  const saw = seedProduct(state, {
    title: 'Circular Saw',
    handle: FIXTURE.saw.handle,
    productType: 'Power Tools',
    tags: ['Clearance'],
    variants: [{ sku: FIXTURE.saw.sku, price: FIXTURE.saw.price, compareAtPrice: '99.00', weight: { value: 3, unit: 'KILOGRAMS' } }],
  });
  const gloves = seedProduct(state, {
    title: 'Work Gloves',
    handle: FIXTURE.gloves.handle,
    productType: 'Safety',
    variants: [
      { sku: FIXTURE.gloves.sku, price: FIXTURE.gloves.price, weight: { value: 8, unit: 'OUNCES' } },
      { sku: 'GLV-301', title: 'Large', price: '12.00', weight: { value: 9, unit: 'OUNCES' } },
    ],
  });
  const [drillVariant] = variantsOf(state, drill.id);
  const [glovesVariant] = variantsOf(state, gloves.id);
  seedProduct(state, {
    title: 'Safety Pack',
    handle: 'safety-pack',
    productType: 'Bundles',
    variants: [{ sku: 'PACK-1', price: '139.00' }],
    components: [{ productId: gloves.id, variantIds: glovesVariant ? [glovesVariant.id] : [], quantity: 2 }],
  });
  putMetafield(state, {
    ownerId: drill.id,
    namespace: 'Salsify',
    key: 'Product_Media_Json',
    type: 'json',
    value: JSON.stringify([{ src: 'https://cdn.shopify.example/drill.jpg', type: 'image', state: 'online', sort: 1, alt: 'Drill' }]),
  });
  putMetafield(state, {
    ownerId: drill.id,
    namespace: 'Salsify',
    key: 'DAM_Images',
    type: 'single_line_text_field',
    value: 'https://cdn.shopify.example/drill.jpg',
  });
  putMetafield(state, { ownerId: drill.id, namespace: 'specs', key: 'Voltage', type: 'single_line_text_field', value: '18V' });
  putMetafield(state, { ownerId: saw.id, namespace: 'specs', key: 'Voltage', type: 'single_line_text_field', value: '230V' });
  putMetafieldDefinition(state, {
    ownerType: 'PRODUCT',
    namespace: 'specs',
    key: 'Voltage',
    name: 'Voltage',
    type: 'single_line_text_field',
  });
  putMetafieldDefinition(state, {
    ownerType: 'PRODUCT',
    namespace: 'Salsify',
    key: 'Product_Media_Json',
    name: 'Product media',
    type: 'json',
  });
  seedCollection(state, { title: 'Power Tools', handle: 'power-tools' });
  seedCollection(state, { title: 'Safety', handle: 'safety' });
  const address = {
    name: 'Dana Miller',
    address1: '12 Oak Street',
    city: 'Columbus',
    provinceCode: 'OH',
    zip: '43215',
    countryCodeV2: 'US',
    phone: '6145550123',
  };
  const order = seedOrder(state, {
    number: FIXTURE.orderNumber,
    createdAt: '2026-11-02T15:00:00Z',
    email: 'dana@example.com',
    customer: { firstName: 'Dana', lastName: 'Miller', email: 'dana@example.com' },
    shippingAddress: address,
    lineItems: [
      {
        title: 'Cordless Drill',
        sku: FIXTURE.drill.sku,
        quantity: 2,
        price: FIXTURE.drill.price,
        fulfilled: 2,
        variantId: drillVariant?.id ?? null,
      },
      {
        title: 'Work Gloves',
        sku: FIXTURE.gloves.sku,
        quantity: 1,
        price: FIXTURE.gloves.price,
        fulfilled: 0,
        variantId: glovesVariant?.id ?? null,
      },
    ],
  });
  for (let n = 2; n <= 7; n += 1) {
    seedOrder(state, {
      number: 1000 + n,
      createdAt: `2026-11-${String(2 + n).padStart(2, '0')}T10:00:00Z`,
      email: `buyer${n}@example.com`,
      shippingAddress: address,
      lineItems: [{ title: 'Safety Pack', sku: 'PACK-1', quantity: (n % 3) + 1, price: '139.00', fulfilled: (n % 3) + 1 }],
    });
  }
  return { drill, saw, gloves, order };
}

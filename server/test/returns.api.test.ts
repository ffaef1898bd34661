import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsContract, type ReturnRequestInput } from '@console/contracts/returns.contract';
import { CarrierError, type Carrier } from '../src/integrations/carrier/carrier.port';
import { DEMO_ORDER_NUMBER, demoSku } from '../src/integrations/commerce/commerce-demo';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { pdfText } from './pdf-text';

/**
 * Returns (docs/functions/commerce-tools.md §2.5, §5): order search, Create Return with every rule (excluded SKUs, the 70 lb
 * rule, address rules, remaining quantities), the returnable quantity held in one transaction,
 * idempotent submits, real label PDFs, carrier errors and the refund turning PENDING into PAID.
 */
describe('returns', () => {
  let server: TestServer;
  let headers: IdentityHeaders;
  let keyCount = 0;
  const key = () => `test-key-${process.pid}-${++keyCount}`;

  beforeAll(async () => {
    server = await startTestServer({ runWorker: false });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 8 });
    headers = (await server.operator(['showOrderReturns'])).headers;
  });
  afterAll(() => server.close());

  const search = async (value: string | number) =>
    (await server.call(returnsContract.search, { query: { value: String(value) }, headers })).data();
  const order1001 = async () => (await search(DEMO_ORDER_NUMBER)).data.orderDetails;
  const lineOf = async (sku: string) => {
    const line = (await order1001())?.lineItems.find((li) => li.sku === sku);
    if (!line) throw new Error(`No line ${sku}`);
    return line;
  };
  const submit = (body: Partial<ReturnRequestInput> & { lineItems: ReturnRequestInput['lineItems'] }) =>
    server.call(returnsContract.create, {
      body: { orderId: String(DEMO_ORDER_NUMBER), editShippingAdress: false, isChecked1: false, idempotencyKey: key(), ...body },
      headers,
    });

  it('finds an order by number with what may still be returned', async () => {
    const res = await search('#1001');
    expect(res.success).toBe(true);
    const details = res.data.orderDetails;
    expect(details?.name).toBe('#1001');
    expect(details?.totalPriceSet.shopMoney.amount).toMatch(/^\d+\.\d{2}$/);
    expect(details?.displayFulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    expect(details?.lineItems.find((li) => li.sku === 'BDGIFTTAG')).toMatchObject({ excluded: true });
    expect(details?.lineItems.find((li) => li.sku === demoSku(0, 0))).toMatchObject({
      fulfilledQuantity: 2,
      remainingQty: 2,
      excluded: false,
    });
    expect(details?.lineItems.find((li) => li.sku === demoSku(10, 0))).toMatchObject({ fulfilledQuantity: 0, remainingQty: 0 });
    expect(res.data.returns).toEqual([]);
    expect(await search('999999')).toEqual({ success: false, data: { returns: [], orderDetails: null, orderId: null } });
  });

  it('creates a return with a 4x6 label PDF holding the tracking number, PENDING until refunded', async () => {
    const drill = await lineOf(demoSku(0, 0));
    const res = (await submit({ lineItems: [{ id: drill.id, returningQty: 1, uniqueisChecked1: false }] })).data();
    expect(res).toMatchObject({ success: true, upsError: false });
    expect(res.returns).toHaveLength(1);
    const ret = res.returns[0];
    expect(ret).toMatchObject({ lineitem_id: drill.id, quantity: 1, refund_status: false, isedit: false, country: 'US' });
    expect(ret?.tracking_number).toMatch(/^1Z[A-Z0-9]{16}$/);
    expect(ret?.shipping_label_url).toMatch(/^\/api\/files\/\d+$/);
    // A label outlives FILE_RETENTION_DAYS: an operator reprints it months later.
    const labelRow = await server.ctx.db
      .selectFrom('files')
      .select('kept')
      .where('id', '=', Number(ret?.shipping_label_url?.split('/').pop()))
      .executeTakeFirstOrThrow();
    expect(labelRow.kept).toBe(1);

    const file = await fetch(`${server.url}${ret?.shipping_label_url}`, { headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/application\/pdf/);
    const pdf = new Uint8Array(await file.arrayBuffer());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
    const text = pdfText(pdf);
    expect(text).toContain(ret?.tracking_number);
    expect(text.some((t) => t.includes('TRACKING #: 1Z'))).toBe(true);
    expect(text).toContain('RETURNS DEPARTMENT');
    expect(text.some((t) => /^\d+\.\d LBS$/.test(t))).toBe(true);
    // The barcode is drawn as an image next to the text.
    expect(Buffer.from(pdf).toString('latin1')).toMatch(/\/Subtype \/Image/);

    expect((await lineOf(demoSku(0, 0))).remainingQty).toBe(1);
    const listed = (await search(DEMO_ORDER_NUMBER)).data.returns;
    expect(listed.map((r) => r.tracking_number)).toEqual([ret?.tracking_number]);

    const paid = (await server.call(returnsContract.refund, { params: { id: ret?.id ?? 0 }, headers })).data();
    expect(paid.refund_status).toBe(true);
    expect((await server.call(returnsContract.refund, { params: { id: ret?.id ?? 0 }, headers })).data().refund_status).toBe(true);
    const audits = await server.ctx.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['returns.create', 'returns.refund'])
      .execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['returns.create', 'returns.refund']);
  });

  it('refuses more than remains, the gift tags and a submit with nothing to return', async () => {
    const drill = await lineOf(demoSku(0, 0));
    const tooMany = await submit({ lineItems: [{ id: drill.id, returningQty: 2 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error().message).toBe(`Only 1 of ${demoSku(0, 0)} can still be returned.`);
    const unfulfilled = await lineOf(demoSku(10, 0));
    expect((await submit({ lineItems: [{ id: unfulfilled.id, returningQty: 1 }] })).status).toBe(409);
    const tag = await lineOf('BDGIFTTAG');
    const excluded = await submit({ lineItems: [{ id: tag.id, returningQty: 1 }] });
    expect(excluded.status).toBe(400);
    expect(excluded.error().message).toBe('BDGIFTTAG cannot be returned.');
    expect((await submit({ lineItems: [{ id: drill.id, returningQty: 0 }] })).status).toBe(400);
    expect((await submit({ lineItems: [{ id: drill.id, returningQty: -1 }] })).status).toBe(400);
    expect((await submit({ lineItems: [{ id: 'gid://shop/LineItem/999999', returningQty: 1 }] })).status).toBe(400);
  });

  it('keeps a package under 70 lb unless every item gets its own tracking number', async () => {
    const chest = await lineOf(demoSku(6, 0));
    const heavy = await submit({ lineItems: [{ id: chest.id, returningQty: 2 }] });
    expect(heavy.status).toBe(400);
    // The spec's message, then the weight and what lifts the limit (a line's own box does not).
    expect(heavy.error().message).toMatch(
      /^Heavier than the allowable package weight of 70 lbs\. This return weighs [\d.,]+ lbs\. Check 'ALL Unique Tracking Numbers' .*a line's own 'Unique Tracking Numbers' does not lift the limit\.$/,
    );
    const ownBox = await submit({ lineItems: [{ id: chest.id, returningQty: 2, uniqueisChecked1: true }] });
    expect(ownBox.status).toBe(400);
    expect(ownBox.error().message).toContain("Check 'ALL Unique Tracking Numbers'");
    const unique = (await submit({ isChecked1: true, lineItems: [{ id: chest.id, returningQty: 2 }] })).data();
    expect(unique.success).toBe(true);
    expect(unique.returns).toHaveLength(2);
    expect(new Set(unique.returns.map((r) => r.tracking_number)).size).toBe(2);
    expect(unique.returns.every((r) => r.quantity === 1)).toBe(true);
    const labels = await server.ctx.db.selectFrom('return_labels').select('weight_lbs').orderBy('id', 'desc').limit(2).execute();
    expect(labels.map((l) => l.weight_lbs)).toEqual([58, 58]);
  });

  it('checks the edited address field by field and uses it for the label', async () => {
    const kit = await lineOf(demoSku(4, 1));
    const bad = await submit({
      editShippingAdress: true,
      orderDetails: {
        shippingAddress: { address1: 'x'.repeat(36), city: 'New York 2', provinceCode: 'ZZ', zip: '123', phone: '555-0100' },
      },
      lineItems: [{ id: kit.id, returningQty: 1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.error().fieldErrors).toEqual({
      'body.shippingAddress.address1': 'Address not valid.',
      'body.shippingAddress.city': 'City not valid.',
      'body.shippingAddress.provinceCode': 'State not valid.',
      'body.shippingAddress.zip': 'Zip code not valid.',
      'body.shippingAddress.phone': 'Phone not valid.',
    });
    const good = (
      await submit({
        editShippingAdress: true,
        orderDetails: {
          shippingAddress: {
            address1: '77 Harbor Rd',
            city: 'San Juan',
            provinceCode: 'pr',
            zip: '00901-1234',
            phone: '1 (787) 555-0199',
            countryCodeV2: 'US',
          },
        },
        lineItems: [{ id: kit.id, returningQty: 1, uniqueisChecked1: true }],
      })
    ).data();
    expect(good.returns[0]).toMatchObject({
      isedit: true,
      address: '77 Harbor Rd',
      city: 'San Juan',
      state: 'PR',
      zipcode: '00901-1234',
      phone: '7875550199',
      country: 'US',
    });
    const armed = await submit({
      editShippingAdress: true,
      shippingAddress: { address1: 'Unit 2050 Box 4190', city: 'APO', provinceCode: 'AP', zip: '96278', phone: '12125550100' },
      lineItems: [{ id: kit.id, returningQty: 1 }],
    });
    // The state code is accepted; the kit was returned already, so only the quantity is refused.
    expect(armed.status).toBe(409);
  });

  it("refuses a return when the customer's address is incomplete", async () => {
    const order = await server.ctx.commerce.orderByNumber(DEMO_ORDER_NUMBER + 1);
    const line = order?.lineItems.find((li) => li.fulfilledQuantity > 0 && !li.sku.startsWith('BDGIFT'));
    await server.ctx.db
      .updateTable('commerce_orders')
      .set({ ship_zip: '' })
      .where('number', '=', DEMO_ORDER_NUMBER + 1)
      .execute();
    const res = await submit({ orderId: String(DEMO_ORDER_NUMBER + 1), lineItems: [{ id: line?.id ?? '', returningQty: 1 }] });
    expect(res.status).toBe(400);
    expect(res.error().message).toBe('Some of the Customer Address Fields are Missing');
  });

  it('lets one of two concurrent returns of the last item win', async () => {
    const sander = await lineOf(demoSku(0, 0));
    expect(sander.remainingQty).toBe(1);
    const [a, b] = await Promise.all([
      submit({ lineItems: [{ id: sander.id, returningQty: 1 }] }),
      submit({ lineItems: [{ id: sander.id, returningQty: 1 }] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const rows = await server.ctx.db.selectFrom('returns').select('quantity').where('sku', '=', demoSku(0, 0)).execute();
    expect(rows.reduce((s, r) => s + r.quantity, 0)).toBe(2);
  });

  it('answers a retried submit with the first result and buys no second label', async () => {
    const order = await server.ctx.commerce.orderByNumber(DEMO_ORDER_NUMBER + 2);
    const line =
      order?.lineItems.find((li) => li.fulfilledQuantity > 1 && !li.sku.startsWith('BDGIFT')) ??
      order?.lineItems.find((li) => li.fulfilledQuantity > 0 && !li.sku.startsWith('BDGIFT'));
    const body = { orderId: order?.id ?? '', idempotencyKey: key(), lineItems: [{ id: line?.id ?? '', returningQty: 1 }] };
    const labelsBefore = (await server.ctx.db.selectFrom('return_labels').select('id').execute()).length;
    const [first, second] = await Promise.all([submit(body), submit(body)]);
    const third = await submit(body);
    const ok = [first, second].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of [first, second]) expect([200, 409]).toContain(r.status);
    expect(third.data()).toEqual(ok[0]?.data());
    expect((await server.ctx.db.selectFrom('return_labels').select('id').execute()).length).toBe(labelsBefore + 1);
  });

  it("answers the carrier's error, releases the quantities and lets the same submit succeed later", async () => {
    const order = await server.ctx.commerce.orderByNumber(DEMO_ORDER_NUMBER + 3);
    const line = order?.lineItems.find((li) => li.fulfilledQuantity > 0 && !li.sku.startsWith('BDGIFT'));
    const body = { orderId: String(DEMO_ORDER_NUMBER + 3), idempotencyKey: key(), lineItems: [{ id: line?.id ?? '', returningQty: 1 }] };
    const working = server.ctx.carrier;
    const failing: Carrier = {
      name: 'failing',
      createLabel: () => Promise.reject(new CarrierError('Address validation failed')),
    };
    server.ctx.carrier = failing;
    try {
      expect((await submit(body)).data()).toEqual({
        success: false,
        upsError: true,
        message: 'Error from UPS: Unable to Create Shipping Label',
        returns: [],
      });
    } finally {
      server.ctx.carrier = working;
    }
    const details = (await search(DEMO_ORDER_NUMBER + 3)).data.orderDetails;
    expect(details?.lineItems.find((li) => li.id === line?.id)?.remainingQty).toBe(line?.fulfilledQuantity);
    const retried = (await submit(body)).data();
    expect(retried.success).toBe(true);
  });

  it('needs the Returns flag', async () => {
    const other = (await server.operator(['showCoupons'])).headers;
    expect((await server.call(returnsContract.search, { query: { value: '1001' }, headers: other })).status).toBe(403);
    const ret = (await search(DEMO_ORDER_NUMBER)).data.returns[0];
    expect((await fetch(`${server.url}${ret?.shipping_label_url}`, { headers: other })).status).toBe(403);
  });
});

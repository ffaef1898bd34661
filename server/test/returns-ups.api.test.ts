import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsContract } from '@console/contracts/returns.contract';
import { seedDemoReturns } from '../src/features/returns/returns.seed';
import { DEMO_ORDER_NUMBER } from '../src/integrations/commerce/commerce-demo';
import { seedDemoCommerce } from '../src/demo/commerce.seed';
import { startTestServer, type IdentityHeaders, type TestServer } from './harness';
import { startUpsPeer, type UpsPeer } from './ups-peer';

/** Returns with CARRIER_URL set: labels bought from UPS (a local stand-in speaking its REST APIs), stored as PDFs. */
describe('returns with the UPS carrier', () => {
  let ups: UpsPeer;
  let server: TestServer;
  let headers: IdentityHeaders;
  let keyCount = 0;

  beforeAll(async () => {
    ups = await startUpsPeer();
    server = await startTestServer({
      runWorker: false,
      config: { carrierUrl: ups.url, carrierClientId: ups.clientId, carrierClientSecret: ups.clientSecret, carrierAccount: 'X9Y8Z7' },
    });
    await seedDemoCommerce(server.ctx.db, server.ctx.shop.id, { orders: 8 });
    headers = (await server.operator(['showOrderReturns'])).headers;
  });
  afterAll(async () => {
    await server.close();
    await ups.close();
  });

  const submitOne = async (orderNumber: number) => {
    const order = await server.ctx.commerce.orderByNumber(orderNumber);
    const line = order?.lineItems.find((li) => li.fulfilledQuantity > 0 && !li.sku.startsWith('BDGIFT'));
    const body = {
      orderId: String(orderNumber),
      editShippingAdress: false,
      isChecked1: false,
      idempotencyKey: `ups-${process.pid}-${++keyCount}`,
      lineItems: [{ id: line?.id ?? '', returningQty: 1, uniqueisChecked1: false }],
    };
    return (await server.call(returnsContract.create, { body, headers })).data();
  };

  it('buys the label from UPS and serves it as a 4x6 PDF', async () => {
    const res = await submitOne(DEMO_ORDER_NUMBER);
    expect(res).toMatchObject({ success: true, upsError: false });
    const ret = res.returns[0];
    expect(ret?.tracking_number).toBe(ups.issued[0]);
    expect(ups.shipCalls).toHaveLength(1);
    const shipment = (
      JSON.parse(ups.shipCalls[0]?.body ?? '{}') as {
        ShipmentRequest: { Shipment: { ReturnService: unknown; Shipper: { ShipperNumber: string } } };
      }
    ).ShipmentRequest.Shipment;
    expect(shipment.ReturnService).toEqual({ Code: '9' });
    expect(shipment.Shipper.ShipperNumber).toBe('X9Y8Z7');

    const file = await fetch(`${server.url}${ret?.shipping_label_url}`, { headers });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/application\/pdf/);
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
    const stored = await server.ctx.db
      .selectFrom('return_labels')
      .select(['carrier', 'tracking_number'])
      .where('tracking_number', '=', ret?.tracking_number ?? '')
      .executeTakeFirst();
    expect(stored).toEqual({ carrier: 'ups', tracking_number: ups.issued[0] });
  });

  it("answers the UPS error to the operator and keeps UPS's message in the audit", async () => {
    ups.failShipWith = 'Missing or invalid ship from phone number';
    try {
      expect(await submitOne(DEMO_ORDER_NUMBER + 3)).toEqual({
        success: false,
        upsError: true,
        message: 'Error from UPS: Unable to Create Shipping Label',
        returns: [],
      });
    } finally {
      ups.failShipWith = null;
    }
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'returns.carrier-error')
      .executeTakeFirst();
    expect(audit?.after).toContain('Missing or invalid ship from phone number');
    expect(ups.tokenCalls).toHaveLength(1);
  });

  it('draws demo returns with the embedded carrier, never buying UPS labels', async () => {
    const shipCalls = ups.shipCalls.length;
    await seedDemoReturns(server.ctx);
    expect(ups.shipCalls).toHaveLength(shipCalls);
    const carriers = await server.ctx.db.selectFrom('return_labels').select('carrier').distinct().orderBy('carrier').execute();
    expect(carriers.map((c) => c.carrier)).toEqual(['embedded', 'ups']);
  });

  it("addresses a second shop's label to that shop's own return address", async () => {
    const address = 'CA Returns|1 Front St W|Toronto|ON|M5J 2X5|4165550100';
    const ca = await server.addShop('employee-store-ca', { returnAddress: address });
    await seedDemoCommerce(server.ctx.db, ca.shop.id, { orders: 2 });
    const order = await ca.commerce.orderByNumber(DEMO_ORDER_NUMBER);
    const line = order?.lineItems.find((li) => li.fulfilledQuantity > 0 && !li.sku.startsWith('BDGIFT'));
    const caHeaders = (await server.operatorSession(['showOrderReturns'])).headers;
    const res = await server.call(returnsContract.create, {
      body: {
        orderId: String(DEMO_ORDER_NUMBER),
        editShippingAdress: false,
        isChecked1: false,
        idempotencyKey: `ups-ca-${process.pid}`,
        lineItems: [{ id: line?.id ?? '', returningQty: 1, uniqueisChecked1: false }],
      },
      headers: caHeaders,
      shop: 'employee-store-ca',
    });
    expect(res.data()).toMatchObject({ success: true, upsError: false });
    const shipTo = (JSON.parse(ups.shipCalls.at(-1)?.body ?? '{}') as { ShipmentRequest: { Shipment: { ShipTo: unknown } } })
      .ShipmentRequest.Shipment.ShipTo;
    expect(shipTo).toMatchObject({
      Name: 'CA Returns',
      Address: { AddressLine: ['1 Front St W'], City: 'Toronto', StateProvinceCode: 'ON', PostalCode: 'M5J 2X5' },
    });
    // The first shop's labels still go to the environment's address.
    expect(server.ctx.shop.returnAddress).toBe(server.ctx.config.returnAddress);
  });
});

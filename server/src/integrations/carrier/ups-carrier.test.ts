import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpsPeer, tinyGif, type UpsPeer } from '../../../test/ups-peer';
import type { CarrierAddress, LabelRequest } from './carrier.port';
import { createCarrier, returnWarehouse } from './carrier-adapter';
import { gifToPng } from './gif-to-png';
import { createUpsCarrier } from './ups-carrier';

const customer: CarrierAddress = {
  name: 'Ada Buyer',
  address1: '12 Elm St',
  address2: 'Apt 3',
  city: 'Dayton',
  provinceCode: 'OH',
  zip: '45402',
  countryCode: 'US',
  phone: '(937) 555-0101',
};
const warehouse: CarrierAddress = {
  name: 'Returns Department',
  address1: '400 Warehouse Way',
  address2: '',
  city: 'Columbus',
  provinceCode: 'OH',
  zip: '43215',
  countryCode: 'US',
  phone: '6145550100',
};
const request = (reference: string): LabelRequest => ({
  reference,
  shipFrom: customer,
  shipTo: warehouse,
  weightLbs: 3.25,
  description: 'Order #1001, 2 item(s): DRILL',
  packageNumber: 1,
  packageCount: 1,
});

interface SentShipment {
  ReturnService: unknown;
  Shipper: unknown;
  ShipFrom: unknown;
  ShipTo: unknown;
  PaymentInformation: { ShipmentCharge: { BillShipper: { AccountNumber: string } }[] };
  Package: { PackageWeight: unknown; ReferenceNumber: { Value: string }[] }[];
}

describe('gifToPng', () => {
  it('keeps every pixel and the palette of the GIF', () => {
    const black = (x: number, y: number) => (x * 7 + y) % 5 < 2;
    const png = gifToPng(tinyGif(9, 4, black));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([9, 4]);
    const idat = png.indexOf('IDAT', 0, 'latin1');
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const rows = Array.from({ length: 4 }, (_, y) => Array.from(raw.subarray(y * 10, y * 10 + 10)));
    expect(rows).toEqual(Array.from({ length: 4 }, (_, y) => [0, ...Array.from({ length: 9 }, (_, x) => (black(x, y) ? 1 : 0))]));
  });
});

describe('UPS carrier', () => {
  let ups: UpsPeer;
  const carrier = () =>
    createUpsCarrier({
      url: `${ups.url}/`,
      clientId: ups.clientId,
      clientSecret: ups.clientSecret,
      account: 'X9Y8Z7',
      shipper: warehouse,
      timeoutMs: 5000,
    });

  beforeAll(async () => {
    ups = await startUpsPeer();
  });
  afterAll(() => ups.close());

  it('signs in once, buys a Print Return Label shipment and wraps its GIF into a 4x6 PDF', async () => {
    const ship = carrier();
    const label = await ship.createLabel(request('RMA-7-1'));
    expect(ship.name).toBe('ups');
    expect(label.trackingNumber).toBe(ups.issued[0]);
    const pdf = Buffer.from(label.pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);

    expect(ups.tokenCalls).toHaveLength(1);
    expect(ups.tokenCalls[0]?.headers.authorization).toBe(`Basic ${Buffer.from('test-client:test-secret').toString('base64')}`);
    expect(new URLSearchParams(ups.tokenCalls[0]?.body).get('grant_type')).toBe('client_credentials');

    expect(ups.shipCalls[0]?.headers.authorization).toBe('Bearer token-1');
    const sent = JSON.parse(ups.shipCalls[0]?.body ?? '{}') as { ShipmentRequest: { Shipment: SentShipment; LabelSpecification: unknown } };
    const shipment = sent.ShipmentRequest.Shipment;
    expect(shipment.ReturnService).toEqual({ Code: '9' });
    expect(shipment.Shipper).toMatchObject({ ShipperNumber: 'X9Y8Z7', Name: 'Returns Department' });
    expect(shipment.PaymentInformation.ShipmentCharge[0]?.BillShipper.AccountNumber).toBe('X9Y8Z7');
    expect(shipment.ShipFrom).toMatchObject({
      Name: 'Ada Buyer',
      Phone: { Number: '9375550101' },
      Address: { AddressLine: ['12 Elm St', 'Apt 3'], City: 'Dayton', StateProvinceCode: 'OH', PostalCode: '45402', CountryCode: 'US' },
    });
    expect(shipment.ShipTo).toMatchObject({
      Name: 'Returns Department',
      Address: { AddressLine: ['400 Warehouse Way'], City: 'Columbus', PostalCode: '43215' },
    });
    expect(shipment.Package[0]?.PackageWeight).toEqual({ UnitOfMeasurement: { Code: 'LBS' }, Weight: '3.3' });
    expect(shipment.Package[0]?.ReferenceNumber[0]?.Value).toBe('RMA-7-1');
    expect(sent.ShipmentRequest.LabelSpecification).toMatchObject({
      LabelImageFormat: { Code: 'GIF' },
      LabelStockSize: { Height: '6', Width: '4' },
    });

    const second = await ship.createLabel(request('RMA-7-2'));
    expect(second.trackingNumber).toBe(ups.issued[1]);
    expect(ups.tokenCalls).toHaveLength(1);
    expect(ups.shipCalls[1]?.headers.authorization).toBe('Bearer token-1');
  });

  it("throws with UPS's error message when UPS refuses the shipment", async () => {
    ups.failShipWith = 'Missing or invalid ship from phone number';
    try {
      await expect(carrier().createLabel(request('RMA-8-1'))).rejects.toThrow(/HTTP 400.*Missing or invalid ship from phone number/);
    } finally {
      ups.failShipWith = null;
    }
  });

  it("throws with UPS's message when the credentials are refused", async () => {
    const wrong = createUpsCarrier({ url: ups.url, clientId: 'other', clientSecret: 'nope', account: 'X9Y8Z7', shipper: warehouse });
    await expect(wrong.createLabel(request('RMA-9-1'))).rejects.toThrow(/sign-in failed \(HTTP 401\): Invalid Authentication Information/);
  });
});

describe('createCarrier', () => {
  const config = {
    carrierUrl: 'https://onlinetools.ups.com',
    carrierClientId: 'id',
    carrierClientSecret: 'secret',
    carrierAccount: 'X9Y8Z7',
  };
  const shop = { returnAddress: 'Returns|1 Way|Columbus|OH|43215|6145550100' };

  it('chooses UPS when CARRIER_URL is set and the embedded carrier otherwise', () => {
    expect(createCarrier(config, shop).name).toBe('ups');
    expect(createCarrier({ ...config, carrierUrl: null }, shop).name).toBe('embedded');
  });

  it('stops the start when CARRIER_URL is set without the UPS credentials', () => {
    expect(() => createCarrier({ ...config, carrierClientSecret: null }, shop)).toThrow(/CARRIER_CLIENT_ID and CARRIER_CLIENT_SECRET/);
    expect(() => createCarrier({ ...config, carrierClientId: '' }, shop)).toThrow(/CARRIER_CLIENT_ID and CARRIER_CLIENT_SECRET/);
  });

  it("ships each shop's labels to that shop's own return address", () => {
    expect(returnWarehouse(shop)).toMatchObject({ name: 'Returns', address1: '1 Way', city: 'Columbus', provinceCode: 'OH', zip: '43215' });
    expect(returnWarehouse({ returnAddress: 'CA Returns|9 Rue|Montreal|QC|H2X1Y4|5145550100' })).toMatchObject({
      name: 'CA Returns',
      city: 'Montreal',
      provinceCode: 'QC',
    });
  });
});

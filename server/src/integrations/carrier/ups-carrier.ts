import { randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { CarrierError, type Carrier, type CarrierAddress, type LabelRequest } from './carrier.port';
import { gifToPng, isGif, isPng } from './gif-to-png';
import { HEIGHT, pdfBytes, WIDTH } from './label-pdf';

export interface UpsSettings {
  /** e.g. https://onlinetools.ups.com (production) or https://wwwcie.ups.com (test). */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The shop's 6-character shipper number: the Shipper, billed for the labels. */
  account: string;
  /** The shop as the Shipper (its returns warehouse). */
  shipper: CarrierAddress;
  timeoutMs?: number;
}

const SHIP_PATH = '/api/shipments/v2409/ship';
const TOKEN_PATH = '/security/v1/oauth/token';
/** A token is renewed this long before UPS says it expires, so a label never starts with a dying token. */
const TOKEN_MARGIN_MS = 60_000;

const cut = (text: string, max: number) => text.slice(0, max);

function party(a: CarrierAddress): Record<string, unknown> {
  return {
    Name: cut(a.name, 35),
    AttentionName: cut(a.name, 35),
    Phone: { Number: a.phone.replace(/\D/g, '').slice(0, 15) },
    Address: {
      AddressLine: [a.address1, a.address2].filter((l) => l.trim()).map((l) => cut(l, 35)),
      City: cut(a.city, 30),
      StateProvinceCode: a.provinceCode,
      PostalCode: a.zip,
      CountryCode: a.countryCode,
    },
  };
}

/** A Print Return Label shipment: the customer (ShipFrom) sends to the warehouse (ShipTo), the shop pays. */
export function returnShipmentRequest(settings: Pick<UpsSettings, 'account' | 'shipper'>, request: LabelRequest): unknown {
  return {
    ShipmentRequest: {
      Request: { RequestOption: 'nonvalidate', TransactionReference: { CustomerContext: request.reference } },
      Shipment: {
        Description: cut(request.description, 35),
        ReturnService: { Code: '9' },
        Shipper: { ...party(settings.shipper), ShipperNumber: settings.account },
        ShipFrom: party(request.shipFrom),
        ShipTo: party(request.shipTo),
        PaymentInformation: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: settings.account } }] },
        Service: { Code: '03', Description: 'Ground' },
        Package: [
          {
            Description: cut(request.description, 35),
            Packaging: { Code: '02' },
            PackageWeight: { UnitOfMeasurement: { Code: 'LBS' }, Weight: request.weightLbs.toFixed(1) },
            ReferenceNumber: [{ Value: cut(request.reference, 35) }],
          },
        ],
      },
      LabelSpecification: { LabelImageFormat: { Code: 'GIF' }, HTTPUserAgent: 'Mozilla/4.5', LabelStockSize: { Height: '6', Width: '4' } },
    },
  };
}

/** UPS's error text (`response.errors[].message`), or the HTTP status when the body has none. */
async function failure(res: Response, what: string): Promise<CarrierError> {
  let detail = '';
  try {
    const body = (await res.json()) as { response?: { errors?: { code?: string; message?: string }[] } };
    detail = (body.response?.errors ?? [])
      .map((e) => e.message ?? e.code ?? '')
      .filter(Boolean)
      .join('; ');
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  return new CarrierError(`UPS ${what} failed (HTTP ${res.status})${detail ? `: ${detail}` : ''}`);
}

/** The label image on a 4×6 page, turned upright when UPS draws it landscape (its GIF labels are). */
async function labelPdf(image: Buffer, tracking: string, reference: string): Promise<Uint8Array> {
  const png = isPng(image) ? image : isGif(image) ? gifToPng(image) : null;
  if (!png) throw new CarrierError('UPS answered a label image that is neither GIF nor PNG');
  const doc = new PDFDocument({ size: [WIDTH, HEIGHT], margin: 0, info: { Title: `Return label ${tracking}`, Subject: reference } });
  const bytes = pdfBytes(doc);
  const landscape = png.readUInt32BE(16) > png.readUInt32BE(20);
  if (landscape) {
    doc.rotate(90, { origin: [0, 0] });
    doc.image(png, 0, -WIDTH, { fit: [HEIGHT, WIDTH], align: 'center', valign: 'center' });
  } else {
    doc.image(png, 0, 0, { fit: [WIDTH, HEIGHT], align: 'center', valign: 'center' });
  }
  doc.end();
  return bytes;
}

interface ShipResponse {
  ShipmentResponse?: { ShipmentResults?: { PackageResults?: PackageResult | PackageResult[] } };
}
interface PackageResult {
  TrackingNumber?: string;
  ShippingLabel?: { GraphicImage?: string };
}

/**
 * UPS's REST APIs: an OAuth client-credentials token (kept until shortly before it expires), then
 * one Print Return Label shipment per package. The GIF label is wrapped into a 4×6 PDF so every
 * stored label is a PDF (docs/decisions.md).
 */
export function createUpsCarrier(settings: UpsSettings): Carrier {
  const base = settings.url.replace(/\/+$/, '');
  const timeout = settings.timeoutMs ?? 30_000;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return token.value;
    const res = await fetch(`${base}${TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-merchant-id': settings.account,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      signal: AbortSignal.timeout(timeout),
    });
    if (!res.ok) throw await failure(res, 'sign-in');
    const body = (await res.json()) as { access_token?: string; expires_in?: string | number };
    if (!body.access_token) throw new CarrierError('UPS sign-in answered no access token');
    const seconds = Number(body.expires_in ?? 0) || 0;
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, seconds * 1000 - TOKEN_MARGIN_MS) };
    return token.value;
  }

  return {
    name: 'ups',
    async createLabel(request) {
      const res = await fetch(`${base}${SHIP_PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          transId: randomUUID().replace(/-/g, '').slice(0, 32),
          transactionSrc: 'console',
        },
        body: JSON.stringify(returnShipmentRequest(settings, request)),
        signal: AbortSignal.timeout(timeout),
      });
      if (!res.ok) {
        // A token UPS no longer accepts is dropped, so the next label signs in again.
        if (res.status === 401) token = null;
        throw await failure(res, 'shipment');
      }
      const body = (await res.json()) as ShipResponse;
      const results = body.ShipmentResponse?.ShipmentResults?.PackageResults;
      const pkg = Array.isArray(results) ? results[0] : results;
      const tracking = pkg?.TrackingNumber;
      const image = pkg?.ShippingLabel?.GraphicImage;
      if (!tracking || !image) throw new CarrierError('UPS answered no tracking number or label image');
      return { trackingNumber: tracking, pdf: await labelPdf(Buffer.from(image, 'base64'), tracking, request.reference) };
    },
  };
}

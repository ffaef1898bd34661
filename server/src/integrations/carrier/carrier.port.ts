/**
 * The carrier (docs/glossary.md `carrier`; the shop's is UPS): buys a return label for one package.
 * The embedded adapter draws a real 4×6 PDF label offline; a real adapter calls the carrier's API.
 */

export interface CarrierAddress {
  name: string;
  address1: string;
  address2: string;
  city: string;
  provinceCode: string;
  zip: string;
  countryCode: string;
  phone: string;
}

export interface LabelRequest {
  /** Ours, unique per package (request and package number): printed on the label and sent to the carrier. */
  reference: string;
  /** Where the package is picked up: the customer. */
  shipFrom: CarrierAddress;
  /** Where it goes: the shop's returns warehouse. */
  shipTo: CarrierAddress;
  weightLbs: number;
  /** e.g. 'Order #1001, 2 items' */
  description: string;
  packageNumber: number;
  packageCount: number;
}

export interface ShippingLabel {
  trackingNumber: string;
  /** The label as a PDF document. */
  pdf: Uint8Array;
}

/** The carrier refused or failed: the operator sees 'Error from UPS: Unable to Create Shipping Label'. */
export class CarrierError extends Error {}

export interface Carrier {
  /** `embedded` or the carrier's name, kept with each label. */
  readonly name: string;
  createLabel(request: LabelRequest): Promise<ShippingLabel>;
}

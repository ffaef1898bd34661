import type { Config } from '../../platform/config';
import type { Carrier, CarrierAddress } from './carrier.port';
import { createEmbeddedCarrier } from './embedded-carrier';

/** The carrier the configuration names: only the embedded one draws labels today (docs/decisions.md). */
export function createCarrier(config: Pick<Config, 'carrierUrl' | 'carrierAccount'>): Carrier {
  if (config.carrierUrl) {
    throw new Error('CARRIER_URL is set, but no carrier adapter is built yet; unset it to use the embedded carrier.');
  }
  return createEmbeddedCarrier(config.carrierAccount ?? 'A1B2C3');
}

/** `RETURN_ADDRESS` ('Name|Street|City|ST|ZIP|Phone') as the label's receiver. */
export function returnWarehouse(config: Pick<Config, 'returnAddress'>): CarrierAddress {
  const [name = '', address1 = '', city = '', provinceCode = '', zip = '', phone = ''] = (config.returnAddress ?? '').split('|').map((p) => p.trim());
  return { name, address1, address2: '', city, provinceCode, zip, countryCode: 'US', phone };
}

import type { Config } from '../../platform/config';
import type { Carrier, CarrierAddress } from './carrier.port';
import { createEmbeddedCarrier } from './embedded-carrier';
import { createUpsCarrier } from './ups-carrier';

type CarrierConfig = Pick<Config, 'carrierUrl' | 'carrierClientId' | 'carrierClientSecret' | 'carrierAccount' | 'returnAddress'>;

/** `CARRIER_URL` chooses UPS (it needs its client id and secret); without it the embedded carrier draws labels offline. */
export function createCarrier(config: CarrierConfig): Carrier {
  const account = config.carrierAccount ?? 'A1B2C3';
  if (!config.carrierUrl) return createEmbeddedCarrier(account);
  if (!config.carrierClientId || !config.carrierClientSecret) {
    throw new Error(
      "CARRIER_URL is set, so CARRIER_CLIENT_ID and CARRIER_CLIENT_SECRET are needed too (the UPS app's credentials); unset CARRIER_URL to use the embedded carrier.",
    );
  }
  return createUpsCarrier({
    url: config.carrierUrl,
    clientId: config.carrierClientId,
    clientSecret: config.carrierClientSecret,
    account,
    shipper: returnWarehouse(config),
  });
}

/** `RETURN_ADDRESS` ('Name|Street|City|ST|ZIP|Phone') as the label's receiver. */
export function returnWarehouse(config: Pick<Config, 'returnAddress'>): CarrierAddress {
  const [name = '', address1 = '', city = '', provinceCode = '', zip = '', phone = ''] = (config.returnAddress ?? '')
    .split('|')
    .map((p) => p.trim());
  return { name, address1, address2: '', city, provinceCode, zip, countryCode: 'US', phone };
}

import type { Shop } from '../../app-context';
import type { Config } from '../../platform/config';
import type { Carrier, CarrierAddress } from './carrier.port';
import { createEmbeddedCarrier } from './embedded-carrier';
import { createUpsCarrier } from './ups-carrier';

type CarrierConfig = Pick<Config, 'carrierUrl' | 'carrierClientId' | 'carrierClientSecret' | 'carrierAccount'>;

/**
 * `CARRIER_URL` chooses UPS (it needs its client id and secret); without it the embedded carrier draws labels offline.
 * The UPS account is the organisation's; the shipper is the shop's own return address (docs/several-shops.md).
 */
export function createCarrier(config: CarrierConfig, shop: Pick<Shop, 'returnAddress'>): Carrier {
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
    shipper: returnWarehouse(shop),
  });
}

/** The shop's return address (`RETURN_ADDRESS` for the first shop: 'Name|Street|City|ST|ZIP|Phone') as the label's receiver. */
export function returnWarehouse(shop: Pick<Shop, 'returnAddress'>): CarrierAddress {
  const [name = '', address1 = '', city = '', provinceCode = '', zip = '', phone = ''] = shop.returnAddress.split('|').map((p) => p.trim());
  return { name, address1, address2: '', city, provinceCode, zip, countryCode: 'US', phone };
}

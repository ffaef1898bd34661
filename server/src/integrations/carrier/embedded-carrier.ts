import type { Carrier } from './carrier.port';
import { drawLabelPdf } from './label-pdf';
import { trackingNumber } from './tracking-number';

/** Offline carrier: a real label PDF with a tracking number of the carrier's shape; nothing is bought. */
export function createEmbeddedCarrier(account: string): Carrier {
  return {
    name: 'embedded',
    async createLabel(request) {
      const tracking = trackingNumber(account);
      return { trackingNumber: tracking, pdf: await drawLabelPdf(request, tracking, 'RETURN SERVICE') };
    },
  };
}

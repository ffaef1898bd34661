import PDFDocument from 'pdfkit';
import { toBuffer } from 'bwip-js/node';
import type { CarrierAddress, LabelRequest } from './carrier.port';
import { spacedTrackingNumber } from './tracking-number';

/** 4×6 inches in PDF points. */
export const WIDTH = 288;
export const HEIGHT = 432;
const MARGIN = 14;

function addressLines(a: CarrierAddress): string[] {
  return [a.name, a.address1, a.address2, `${a.city} ${a.provinceCode} ${a.zip}`, a.countryCode, a.phone]
    .filter((l) => l && l.trim())
    .map((l) => l.toUpperCase());
}

/** The document's bytes once `doc.end()` has been called. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}

/**
 * Draws a 4×6 return label: sender and receiver, weight, package count, the tracking number as a
 * Code 128 barcode and in text, and our reference. Uncompressed content, so the label's text can
 * be read back from the file (tests, support).
 */
export async function drawLabelPdf(request: LabelRequest, tracking: string, service: string): Promise<Uint8Array> {
  const barcode = await toBuffer({ bcid: 'code128', text: tracking, scale: 3, height: 14, includetext: false });
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    compress: false,
    info: { Title: `Return label ${tracking}`, Subject: request.reference },
  });
  const bytes = pdfBytes(doc);
  const inner = WIDTH - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(8).text('SHIP FROM:', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(addressLines(request.shipFrom).join('\n'), MARGIN, MARGIN + 10, { width: inner * 0.6 });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(`${request.weightLbs.toFixed(1)} LBS`, MARGIN + inner * 0.62, MARGIN, { width: inner * 0.38, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`${request.packageNumber} OF ${request.packageCount}`, MARGIN + inner * 0.62, MARGIN + 16, {
      width: inner * 0.38,
      align: 'right',
    });
  doc
    .moveTo(MARGIN, 92)
    .lineTo(WIDTH - MARGIN, 92)
    .lineWidth(1.5)
    .stroke();

  doc.font('Helvetica-Bold').fontSize(9).text('SHIP TO:', MARGIN, 100);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(addressLines(request.shipTo).join('\n'), MARGIN + 10, 114, { width: inner - 10 });
  doc
    .moveTo(MARGIN, 210)
    .lineTo(WIDTH - MARGIN, 210)
    .lineWidth(3)
    .stroke();

  doc.font('Helvetica-Bold').fontSize(18).text(service, MARGIN, 218, { width: inner });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`TRACKING #: ${spacedTrackingNumber(tracking)}`, MARGIN, 244, { width: inner });
  doc
    .moveTo(MARGIN, 262)
    .lineTo(WIDTH - MARGIN, 262)
    .lineWidth(1.5)
    .stroke();

  doc.image(barcode, MARGIN + 6, 272, { fit: [inner - 12, 80], align: 'center' });
  doc.font('Helvetica').fontSize(8).text(tracking, MARGIN, 358, { width: inner, align: 'center' });
  doc
    .moveTo(MARGIN, 374)
    .lineTo(WIDTH - MARGIN, 374)
    .lineWidth(1)
    .stroke();

  doc.font('Helvetica').fontSize(8).text(`REF: ${request.reference}`, MARGIN, 382, { width: inner });
  doc.text(request.description, MARGIN, 394, { width: inner });
  doc.end();
  return bytes;
}

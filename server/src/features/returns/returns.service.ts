import { RETURN_MESSAGES, type ReturnRequestBody, type ReturnRow } from '@console/contracts/returns.contract';
import type { AppContext } from '../../app-context';
import { returnWarehouse } from '../../integrations/carrier/carrier-adapter';
import { gidId, type CommerceOrder, type MailingAddress } from '../../integrations/commerce/commerce.port';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { storeFile } from '../../platform/files';
import { HttpError, notFound } from '../../platform/http-error';
import { checkRemaining, checkWeight, linePounds, planPackages, returnAddress, wantedLines, type WantedLine } from './return-rules';
import { toOrderDetails, toReturnRow } from './return-mapping';
import {
  attachLabel,
  claimRequest,
  completeRequest,
  findRequestByKey,
  insertLabel,
  insertReturns,
  labelledReturns,
  lockOrder,
  markRefunded,
  releaseRequest,
  returnedQuantities,
} from './returns.repository';

/** The order an operator typed: its number (1001, '#1001') or its gid. */
export async function findOrder(ctx: AppContext, value: string | number): Promise<CommerceOrder | null> {
  const text = String(value).trim().replace(/^#/, '');
  if (/^\d{1,15}$/.test(text)) return ctx.commerce.orderByNumber(Number(text));
  return gidId('Order', text) === null ? null : ctx.commerce.orderById(text);
}

const orderKey = (order: CommerceOrder) => gidId('Order', order.id) as number;

export async function searchOrder(ctx: AppContext, value: string) {
  const order = value ? await findOrder(ctx, value) : null;
  if (!order) return { success: false, data: { returns: [], orderDetails: null, orderId: null } };
  const returned = await returnedQuantities(ctx.db, orderKey(order));
  const returns = await labelledReturns(ctx.db, { orderId: orderKey(order) });
  return { success: true, data: { returns: returns.map(toReturnRow), orderDetails: toOrderDetails(order, returned), orderId: order.id } };
}

interface CreateAnswer {
  success: boolean;
  upsError: boolean;
  message: string;
  returns: ReturnRow[];
}

/** Holds the quantities in one transaction (the order locked): two operators cannot return the same item twice. */
async function reserve(ctx: AppContext, operatorId: number | null, order: CommerceOrder, lines: readonly WantedLine[], address: MailingAddress, isEdit: boolean, key: string | null): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockOrder(trx, orderKey(order));
    const requestId = await claimRequest(trx, { orderId: orderKey(order), key, operatorId });
    if (requestId === null) throw new HttpError(409, 'This return is already being created.');
    checkRemaining(lines, await returnedQuantities(trx, orderKey(order)));
    const now = nowIso();
    await insertReturns(
      trx,
      lines.map((l) => ({
        request_id: requestId,
        label_id: null,
        order_id: orderKey(order),
        order_number: order.number,
        lineitem_id: l.lineItemId,
        quantity: l.quantity,
        refund_status: 0,
        isedit: isEdit ? 1 : 0,
        sku: l.item.sku,
        title: l.item.title,
        shopify_order_date: order.createdAt,
        country: address.countryCodeV2,
        address: address.address1,
        city: address.city,
        state: address.provinceCode,
        zipcode: address.zip,
        phone: address.phone,
        created_at: now,
        updated_at: now,
      })),
    );
    return requestId;
  });
}

/**
 * Create Return (spec 3 §2.5, §5): address rules, excluded SKUs, the 70 lb rule, remaining
 * quantities held in one transaction, then one label per package from the carrier. A retried
 * submit with the same idempotency key answers the first result and never buys a second label.
 */
export async function createReturn(ctx: AppContext, operatorId: number | null, body: ReturnRequestBody): Promise<CreateAnswer> {
  const key = body.idempotencyKey ?? null;
  const earlier = key ? await findRequestByKey(ctx.db, key) : undefined;
  if (earlier?.status === 'done' && earlier.response) return JSON.parse(earlier.response) as CreateAnswer;
  const order = await findOrder(ctx, body.orderId);
  if (!order) throw notFound('Order');
  const { address, isEdit } = returnAddress(order, body.editShippingAdress, body.shippingAddress ?? body.orderDetails?.shippingAddress);
  const lines = wantedLines(order, body.lineItems);
  checkWeight(lines, body.isChecked1);
  const requestId = await reserve(ctx, operatorId, order, lines, address, isEdit, key);

  const packages = planPackages(lines, body.isChecked1);
  const bought: Array<{ lines: WantedLine[]; trackingNumber: string; fileId: number; pounds: number }> = [];
  try {
    for (const [n, pkg] of packages.entries()) {
      const pounds = pkg.reduce((sum, l) => sum + linePounds(l), 0);
      const label = await ctx.carrier.createLabel({
        reference: `RMA-${requestId}-${n + 1}`,
        shipFrom: { name: address.name, address1: address.address1, address2: address.address2, city: address.city, provinceCode: address.provinceCode, zip: address.zip, countryCode: address.countryCodeV2, phone: address.phone },
        shipTo: returnWarehouse(ctx.config),
        weightLbs: Math.max(0.1, Math.round(pounds * 10) / 10),
        description: `Order ${order.name}, ${pkg.reduce((s, l) => s + l.quantity, 0)} item(s): ${pkg.map((l) => l.item.sku).join(', ')}`,
        packageNumber: n + 1,
        packageCount: packages.length,
      });
      const file = await storeFile(ctx.db, ctx.config.dataDir, { name: `Return_Label_${label.trackingNumber}.pdf`, contentType: 'application/pdf', bytes: label.pdf, operatorId, flag: 'showOrderReturns' });
      bought.push({ lines: pkg, trackingNumber: label.trackingNumber, fileId: file.id, pounds });
    }
  } catch (err) {
    ctx.log.warn({ err, requestId, labelsBought: bought.map((b) => b.trackingNumber) }, 'carrier could not create a return label');
    await ctx.db.transaction().execute(async (trx) => {
      await releaseRequest(trx, requestId);
      await writeAudit(trx, { operatorId, action: 'returns.carrier-error', target: order.id, after: { requestId, error: err instanceof Error ? err.message : String(err), labelsBought: bought.map((b) => b.trackingNumber) } });
    });
    return { success: false, upsError: true, message: RETURN_MESSAGES.carrier, returns: [] };
  }

  return ctx.db.transaction().execute(async (trx) => {
    for (const b of bought) {
      const labelId = await insertLabel(trx, { requestId, trackingNumber: b.trackingNumber, carrier: ctx.carrier.name, fileId: b.fileId, weightLbs: b.pounds });
      await attachLabel(trx, requestId, b.lines.map((l) => l.lineItemId), labelId);
    }
    const returns = (await labelledReturns(trx, { requestId })).map(toReturnRow);
    const answer: CreateAnswer = { success: true, upsError: false, message: 'Return created.', returns };
    await completeRequest(trx, requestId, answer);
    await writeAudit(trx, { operatorId, action: 'returns.create', target: order.id, after: { requestId, lines: lines.map((l) => ({ lineItemId: l.lineItemId, quantity: l.quantity })), trackingNumbers: bought.map((b) => b.trackingNumber), isEdit } });
    return answer;
  });
}

/** The refund was made: the return turns from PENDING to PAID (audited once). */
export async function refundReturn(ctx: AppContext, operatorId: number | null, id: number): Promise<ReturnRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const [row] = await labelledReturns(trx, { id });
    if (!row) throw notFound('Return');
    if (await markRefunded(trx, id)) await writeAudit(trx, { operatorId, action: 'returns.refund', target: `return:${id}`, before: { refund_status: false }, after: { refund_status: true } });
    return toReturnRow({ ...row, refund_status: 1 });
  });
}

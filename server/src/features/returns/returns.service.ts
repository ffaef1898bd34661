import { RETURN_MESSAGES, type RecentReturnRow, type ReturnRequestBody, type ReturnRow } from '@console/contracts/returns.contract';
import type { ShopContext } from '../../app-context';
import { returnWarehouse } from '../../integrations/carrier/carrier-adapter';
import type { CarrierAddress } from '../../integrations/carrier/carrier.port';
import {
  findOrderByReference,
  gidId,
  type CommerceOrder,
  type MailingAddress,
  type StoreReturn,
} from '../../integrations/commerce/commerce.port';
import { writeAudit } from '../../platform/audit';
import { nowIso } from '../../platform/db';
import { storeFile } from '../../platform/files';
import { HttpError, notFound } from '../../platform/http-error';
import {
  checkRemaining,
  checkWeight,
  packagePounds,
  planPackages,
  returnAddress,
  wantedLines,
  type Portion,
  type WantedLine,
} from './return-rules';
import { toOrderDetails, toReturnRow } from './return-mapping';
import {
  attachLabel,
  claimRequest,
  completeRequest,
  findRequestByKey,
  insertLabel,
  insertReturn,
  labelledReturns,
  lockOrder,
  markRefunded,
  recentReturns,
  releaseRequest,
  returnedQuantities,
} from './returns.repository';
import { countText } from '@console/contracts/common/numbers';

const orderKey = (order: CommerceOrder) => gidId('Order', order.id) as number;

export async function searchOrder(ctx: ShopContext, value: string) {
  const order = value ? await findOrderByReference(ctx.commerce, value) : null;
  if (!order) return { success: false, data: { returns: [], orderDetails: null, orderId: null } };
  const returned = await returnedQuantities(ctx.db, ctx.shop.id, orderKey(order));
  const returns = await labelledReturns(ctx.db, ctx.shop.id, { orderId: orderKey(order) });
  return { success: true, data: { returns: returns.map(toReturnRow), orderDetails: toOrderDetails(order, returned), orderId: order.id } };
}

/** How many of the newest returns the screen opens on: one screenful, the search finds the rest. */
export const RECENT_RETURNS = 25;

/** Returns opens on these rather than on an empty page. */
export async function listRecentReturns(ctx: ShopContext): Promise<{ returns: RecentReturnRow[] }> {
  const rows = await recentReturns(ctx.db, ctx.shop.id, RECENT_RETURNS);
  return { returns: rows.map((r) => ({ ...toReturnRow(r), order_number: String(r.order_number) })) };
}

interface CreateAnswer {
  success: boolean;
  upsError: boolean;
  message: string;
  returns: ReturnRow[];
}

/**
 * Holds the quantities in one transaction (the order locked): two operators cannot return the same
 * item twice. One row per package portion; answers the row ids of each package.
 */
async function reserve(
  ctx: ShopContext,
  operatorId: number | null,
  order: CommerceOrder,
  lines: readonly WantedLine[],
  packages: readonly Portion[][],
  address: MailingAddress,
  isEdit: boolean,
  key: string | null,
): Promise<{ requestId: number; rowIds: number[][] }> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockOrder(trx, ctx.shop.id, orderKey(order));
    const requestId = await claimRequest(trx, ctx.shop.id, { orderId: orderKey(order), key, operatorId });
    if (requestId === null) throw new HttpError(409, 'This return is already being created.');
    checkRemaining(lines, await returnedQuantities(trx, ctx.shop.id, orderKey(order)));
    const now = nowIso();
    const rowIds: number[][] = [];
    for (const pkg of packages) {
      const ids: number[] = [];
      for (const { line, quantity } of pkg) {
        ids.push(
          await insertReturn(trx, ctx.shop.id, {
            request_id: requestId,
            label_id: null,
            order_id: orderKey(order),
            order_number: order.number,
            lineitem_id: line.lineItemId,
            quantity,
            refund_status: 0,
            isedit: isEdit ? 1 : 0,
            sku: line.item.sku,
            title: line.item.title,
            shopify_order_date: order.createdAt,
            country: address.countryCodeV2,
            address: address.address1,
            city: address.city,
            state: address.provinceCode,
            zipcode: address.zip,
            phone: address.phone,
            created_at: now,
            updated_at: now,
          }),
        );
      }
      rowIds.push(ids);
    }
    return { requestId, rowIds };
  });
}

const toCarrierAddress = (a: MailingAddress): CarrierAddress => ({
  name: a.name,
  address1: a.address1,
  address2: a.address2,
  city: a.city,
  provinceCode: a.provinceCode,
  zip: a.zip,
  countryCode: a.countryCodeV2,
  phone: a.phone,
});

/** One label per package from the carrier, each stored as a file; stops at the first failure. */
async function buyLabels(
  ctx: ShopContext,
  operatorId: number | null,
  order: CommerceOrder,
  requestId: number,
  packages: readonly Portion[][],
  address: MailingAddress,
  bought: BoughtLabel[],
): Promise<void> {
  for (const [n, pkg] of packages.entries()) {
    const pounds = packagePounds(pkg);
    const label = await ctx.carrier.createLabel({
      reference: `RMA-${requestId}-${n + 1}`,
      shipFrom: toCarrierAddress(address),
      shipTo: returnWarehouse(ctx.shop),
      weightLbs: Math.max(0.1, Math.round(pounds * 10) / 10),
      description: `Order ${order.name}, ${countText(
        pkg.reduce((s, p) => s + p.quantity, 0),
        'item',
      )}: ${pkg.map((p) => p.line.item.sku).join(', ')}`,
      packageNumber: n + 1,
      packageCount: packages.length,
    });
    const file = await storeFile(ctx.db, ctx.config.dataDir, {
      shop: ctx.shop.id,
      name: `Return_Label_${label.trackingNumber}.pdf`,
      contentType: 'application/pdf',
      bytes: label.pdf,
      operatorId,
      flags: ['showOrderReturns'],
      keep: true,
    });
    bought.push({ packageIndex: n, trackingNumber: label.trackingNumber, fileId: file.id, pounds, pdf: label.pdf });
  }
}

/**
 * Each bought label uploaded to the store and attached to its return with the tracking number. The
 * labels are ours and already paid for: a failure here is logged and audited, never a second label.
 */
async function attachLabels(
  ctx: ShopContext,
  operatorId: number | null,
  order: CommerceOrder,
  storeReturn: StoreReturn,
  packages: readonly Portion[][],
  bought: readonly BoughtLabel[],
): Promise<void> {
  for (const b of bought) {
    const pkg = packages[b.packageIndex] ?? [];
    try {
      await ctx.commerce.attachReturnLabel(storeReturn, {
        trackingNumber: b.trackingNumber,
        fileName: `Return_Label_${b.trackingNumber}.pdf`,
        pdf: b.pdf,
        lines: pkg.map((p) => ({ lineItemId: p.line.item.id, quantity: p.quantity })),
      });
    } catch (err) {
      ctx.log.warn(
        { err, storeReturn: storeReturn.id, trackingNumber: b.trackingNumber },
        'the return label could not be attached on the store',
      );
      await writeAudit(ctx.db, {
        shop: ctx.shop.id,
        operatorId,
        action: 'returns.store-label-error',
        target: order.id,
        after: { storeReturn: storeReturn.id, trackingNumber: b.trackingNumber, error: err instanceof Error ? err.message : String(err) },
      });
    }
  }
}

interface BoughtLabel {
  packageIndex: number;
  trackingNumber: string;
  fileId: number;
  pounds: number;
  pdf: Uint8Array;
}

/**
 * Create Return (docs/functions/commerce-tools.md §2.5, §5): address rules, excluded SKUs, the 70 lb rule, remaining
 * quantities held in one transaction, then one label per package from the carrier. A retried
 * submit with the same idempotency key answers the first result and never buys a second label.
 */
export async function createReturn(ctx: ShopContext, operatorId: number | null, body: ReturnRequestBody): Promise<CreateAnswer> {
  const key = body.idempotencyKey ?? null;
  const earlier = key ? await findRequestByKey(ctx.db, ctx.shop.id, key) : undefined;
  if (earlier?.status === 'done' && earlier.response) return JSON.parse(earlier.response) as CreateAnswer;
  const order = await findOrderByReference(ctx.commerce, body.orderId);
  if (!order) throw notFound('Order');
  const { address, isEdit } = returnAddress(order, body.editShippingAdress, body.shippingAddress ?? body.orderDetails?.shippingAddress);
  const lines = wantedLines(order, body.lineItems);
  checkWeight(lines, body.isChecked1);
  const packages = planPackages(lines, body.isChecked1);
  const { requestId, rowIds } = await reserve(ctx, operatorId, order, lines, packages, address, isEdit, key);

  // The return is made on the store first: if the store refuses it, no label is bought.
  let storeReturn: StoreReturn | null;
  try {
    storeReturn = await ctx.commerce.createReturn(
      order,
      lines.map((l) => ({ lineItemId: l.item.id, quantity: l.quantity })),
    );
  } catch (err) {
    ctx.log.warn({ err, requestId }, 'the store did not create the return');
    await ctx.db.transaction().execute(async (trx) => {
      await releaseRequest(trx, ctx.shop.id, requestId);
      await writeAudit(trx, {
        shop: ctx.shop.id,
        operatorId,
        action: 'returns.store-refused',
        target: order.id,
        after: { requestId, error: err instanceof Error ? err.message : String(err) },
      });
    });
    return { success: false, upsError: false, message: RETURN_MESSAGES.generic, returns: [] };
  }

  const bought: BoughtLabel[] = [];
  try {
    await buyLabels(ctx, operatorId, order, requestId, packages, address, bought);
  } catch (err) {
    ctx.log.warn({ err, requestId, labelsBought: bought.map((b) => b.trackingNumber) }, 'carrier could not create a return label');
    await ctx.db.transaction().execute(async (trx) => {
      await releaseRequest(trx, ctx.shop.id, requestId);
      await writeAudit(trx, {
        shop: ctx.shop.id,
        operatorId,
        action: 'returns.carrier-error',
        target: order.id,
        after: { requestId, error: err instanceof Error ? err.message : String(err), labelsBought: bought.map((b) => b.trackingNumber) },
      });
    });
    return { success: false, upsError: true, message: RETURN_MESSAGES.carrier, returns: [] };
  }
  if (storeReturn) await attachLabels(ctx, operatorId, order, storeReturn, packages, bought);

  return ctx.db.transaction().execute(async (trx) => {
    for (const b of bought) {
      const labelId = await insertLabel(trx, ctx.shop.id, {
        requestId,
        trackingNumber: b.trackingNumber,
        carrier: ctx.carrier.name,
        fileId: b.fileId,
        weightLbs: b.pounds,
      });
      await attachLabel(trx, ctx.shop.id, rowIds[b.packageIndex] ?? [], labelId);
    }
    const returns = (await labelledReturns(trx, ctx.shop.id, { requestId })).map(toReturnRow);
    const answer: CreateAnswer = { success: true, upsError: false, message: 'Return created.', returns };
    await completeRequest(trx, ctx.shop.id, requestId, answer);
    await writeAudit(trx, {
      shop: ctx.shop.id,
      operatorId,
      action: 'returns.create',
      target: order.id,
      after: {
        requestId,
        lines: lines.map((l) => ({ lineItemId: l.lineItemId, quantity: l.quantity })),
        trackingNumbers: bought.map((b) => b.trackingNumber),
        isEdit,
      },
    });
    return answer;
  });
}

/** The refund was made: the return turns from PENDING to PAID (audited once). */
export async function refundReturn(ctx: ShopContext, operatorId: number | null, id: number): Promise<ReturnRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const [row] = await labelledReturns(trx, ctx.shop.id, { id });
    if (!row) throw notFound('Return');
    if (await markRefunded(trx, ctx.shop.id, id))
      await writeAudit(trx, {
        shop: ctx.shop.id,
        operatorId,
        action: 'returns.refund',
        target: `return:${id}`,
        before: { refund_status: false },
        after: { refund_status: true },
      });
    return toReturnRow({ ...row, refund_status: 1 });
  });
}

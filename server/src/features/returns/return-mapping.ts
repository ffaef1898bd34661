import type { OrderDetails, ReturnRow } from '@console/contracts/returns.contract';
import { centsText } from '@console/contracts/common/money';
import { gidId, type CommerceOrder } from '../../integrations/commerce/commerce.port';
import { isExcludedSku } from './return-rules';
import type { LabelledReturn } from './returns.repository';

/** Where a label is downloaded: the stored file (platform files, checked against the file's flag). */
export const labelUrl = (fileId: number | null) => (fileId === null ? null : `/api/files/${fileId}`);

export function toReturnRow(r: LabelledReturn): ReturnRow {
  return {
    id: r.id,
    lineitem_id: `gid://shop/LineItem/${r.lineitem_id}`,
    sku: r.sku,
    title: r.title,
    quantity: r.quantity,
    refund_status: r.refund_status === 1,
    tracking_number: r.tracking_number,
    shopify_order_date: r.shopify_order_date,
    created_date: r.created_at,
    shipping_label_url: labelUrl(r.file_id),
    isedit: r.isedit === 1,
    country: r.country,
    address: r.address,
    city: r.city,
    state: r.state,
    zipcode: r.zipcode,
    phone: r.phone,
  };
}

/** The order in the store platform's shape, with what each line may still return. */
export function toOrderDetails(order: CommerceOrder, returned: ReadonlyMap<number, number>): OrderDetails {
  return {
    id: order.id,
    name: order.name,
    createdAt: order.createdAt,
    customer: order.customer ? { displayName: order.customer.displayName, email: order.customer.email } : null,
    totalPriceSet: { shopMoney: { amount: centsText(order.totalCents), currencyCode: order.currency } },
    displayFulfillmentStatus: order.displayFulfillmentStatus,
    lineItems: order.lineItems.map((li) => ({
      id: li.id,
      title: li.title,
      sku: li.sku,
      quantity: li.quantity,
      unfulfilledQuantity: li.unfulfilledQuantity,
      fulfilledQuantity: li.fulfilledQuantity,
      remainingQty: Math.max(0, li.fulfilledQuantity - (returned.get(gidId('LineItem', li.id) ?? -1) ?? 0)),
      image: li.imageUrl ? { url: li.imageUrl } : null,
      variant: { weight: li.weight, weightUnit: li.weightUnit },
      excluded: isExcludedSku(li.sku),
    })),
    shippingAddress: order.shippingAddress,
  };
}

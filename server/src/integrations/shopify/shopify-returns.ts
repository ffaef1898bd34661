import { ReturnRefused, type CommerceStore, type LineQuantity, type StoreReturn } from '../commerce/commerce.port';
import type { AdminResult, ShopifyClient } from './shopify-client';
import { requireNoUserErrors } from './shopify-errors';
import { RETURNABLE_FULFILLMENTS, RETURN_CREATE, REVERSE_DELIVERY_CREATE_WITH_SHIPPING } from './shopify-returns.graphql';
import { stagedUpload } from './shopify-staged-upload';

/**
 * Returns on the store: what the order's fulfillments can still return (`returnableFulfillments`),
 * the return (`returnCreate`), and per package the label uploaded (`stagedUploadsCreate`) and attached
 * with its tracking number (`reverseDeliveryCreateWithShipping`).
 */
/** Which fulfillment line items carry each wanted quantity; throws ReturnRefused when the store has less to return. */
function allocate(lines: readonly LineQuantity[], returnable: Map<string, { fulfillmentLineItemId: string; quantity: number }[]>) {
  const picked: { fulfillmentLineItemId: string; lineItemId: string; quantity: number }[] = [];
  for (const line of lines) {
    let wanted = line.quantity;
    for (const source of returnable.get(line.lineItemId) ?? []) {
      const take = Math.min(wanted, source.quantity);
      if (take > 0) picked.push({ fulfillmentLineItemId: source.fulfillmentLineItemId, lineItemId: line.lineItemId, quantity: take });
      wanted -= take;
    }
    if (wanted > 0)
      throw new ReturnRefused(`The store has ${line.quantity - wanted} of line item ${line.lineItemId} to return, not ${line.quantity}.`);
  }
  return picked;
}

export function createShopifyReturns(client: ShopifyClient): Pick<CommerceStore, 'createReturn' | 'attachReturnLabel'> {
  async function returnableOf(orderId: string) {
    const byLineItem = new Map<string, { fulfillmentLineItemId: string; quantity: number }[]>();
    for (let after: string | null = null; ;) {
      const data: AdminResult<typeof RETURNABLE_FULFILLMENTS> = await client.request(RETURNABLE_FULFILLMENTS, { orderId, after });
      for (const f of data.returnableFulfillments.nodes) {
        for (const item of f.returnableFulfillmentLineItems.nodes) {
          const list = byLineItem.get(item.fulfillmentLineItem.lineItem.id) ?? [];
          list.push({ fulfillmentLineItemId: item.fulfillmentLineItem.id, quantity: item.quantity });
          byLineItem.set(item.fulfillmentLineItem.lineItem.id, list);
        }
      }
      if (!data.returnableFulfillments.pageInfo.hasNextPage) return byLineItem;
      after = data.returnableFulfillments.pageInfo.endCursor;
    }
  }

  return {
    async createReturn(order, lines) {
      const picked = allocate(lines, await returnableOf(order.id));
      // Not resent after a timeout or 5xx: a second returnCreate would make a second return.
      const data = await client.request(RETURN_CREATE, {
        returnInput: {
          orderId: order.id,
          notifyCustomer: false,
          returnLineItems: picked.map((p) => ({ fulfillmentLineItemId: p.fulfillmentLineItemId, quantity: p.quantity })),
        },
      });
      if (data.returnCreate?.userErrors.length) throw new ReturnRefused(data.returnCreate.userErrors.map((e) => e.message).join('; '));
      const made = requireNoUserErrors('ReturnCreate', data.returnCreate).return;
      if (!made) throw new ReturnRefused('The store made no return.');
      const lineOf = new Map(picked.map((p) => [p.fulfillmentLineItemId, p.lineItemId]));
      const storeLines = made.reverseFulfillmentOrders.nodes.flatMap((rfo) =>
        rfo.lineItems.nodes.map((li) => ({
          lineItemId: lineOf.get(li.fulfillmentLineItem?.id ?? '') ?? '',
          quantity: li.totalQuantity,
          reverseLineItemId: li.id,
          reverseFulfillmentOrderId: rfo.id,
        })),
      );
      return { id: made.id, name: made.name, lines: storeLines };
    },

    async attachReturnLabel(storeReturn: StoreReturn, label) {
      const upload = await stagedUpload(client, {
        filename: label.fileName,
        mimeType: 'application/pdf',
        resource: 'RETURN_LABEL',
        body: label.pdf,
      });
      // One reverse delivery per reverse fulfillment order the package's items are on.
      const byOrder = new Map<string, { reverseFulfillmentOrderLineItemId: string; quantity: number }[]>();
      for (const line of label.lines) {
        const target = storeReturn.lines.find((l) => l.lineItemId === line.lineItemId);
        if (!target) continue;
        const list = byOrder.get(target.reverseFulfillmentOrderId) ?? [];
        list.push({ reverseFulfillmentOrderLineItemId: target.reverseLineItemId, quantity: line.quantity });
        byOrder.set(target.reverseFulfillmentOrderId, list);
      }
      for (const [reverseFulfillmentOrderId, reverseDeliveryLineItems] of byOrder) {
        const data = await client.request(REVERSE_DELIVERY_CREATE_WITH_SHIPPING, {
          reverseFulfillmentOrderId,
          reverseDeliveryLineItems,
          trackingInput: { number: label.trackingNumber },
          labelInput: { fileUrl: upload.resourceUrl },
        });
        requireNoUserErrors('ReverseDeliveryCreateWithShipping', data.reverseDeliveryCreateWithShipping);
      }
    },
  };
}

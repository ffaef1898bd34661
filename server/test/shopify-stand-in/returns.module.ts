import { connection, type ConnectionArgs } from './stand-in-connection';
import type { StandInContext, StandInModule } from './stand-in-module';
import { fulfillmentLineItemsOf, fulfillmentsOf } from './orders.module';
import type { StandInRecord } from './stand-in-state';

/**
 * Returns: `returnableFulfillments` (fulfilled quantities less what open returns hold), `returnCreate`
 * (a return with one reverse fulfillment order), `reverseDeliveryCreateWithShipping` (tracking and
 * label). `ctx.refuse.add('returnCreate')` makes the store refuse every return.
 */
function returnedQuantity(ctx: StandInContext, fulfillmentLineItemId: string): number {
  return ctx.state
    .all('ReverseFulfillmentOrderLineItem')
    .filter((l) => l._fulfillmentLineItemId === fulfillmentLineItemId)
    .reduce((sum, l) => sum + Number(l.totalQuantity), 0);
}

function returnable(ctx: StandInContext, orderId: string) {
  return fulfillmentsOf(ctx.state, orderId).map((f) => ({
    __typename: 'ReturnableFulfillment',
    id: f.id.replace('/Fulfillment/', '/ReturnableFulfillment/'),
    fulfillment: f,
    _lines: fulfillmentLineItemsOf(ctx.state, f.id)
      .map((fl) => ({ fulfillmentLineItem: fl, quantity: Number(fl.quantity) - returnedQuantity(ctx, fl.id) }))
      .filter((l) => l.quantity > 0),
  }));
}

interface ReturnInput {
  orderId: string;
  returnLineItems: { fulfillmentLineItemId: string; quantity: number }[];
}

const refused = (message: string, field: string[] = ['returnInput']) => ({
  return: null,
  userErrors: [{ field, message, code: 'INVALID' }],
});

export const returnsModule: StandInModule = {
  name: 'returns',
  query: {
    returnableFulfillments: (_s, args, ctx) => connection(returnable(ctx, String(args.orderId)), args as ConnectionArgs),
  },
  mutation: {
    returnCreate: (_s, args, ctx) => {
      const input = args.returnInput as ReturnInput;
      if (ctx.refuse.has('returnCreate')) return refused('Return could not be created: the order is not returnable.');
      const order = ctx.state.get(input.orderId);
      if (!order || order.__typename !== 'Order') return refused('Order does not exist', ['returnInput', 'orderId']);
      const available = new Map(
        returnable(ctx, order.id).flatMap((r) => r._lines.map((l) => [l.fulfillmentLineItem.id, l.quantity] as const)),
      );
      for (const [i, line] of input.returnLineItems.entries()) {
        if ((available.get(line.fulfillmentLineItemId) ?? 0) < line.quantity || line.quantity < 1) {
          return refused('Quantity is not returnable', ['returnInput', 'returnLineItems', String(i), 'quantity']);
        }
      }
      const count = ctx.state.all('Return').filter((r) => r._orderId === order.id).length + 1;
      const ret = ctx.state.create('Return', {
        name: `${String(order.name)}-R${count}`,
        status: 'OPEN',
        _orderId: order.id,
        createdAt: new Date().toISOString(),
        totalQuantity: input.returnLineItems.reduce((s, l) => s + l.quantity, 0),
      });
      const rfo = ctx.state.create('ReverseFulfillmentOrder', { status: 'OPEN', _returnId: ret.id });
      for (const line of input.returnLineItems) {
        ctx.state.create('ReverseFulfillmentOrderLineItem', {
          _rfoId: rfo.id,
          _fulfillmentLineItemId: line.fulfillmentLineItemId,
          totalQuantity: line.quantity,
          dispositions: [],
        });
      }
      return { return: ret, userErrors: [] };
    },
    reverseDeliveryCreateWithShipping: (_s, args, ctx) => {
      const rfo = ctx.state.get(String(args.reverseFulfillmentOrderId));
      if (!rfo || rfo.__typename !== 'ReverseFulfillmentOrder')
        return {
          reverseDelivery: null,
          userErrors: [{ field: ['reverseFulfillmentOrderId'], message: 'Reverse fulfillment order does not exist', code: 'INVALID' }],
        };
      const lines = args.reverseDeliveryLineItems as { reverseFulfillmentOrderLineItemId: string; quantity: number }[];
      for (const line of lines) {
        const item = ctx.state.get(line.reverseFulfillmentOrderLineItemId);
        if (!item || item._rfoId !== rfo.id)
          return {
            reverseDelivery: null,
            userErrors: [
              { field: ['reverseDeliveryLineItems'], message: 'Line item is not on this reverse fulfillment order', code: 'INVALID' },
            ],
          };
      }
      const delivery = ctx.state.create('ReverseDelivery', {
        _rfoId: rfo.id,
        _lines: lines,
        _tracking: args.trackingInput ?? null,
        _label: args.labelInput ?? null,
      });
      return { reverseDelivery: delivery, userErrors: [] };
    },
  },
  types: {
    ReturnableFulfillment: {
      returnableFulfillmentLineItems: (source, args) => connection((source as { _lines: unknown[] })._lines, args as ConnectionArgs),
    },
    Return: {
      reverseFulfillmentOrders: (source, args, ctx) =>
        connection(
          ctx.state.all('ReverseFulfillmentOrder').filter((r) => r._returnId === source.id),
          args as ConnectionArgs,
        ),
      order: (source, _args, ctx) => ctx.state.get(String(source._orderId)),
    },
    ReverseFulfillmentOrder: {
      lineItems: (source, args, ctx) =>
        connection(
          ctx.state.all('ReverseFulfillmentOrderLineItem').filter((l) => l._rfoId === source.id),
          args as ConnectionArgs,
        ),
    },
    ReverseFulfillmentOrderLineItem: {
      fulfillmentLineItem: (source, _args, ctx) => ctx.state.get(String((source as StandInRecord)._fulfillmentLineItemId)),
    },
  },
};

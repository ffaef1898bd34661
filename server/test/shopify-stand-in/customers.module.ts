import { connection, matchesTerm, parseSearch, type ConnectionArgs } from './stand-in-connection';
import { putMetafield } from './metafields.module';
import type { StandInModule, StandInResolver } from './stand-in-module';
import { stamp, type StandInRecord, type StandInState } from './stand-in-state';

/**
 * Customers of the stand-in: `customers` (search on updated_at / email / id, sort by
 * UPDATED_AT or ID, every customer when a bulk query passes no `first`), `customer`, `customersCount`,
 * `customerSet` keyed on the e-mail, and the store-credit accounts of a customer (records of type
 * StoreCreditAccount whose `_ownerId` is the customer: the store-credit module makes them). Tags go
 * through the tags module and metafields through the metafields module, as on the real store.
 */
export interface CustomerRecord extends StandInRecord {
  firstName: string;
  lastName: string;
  defaultEmailAddress: { emailAddress: string } | null;
  state: string;
  tags: string[];
  createdAt: string;
  updatedAt: string;
}

/** Customers by lower-case e-mail, per store: a bulk customerSet of thousands of rows must not scan them all each time. */
const byEmail = new WeakMap<StandInState, Map<string, string>>();
function emailIndex(state: StandInState): Map<string, string> {
  let index = byEmail.get(state);
  if (!index) {
    index = new Map();
    byEmail.set(state, index);
  }
  return index;
}

export function putCustomer(
  state: StandInState,
  input: { email: string; firstName?: string; lastName?: string; tags?: string[]; state?: string; metafields?: Record<string, string> },
): CustomerRecord {
  const now = stamp();
  const customer = state.create('Customer', {
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    defaultEmailAddress: { emailAddress: input.email },
    state: input.state ?? 'ENABLED',
    tags: [...(input.tags ?? [])].sort((a, b) => a.localeCompare(b)),
    createdAt: now,
    updatedAt: now,
  }) as CustomerRecord;
  emailIndex(state).set(input.email.toLowerCase(), customer.id);
  for (const [key, value] of Object.entries(input.metafields ?? {}))
    putMetafield(state, { ownerId: customer.id, namespace: 'console', key, value, type: 'single_line_text_field' });
  return customer;
}

export function customerByEmail(state: StandInState, email: string): CustomerRecord | null {
  const id = emailIndex(state).get(email.toLowerCase());
  const customer = id ? (state.get(id) as CustomerRecord | null) : null;
  // A customer deleted or re-addressed since it was indexed is not this e-mail's any more.
  return customer && customer.defaultEmailAddress?.emailAddress.toLowerCase() === email.toLowerCase() ? customer : null;
}

const numericId = (c: StandInRecord) => Number(c.id.split('/').pop());

function fieldOf(c: CustomerRecord, field: string): string | number | null {
  if (field === 'updated_at') return c.updatedAt;
  if (field === 'created_at') return c.createdAt;
  if (field === 'email') return c.defaultEmailAddress?.emailAddress ?? null;
  if (field === 'id') return numericId(c);
  return null;
}

const customers: StandInResolver = (_source, args, ctx) => {
  const terms = parseSearch(args.query as string | null);
  // `tag:X` matches a customer with X among its tags (any case), as Shopify's search does.
  const matches = (c: CustomerRecord, t: (typeof terms)[number]) =>
    t.field === 'tag' ? c.tags.some((tag) => matchesTerm(tag, t)) : matchesTerm(fieldOf(c, t.field), t);
  let list = (ctx.state.all('Customer') as CustomerRecord[]).filter((c) => terms.every((t) => matches(c, t)));
  list =
    args.sortKey === 'UPDATED_AT'
      ? [...list].sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0))
      : [...list].sort((a, b) => numericId(a) - numericId(b));
  return connection(list, args as ConnectionArgs);
};

interface SetInput {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  tags?: string[] | null;
}

const customerSet: StandInResolver = (_source, args, ctx) => {
  const input = args.input as SetInput;
  const identifier = (args.identifier ?? null) as { email?: string; id?: string } | null;
  const email = identifier?.email ?? input.email ?? '';
  if (ctx.refuse.has('customerSet') || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    return { customer: null, userErrors: [{ field: ['input', 'email'], message: 'Email is invalid', code: 'INVALID' }] };
  }
  let customer = identifier?.id ? (ctx.state.get(identifier.id) as CustomerRecord | null) : customerByEmail(ctx.state, email);
  if (!customer) customer = putCustomer(ctx.state, { email });
  if (input.email) {
    customer.defaultEmailAddress = { emailAddress: input.email };
    emailIndex(ctx.state).set(input.email.toLowerCase(), customer.id);
  }
  if (input.firstName !== undefined && input.firstName !== null) customer.firstName = input.firstName;
  if (input.lastName !== undefined && input.lastName !== null) customer.lastName = input.lastName;
  // customerSet replaces the whole tag list when given: the console never sends it (docs/outside-interfaces.md 'Shopify').
  if (input.tags) customer.tags = [...input.tags].sort((a, b) => a.localeCompare(b));
  customer.updatedAt = stamp();
  return { customer, userErrors: [] };
};

const storeCreditAccounts: StandInResolver = (source, args, ctx) =>
  connection(
    ctx.state.all('StoreCreditAccount').filter((a) => a._ownerId === source.id),
    args as ConnectionArgs,
  );

export const customersModule: StandInModule = {
  name: 'customers',
  query: {
    customers,
    customer: (_source, args, ctx) => {
      const record = ctx.state.get(String(args.id));
      return record?.__typename === 'Customer' ? record : null;
    },
    customersCount: (_source, _args, ctx) => ({ count: ctx.state.all('Customer').length, precision: 'EXACT' }),
  },
  mutation: { customerSet },
  types: { Customer: { storeCreditAccounts } },
};

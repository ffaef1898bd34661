import type { ShopifyClient } from '../../integrations/shopify/shopify-client';
import { runBulkMutation, type BulkCheckpoint } from '../../integrations/shopify/shopify-bulk-mutation';
import {
  CUSTOMER_METAFIELDS_SET_FOR_MIRROR,
  CUSTOMER_SET_FOR_MIRROR,
  CUSTOMER_TAGS_ADD_FOR_MIRROR,
  CUSTOMER_TAGS_REMOVE_FOR_MIRROR,
} from '../../integrations/shopify/shopify-bulk-mutation.graphql';
import { fromCustomerNode, type StoreCustomer } from '../../integrations/shopify/shopify-customers';
import { CONSOLE_NAMESPACE } from '../customers/store-customer-mapping.service';
import type { JobContext, RowOutcome } from '../../platform/jobs';
import { firstCustomersByEmail } from '../customers/customers.service';
import { mirrorCustomers } from '../customers/customer-mirror.service';

/** One spreadsheet row for the store: the customer by e-mail, its `console` metafields, tags to take off and put on. */
export interface StoreImportRow {
  email: string;
  firstName: string;
  lastName: string;
  metafields: Record<string, string>;
  removeTags: string[];
  addTags: string[];
}

export type StoreImportItem = { row: number; ok: true; value: StoreImportRow } | { row: number; ok: false; message: string };

type UserErrors = Array<{ message: string }>;

function problems(errors: UserErrors, userErrors: UserErrors | undefined): string {
  return [...errors, ...(userErrors ?? [])].map((e) => e.message).join(' ');
}

/**
 * A spreadsheet applied to the store's customers (docs/outside-interfaces.md 'Shopify'): customerSet keyed on each row's
 * e-mail, then metafieldsSet, tagsRemove and tagsAdd (never a whole tag list, so tags others wrote stay), each as one
 * bulk mutation. Then, batch by batch, every row's outcome is recorded with the mirror taken from the
 * store's answers. Each bulk operation's id is kept with the job as soon as the store accepts it, so
 * a retry reads the results of those already started instead of running them again, and resumes the
 * outcomes after the last committed batch. (One started but not yet kept runs again: each write sets
 * the same values and tags, so that changes nothing on the store.)
 */
export async function importToStore(
  ctx: JobContext<unknown>,
  client: ShopifyClient,
  items: readonly StoreImportItem[],
  batchSize: number,
): Promise<void> {
  const good = items.filter((i): i is Extract<StoreImportItem, { ok: true }> => i.ok);
  // A later row for the same e-mail wins; earlier ones are told so.
  const lastRowOf = new Map(good.map((g) => [g.value.email.toLowerCase(), g.row]));
  const unique = good.filter((g) => lastRowOf.get(g.value.email.toLowerCase()) === g.row);
  const shop = ctx.app.shop.id;
  const known = await firstCustomersByEmail(
    ctx.db,
    shop,
    unique.map((g) => g.value.email),
  );

  const checkpoint = async (step: string): Promise<BulkCheckpoint> => ({
    started: await ctx.recall(step),
    keep: (id) => ctx.keep(step, id),
  });
  const outcome = new Map<number, RowOutcome>();
  const customers = new Map<number, StoreCustomer>();
  const storeIdOf = new Map<number, string>();
  // A blank name is not sent: it leaves the store's name as it is (a national partner row may leave it blank).
  const names = (v: StoreImportRow) => ({
    ...(v.firstName ? { firstName: v.firstName } : {}),
    ...(v.lastName ? { lastName: v.lastName } : {}),
  });
  const setVariables = unique.map((g) => ({ input: { email: g.value.email, ...names(g.value) }, identifier: { email: g.value.email } }));
  for await (const line of runBulkMutation(client, CUSTOMER_SET_FOR_MIRROR, setVariables, {
    checkpoint: await checkpoint('bulk:customerSet'),
  })) {
    const item = unique[line.lineNumber];
    if (!item) continue;
    const answer = line.data?.customerSet;
    const node = answer?.customer;
    const customer = node && !answer.userErrors.length ? fromCustomerNode(node) : null;
    if (!customer) {
      outcome.set(item.row, {
        row: item.row,
        status: 'failed',
        message: problems(line.errors, answer?.userErrors) || 'The store refused the row.',
      });
      continue;
    }
    customers.set(item.row, customer);
    storeIdOf.set(item.row, String(node?.id));
  }

  // Every row from here on has its store id (the `?? ''` below only satisfies the variables' type).
  const tagged = unique.filter((g) => storeIdOf.has(g.row));
  // CustomerSetInput has no metafields: the `console` fields go by metafieldsSet (empty values are not sent).
  const filled = (g: (typeof unique)[number]) => Object.entries(g.value.metafields).filter(([, value]) => value !== '');
  const withFields = tagged.filter((g) => filled(g).length > 0);
  const fieldVariables = withFields.map((g) => ({
    metafields: filled(g).map(([key, value]) => ({
      ownerId: storeIdOf.get(g.row) ?? '',
      namespace: CONSOLE_NAMESPACE,
      key,
      type: 'single_line_text_field',
      value,
    })),
  }));
  for await (const line of runBulkMutation(client, CUSTOMER_METAFIELDS_SET_FOR_MIRROR, fieldVariables, {
    checkpoint: await checkpoint('bulk:metafieldsSet'),
  })) {
    const item = withFields[line.lineNumber];
    const customer = item && customers.get(item.row);
    if (!item || !customer) continue;
    const answer = line.data?.metafieldsSet;
    if (!answer?.metafields || answer.userErrors.length || line.errors.length) {
      outcome.set(item.row, {
        row: item.row,
        status: 'failed',
        message: problems(line.errors, answer?.userErrors) || 'The store refused the fields.',
      });
      continue;
    }
    customers.set(item.row, {
      ...customer,
      metafields: { ...customer.metafields, ...Object.fromEntries(answer.metafields.map((m) => [m.key, m.value])) },
    });
  }
  for (const [step, document, tagsOf] of [
    ['bulk:tagsRemove', CUSTOMER_TAGS_REMOVE_FOR_MIRROR, (v: StoreImportRow) => v.removeTags],
    ['bulk:tagsAdd', CUSTOMER_TAGS_ADD_FOR_MIRROR, (v: StoreImportRow) => v.addTags],
  ] as const) {
    const rows = tagged.filter((g) => tagsOf(g.value).length > 0 && !outcome.has(g.row));
    const lines = runBulkMutation(
      client,
      document,
      rows.map((g) => ({ id: storeIdOf.get(g.row) ?? '', tags: tagsOf(g.value) })),
      { checkpoint: await checkpoint(step) },
    );
    for await (const line of lines) {
      const item = rows[line.lineNumber];
      // Each document answers its own field.
      const answer = line.data && ('tagsAdd' in line.data ? line.data.tagsAdd : line.data.tagsRemove);
      const customer = item && customers.get(item.row);
      if (!item || !customer) continue;
      if (!answer?.node || answer.userErrors.length || line.errors.length) {
        outcome.set(item.row, {
          row: item.row,
          status: 'failed',
          message: problems(line.errors, answer?.userErrors) || 'The store refused the tags.',
        });
        continue;
      }
      customers.set(item.row, { ...customer, tags: answer.node.tags, updatedAt: answer.node.updatedAt });
    }
  }

  await ctx.forEachBatch(items, batchSize, async (trx, batch) => {
    const outcomes: RowOutcome[] = [];
    const mirrored: StoreCustomer[] = [];
    for (const { item } of batch) {
      if (!item.ok) {
        outcomes.push({ row: item.row, status: 'failed', message: item.message });
        continue;
      }
      const email = item.value.email.toLowerCase();
      const failed = outcome.get(item.row);
      const customer = customers.get(item.row);
      if (lastRowOf.get(email) !== item.row)
        outcomes.push({ row: item.row, status: 'failed', message: `Email repeated: row ${lastRowOf.get(email)} is used.` });
      else if (failed) outcomes.push(failed);
      else if (customer) {
        mirrored.push(customer);
        outcomes.push({ row: item.row, status: 'done', message: known.has(email) ? 'Updated.' : 'Created.' });
      } else outcomes.push({ row: item.row, status: 'failed', message: 'The store did not answer for this row.' });
    }
    await mirrorCustomers(trx, shop, mirrored, { linkLocal: true });
    return outcomes;
  });
}

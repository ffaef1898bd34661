/**
 * The stand-in's store: records keyed by gid, grouped by Shopify type name. Every record carries its
 * `__typename` and `id`, so `node(id:)`, abstract types and every module share one lookup. A module
 * keeps its resource's fields as the Admin schema names them (money as decimal text), plus any
 * private fields it needs, prefixed with `_`.
 */
/**
 * Every record's updatedAt comes from here: stamps are strictly increasing (a burst of seeds runs
 * ahead of the clock), so a later change always stamps later than an earlier one, as on the store.
 */
let lastStamp = 0;
export function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/**
 * The store's clock runs `ms` ahead of ours (a store's clock is not ours) until the returned function
 * puts it back; the worker's later files share this module, so a test puts it back when done.
 */
export function runStoreClockAhead(ms: number): () => void {
  lastStamp = Math.max(Date.now(), lastStamp) + ms;
  return () => {
    lastStamp = 0;
  };
}

export interface StandInRecord {
  __typename: string;
  id: string;
  [field: string]: unknown;
}

export class StandInState {
  private readonly tables = new Map<string, Map<string, StandInRecord>>();
  private lastId = 1000;

  /** A fresh gid of that type. */
  newId(type: string): string {
    this.lastId += 1;
    return `gid://shopify/${type}/${this.lastId}`;
  }

  /** Adds (or replaces) a record; answers it. */
  put<R extends StandInRecord>(record: R): R {
    let table = this.tables.get(record.__typename);
    if (!table) {
      table = new Map();
      this.tables.set(record.__typename, table);
    }
    table.set(record.id, record);
    return record;
  }

  /** Makes a record of that type with a new id. */
  create<F extends Record<string, unknown>>(type: string, fields: F): StandInRecord & F {
    return this.put({ ...fields, __typename: type, id: this.newId(type) });
  }

  get(id: string): StandInRecord | null {
    const type = /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(id)?.[1];
    return (type && this.tables.get(type)?.get(id)) || null;
  }

  /** The record of that type, or an error a resolver answers to the client. */
  require(type: string, id: string): StandInRecord {
    const record = this.get(id);
    if (!record || record.__typename !== type) throw new Error(`${type} ${id} does not exist`);
    return record;
  }

  /** Every record of the type, in id order (creation order). */
  all(type: string): StandInRecord[] {
    return [...(this.tables.get(type)?.values() ?? [])];
  }

  delete(id: string): boolean {
    const record = this.get(id);
    return record ? (this.tables.get(record.__typename)?.delete(id) ?? false) : false;
  }
}

import type { StandInModule, StandInResolver } from './stand-in-module';
import { stamp } from './stand-in-state';

/**
 * `tagsAdd` / `tagsRemove` on any record that has `tags` (products, customers, orders …): one module,
 * because the mutations name the resource only by its id.
 */
function tagList(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  return list.map((t) => t.trim()).filter(Boolean);
}

interface Hold {
  id: string;
  reached: () => void;
  released: Promise<void>;
}
const holds: Hold[] = [];

/**
 * Holds the answer to the next tagsAdd/tagsRemove on this record until `release` (a race test forces
 * its overlap with it): `reached` resolves once that call is at the store, before it changes anything.
 */
export function holdTagChange(id: string): { reached: Promise<void>; release: () => void } {
  let release = () => {};
  let reached = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
  holds.push({ id, reached, released });
  return { reached: reachedPromise, release };
}

function change(add: boolean): StandInResolver {
  return async (_source, args, ctx) => {
    const held = holds.findIndex((h) => h.id === String(args.id));
    if (held >= 0) {
      const [hold] = holds.splice(held, 1);
      hold?.reached();
      await hold?.released;
    }
    const record = ctx.state.get(String(args.id));
    if (!record || !Array.isArray(record.tags)) return { node: null, userErrors: [{ field: ['id'], message: 'Resource not found' }] };
    const tags = tagList(args.tags);
    const current = record.tags as string[];
    const lower = new Set(tags.map((t) => t.toLowerCase()));
    // Shopify's tags are case-insensitive and kept sorted.
    record.tags = add
      ? [...current, ...tags.filter((t) => !current.some((c) => c.toLowerCase() === t.toLowerCase()))].sort((a, b) => a.localeCompare(b))
      : current.filter((t) => !lower.has(t.toLowerCase()));
    record.updatedAt = stamp();
    return { node: record, userErrors: [] };
  };
}

export const tagsModule: StandInModule = {
  name: 'tags',
  mutation: { tagsAdd: change(true), tagsRemove: change(false) },
};

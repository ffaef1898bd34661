import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

const NUL = '\u0000';
export const NUL_MESSAGE = 'Must not contain a NUL character.';

/** Whether any string or key in the value holds a NUL character; iterative, like `nulCharacterPath`, and builds no paths. */
function holdsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes(NUL)) return true;
    } else if (Array.isArray(item)) {
      for (const v of item) stack.push(v);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const key in item) {
        if (!Object.hasOwn(item, key)) continue;
        if (key.includes(NUL)) return true;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The first place (e.g. `email`, `rows.3.name`, or `` for the value itself) where a string or a key
 * holds a NUL character, or null. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function nulCharacterPath(value: unknown): string | null {
  // Every request passes here and almost none holds a NUL: the paths are built only for one that does.
  if (!holdsNul(value)) return null;
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const join = (base: string, key: string) => (base ? `${base}.${key}` : key);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (item.value.includes(NUL)) return item.path;
    } else if (Array.isArray(item.value)) {
      item.value.forEach((v, i) => stack.push({ value: v, path: join(item.path, String(i)) }));
    } else if (item.value !== null && typeof item.value === 'object' && !Buffer.isBuffer(item.value)) {
      for (const [key, v] of Object.entries(item.value)) {
        if (key.includes(NUL)) return join(item.path, key.replaceAll(NUL, '\\0'));
        stack.push({ value: v, path: join(item.path, key) });
      }
    }
  }
  return null;
}

/**
 * Text with a NUL character is refused with 400 before any route sees it, for every route at once:
 * PostgreSQL cannot store U+0000 in text (22021) and no field of ours means it.
 */
export function registerNulCharacterGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per hook shows on a list page.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = nulCharacterPath(value);
      if (found !== null) return done(badRequest('Some fields are not valid.', { [found ? `${part}.${found}` : part]: NUL_MESSAGE }));
    }
    done();
  });
}

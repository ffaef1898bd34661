import fc from 'fast-check';

/**
 * Hostile inputs for the fuzz test: wrong types, nulls, huge strings, deep nesting,
 * unicode (lone surrogates included), NUL, prototype keys and bad query strings. Bodies are JSON
 * text, so keys like `__proto__` reach the server as they would from any client.
 */
type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

const HUGE = 'x'.repeat(300_000);

/** `[[[…]]]` nested `depth` times, as JSON text (too deep for a naive recursive walk). */
export function deepJson(depth: number): string {
  return '['.repeat(depth) + '"deep"' + ']'.repeat(depth);
}

const strangeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "'; DROP TABLE customers; --",
  '../../etc/passwd',
  '%00',
  '%zz',
  '2024-02-30',
  '9999-12-31T99:99:99Z',
  '12/31/99999',
  'gid://shopify/Customer/abc',
  'gid://shop/Customer/-1',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '👩‍👩‍👧‍👦'.repeat(50),
  'ǅ̸̢͎̀ͅẕ̴̛',
  HUGE,
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -0, 0.1, 1.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  strangeStrings,
);

/** Any JSON value: mostly leaves, some arrays and objects (with hostile keys among them). */
export const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '\u0000')),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

/** A value of the wrong kind for `schema` more often than not, sometimes a right-looking one. */
function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const plausible: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(fc.string({ maxLength: 20 }), fc.emailAddress(), strangeStrings),
    integer: fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 53 + 2)),
    number: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()),
    boolean: fc.boolean(),
  };
  const right = schema?.type ? plausible[schema.type] : undefined;
  return right ? fc.oneof(right, anyValue) : anyValue;
}

/** Text that passes most string rules but carries something hostile: NUL, lone surrogates, huge, odd unicode. */
const hostileText = fc.oneof(
  fc.constantFrom('a\u0000b', '\u0000', 'x\u0000@shop.example', '\ud800x', 'ǅ̸̢͎̀ͅẕ̴̛', '👩‍👩‍👧‍👦', "O'Brien; --", 'x'.repeat(70_000)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map((t) => `${t}\u0000`),
);

/**
 * A value that satisfies `schema` as far as a JSON Schema says (types, enums, required fields, e-mail
 * format, bounds), with hostile text in some of its strings: this is what gets past validation to
 * the services and the database, where a NUL once failed (22021).
 */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyValue;
  const branches = schema.anyOf ?? schema.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (branches?.length) arb = fc.oneof(...branches.map((b) => fromSchema(b, depth + 1)));
  else if (schema.enum?.length) arb = fc.constantFrom(...schema.enum);
  else if (schema.type === 'object' || schema.properties) {
    const props = Object.entries(schema.properties ?? {});
    arb = fc.record(Object.fromEntries(props.map(([name, p]) => [name, fromSchema(p, depth + 1)])), {
      requiredKeys: (schema.required ?? []).filter((r) => props.some(([n]) => n === r)),
    });
  } else if (schema.type === 'array')
    arb = fc.array(fromSchema(schema.items, depth + 1), { minLength: Math.min(schema.minItems ?? 0, 3), maxLength: 3 });
  else if (schema.type === 'string') {
    const plain = schema.format === 'email' ? fc.emailAddress() : fc.string({ minLength: 1, maxLength: 20 });
    const hostile = schema.format === 'email' ? fc.emailAddress().map((e) => e.replace('@', '\u0000@')) : hostileText;
    arb = fc.oneof({ weight: 1, arbitrary: plain }, { weight: 2, arbitrary: hostile });
  } else if (schema.type === 'integer') arb = fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
  else if (schema.type === 'number') arb = fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
  else if (schema.type === 'boolean') arb = fc.boolean();
  else arb = fc.oneof(fc.string({ maxLength: 10 }), hostileText, fc.integer());
  return schema.nullable ? fc.option(arb, { nil: null }) : arb;
}

/** A body as JSON text: the schema's fields with hostile values, any value at all, or raw hostile text. */
export function bodyText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const fields = Object.entries(schema?.properties ?? {});
  const shaped = fields.length
    ? fc.record(Object.fromEntries(fields.map(([name, s]) => [name, valueFor(s)])), { requiredKeys: [] }).map((o) => JSON.stringify(o))
    : fc.constant('{}');
  const raw = fc.constantFrom(
    '{"__proto__":{"isAdmin":true,"flags":["showStudents"]},"constructor":{"prototype":{"polluted":true}}}',
    '{"a":1,"a":2}',
    '{',
    '',
    'null',
    '"just a string"',
    '[1,2,3]',
    deepJson(5_000),
    deepJson(60_000),
    `{"text":"${HUGE}"}`,
  );
  const valid = fromSchema(schema).map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: shaped },
    { weight: 1, arbitrary: anyValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: raw },
  );
}

/** Percent-encoding that also takes lone surrogates (encodeURIComponent throws on them): as their UTF-8 bytes would be, WTF-8 style. */
function encodeAny(s: string): string {
  return Array.from(s, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }).join('');
}

/** A path parameter as it would sit in the URL (percent-encoded), never empty. */
export const pathParam: fc.Arbitrary<string> = fc
  .oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
    strangeStrings,
    fc.integer().map(String),
    fc.constantFrom('1', '0', '-5', '1.5', '99999999999999999999'),
  )
  .map((s) => (s === '' ? '%20' : s === HUGE ? 'x'.repeat(5000) : encodeAny(s)));

/** The declared query parameters each with hostile but plausible text (NUL included). */
function hostileQuery(names: readonly string[]): fc.Arbitrary<string> {
  if (!names.length) return fc.constant('');
  return fc
    .subarray([...names], { minLength: 1 })
    .chain((chosen) =>
      fc
        .tuple(...chosen.map(() => hostileText.filter((t) => t.length < 1000)))
        .map((values) => chosen.map((n, i) => `${encodeAny(n)}=${encodeAny(values[i]!)}`).join('&')),
    );
}

/** A query string: the declared parameters with hostile values, plus hand-made malformed ones. */
export function queryText(names: readonly string[]): fc.Arbitrary<string> {
  const declared = names.length
    ? fc
        .dictionary(
          fc.constantFrom(...names),
          fc.oneof(
            fc.string({ maxLength: 20 }),
            strangeStrings.filter((s) => s !== HUGE),
            fc.integer().map(String),
          ),
          { maxKeys: names.length },
        )
        .map((o) =>
          Object.entries(o as Record<string, string>)
            .map(([k, v]) => `${encodeAny(k)}=${encodeAny(v)}`)
            .join('&'),
        )
    : fc.constant('');
  const malformed = fc.constantFrom(
    '%zz',
    '%',
    'a=%E0%A4%A',
    '__proto__[polluted]=1',
    'constructor[prototype][x]=1',
    'page=1&page=2&page=3',
    'a[b][c][d][e][f]=1',
    'q=' + 'y'.repeat(20_000),
    '&&&==',
    'pageSize=-1&cursor=%00',
  );
  return fc.oneof(
    { weight: 3, arbitrary: declared },
    { weight: 2, arbitrary: hostileQuery(names) },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: fc.tuple(declared, malformed).map(([a, b]) => [a, b].filter(Boolean).join('&')) },
  );
}

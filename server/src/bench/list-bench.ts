import { sql } from 'kysely';
import { callPath } from '@console/contracts/common/call';
import { PAGE_SIZE, type Page } from '@console/contracts/common/paging';
import type { SearchBody } from '@console/contracts/common/search';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import { authContract } from '@console/contracts/auth.contract';
import { studentsContract } from '@console/contracts/students.contract';
// The bench measures the list query itself, under the service that pages it.
import { countCustomerList, customerListQuery, type CustomerListFilter } from '../features/customers/customers.repository';
import { decodeCursor, type KeysetBound } from '../platform/keyset';
import { startHelloServer, type RunningApp } from './bench-app';
import { createBenchHttp } from './http-client';
import { BENCH_PROGRAMME, type BenchTarget } from './bench-target';
import { captureSql, openRawDriver, planVerdict, type PlanVerdict } from './sql-probe';
import { load1, ratio, timed, timeInterleaved, type Latency, type RepeatOptions } from './stats';
import { FIRST_SHOP_ID } from '../platform/shop-id';

export interface ListCase {
  name: string;
  /** What the case asks: the search text, or the page depth. */
  detail: string;
  rows: number;
  /** Size of the API's JSON answer. */
  bytes: number;
  api: Latency;
  kysely: Latency;
  raw: Latency;
  /** API p95 over Kysely p95 (the bare SQL on the app's own handle), for the record. */
  apiOverSql: number;
  /** The API's p95 above the HTTP floor (hello p95, same run) over the SQL's p95; budget <= 2 (docs/budgets.md). */
  apiAboveFloorOverSql: number;
  sql: string;
  plan: string[];
  verdict: PlanVerdict;
}

/** A three-letter e-mail prefix: the SQL alone, a few runs, to show how the plan scales with the matches. */
export interface BroadPrefixProbe {
  prefix: string;
  matches: number;
  kysely: Latency;
  raw: Latency;
  plan: string[];
  verdict: PlanVerdict;
}

export interface ListResult {
  cases: ListCase[];
  deepPages: number;
  walkMs: number;
  /** The fixed cost of any signed-in call: GET /api/me (session lookup, hooks, HTTP). */
  authFloor: Latency;
  /** HTTP alone: a bare Fastify hello route through the same client. */
  helloFloor: Latency;
  broadPrefix: BroadPrefixProbe;
  /** Deep page p95 over page 1 p95; budget <= 1.5. */
  deepOverPage1: number;
  load1: number;
}

const EMPTY_SEARCH: SearchBody = { searchValue: '', searchType: 'Email' };

/** Page 1 of every case: what keysetPage asks of the repository (one row more, to know of a next page). */
const FIRST_BOUND: KeysetBound = { cursor: null, op: '<', order: 'desc', limit: PAGE_SIZE + 1 };

interface CaseInput {
  name: string;
  detail: string;
  query: string;
  search: SearchBody;
  bound: KeysetBound;
}

/** How deep the walk goes: ~2,000 pages, or nearly the whole list when it is smaller. */
export function deepPageCount(rows: number): number {
  return Math.max(1, Math.min(2000, Math.floor(rows / PAGE_SIZE) - 2));
}

/**
 * Part 1 of the bench: latency of the students list through the real app against the SELECT the
 * repository runs underneath it, on the same database handle, plus the plan of each query.
 */
export async function benchList(
  target: BenchTarget,
  list: RunningApp,
  headers: Record<string, string>,
  approved: number,
  repeat: RepeatOptions,
): Promise<ListResult> {
  const db = list.app.ctx.db;
  const path = callPath(studentsContract.list.path, { status: 'approved' });
  const page = async (query: string, search: SearchBody) =>
    list.http.json<Page<CustomerRow>>(studentsContract.list.method, `${path}${query}`, search, headers);

  const deepPages = deepPageCount(approved);
  const walk = await timed(async () => {
    let cursor = (await page('', EMPTY_SEARCH)).nextCursor;
    for (let n = 1; n < deepPages; n++) {
      if (!cursor) throw new Error(`the list ended after ${n} pages`);
      cursor = (await page(`?direction=next&last_id=${encodeURIComponent(cursor)}`, EMPTY_SEARCH)).nextCursor;
    }
    if (!cursor) throw new Error('no cursor past the deep page');
    return cursor;
  });
  const deepCursor = walk.value;
  const deepQuery = `?direction=next&last_id=${encodeURIComponent(deepCursor)}`;
  const deepRow = (await page(deepQuery, EMPTY_SEARCH)).rows[0];
  if (!deepRow) throw new Error('the deep page is empty');
  const email = deepRow.email;
  // A typed-in start of an address: first name, dot, first letter of the last name (~1 in 480 rows).
  const prefix = email.slice(0, email.indexOf('.') + 2);
  // Three letters match ~1 in 24 rows: probed a few times only, as it can be slow where the plan sorts every match.
  const broadPrefix = email.slice(0, 3);
  const matches = async (start: string) => {
    const row = await db
      .selectFrom('customers')
      .select(sql<number>`count(*)`.as('n'))
      .where('programme', '=', BENCH_PROGRAMME)
      .where('status', '=', 'approved')
      .where('email_lower', 'like', `${start}%`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  const inputs: CaseInput[] = [
    { name: 'page 1', detail: 'no search', query: '', search: EMPTY_SEARCH, bound: FIRST_BOUND },
    {
      name: 'deep page',
      detail: `page ${deepPages + 1}`,
      query: deepQuery,
      search: EMPTY_SEARCH,
      bound: { ...FIRST_BOUND, cursor: decodeCursor(deepCursor) },
    },
    { name: 'email exact', detail: email, query: '', search: { searchValue: email, searchType: 'Email' }, bound: FIRST_BOUND },
    {
      name: 'email prefix',
      detail: `"${prefix}" (${(await matches(prefix)).toLocaleString('en-US')} matches)`,
      query: '',
      search: { searchValue: prefix, searchType: 'Email' },
      bound: FIRST_BOUND,
    },
  ];

  const raw = await openRawDriver(target);
  const hello = await startHelloServer();
  const helloHttp = createBenchHttp(hello.url);
  const cases: ListCase[] = [];
  let floors: Record<'me' | 'hello', Latency>;
  let broad: BroadPrefixProbe;
  try {
    const prepared = [];
    for (const input of inputs) {
      const filter: CustomerListFilter = { programme: BENCH_PROGRAMME, status: 'approved', search: input.search };
      const answer = await list.http.request(studentsContract.list.method, `${path}${input.query}`, input.search, headers);
      if (answer.status !== 200) throw new Error(`${input.name}: ${answer.status} ${answer.body.slice(0, 200)}`);
      const check = JSON.parse(answer.body) as Page<CustomerRow>;
      if (check.rows.length === 0) throw new Error(`${input.name}: the API answered no rows`);
      if (input.name === 'email exact' && check.rows[0]?.email !== email) throw new Error('email exact: the API did not find the address');
      const compiled = await captureSql(db, (probe) => customerListQuery(probe, FIRST_SHOP_ID, filter)(input.bound));
      // The page also answers its total, so its SQL is both queries.
      const counted = await captureSql(db, (probe) => countCustomerList(probe, FIRST_SHOP_ID, filter));
      prepared.push({
        input,
        filter,
        body: JSON.stringify(input.search),
        rows: check.rows.length,
        bytes: Buffer.byteLength(answer.body),
        compiled,
        counted,
        plan: await raw.explain(compiled),
      });
    }
    const ok = (what: string) => (answer: { status: number; body: string }) => {
      if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
    };
    // Every case, its SQL and the two floors in one round-robin, so they share whatever load the machine has.
    const fns: Record<string, () => Promise<unknown>> = {
      hello: () => helloHttp.request('GET', '/hello').then(ok('GET /hello')),
      me: () => list.http.request(authContract.me.method, authContract.me.path, undefined, headers).then(ok('GET /api/me')),
    };
    for (const p of prepared) {
      fns[`${p.input.name}:api`] = () =>
        list.http.request(studentsContract.list.method, `${path}${p.input.query}`, p.body, headers).then(ok(p.input.name));
      fns[`${p.input.name}:kysely`] = async () => {
        await customerListQuery(db, FIRST_SHOP_ID, p.filter)(p.input.bound);
        await countCustomerList(db, FIRST_SHOP_ID, p.filter);
      };
      fns[`${p.input.name}:raw`] = async () => {
        await raw.run(p.compiled);
        await raw.run(p.counted);
      };
    }
    const t = await timeInterleaved(fns, repeat);
    const get = (key: string): Latency => {
      const latency = t[key];
      if (!latency) throw new Error(`no timing for ${key}`);
      return latency;
    };
    floors = { hello: get('hello'), me: get('me') };
    const broadFilter: CustomerListFilter = {
      programme: BENCH_PROGRAMME,
      status: 'approved',
      search: { searchValue: broadPrefix, searchType: 'Email' as const },
    };
    const broadSql = await captureSql(db, (probe) => customerListQuery(probe, FIRST_SHOP_ID, broadFilter)(FIRST_BOUND));
    const broadTimes = await timeInterleaved(
      { kysely: () => customerListQuery(db, FIRST_SHOP_ID, broadFilter)(FIRST_BOUND), raw: () => raw.run(broadSql) },
      { warmup: 1, iterations: 5 },
    );
    const broadPlan = await raw.explain(broadSql);
    broad = {
      prefix: broadPrefix,
      matches: await matches(broadPrefix),
      kysely: broadTimes.kysely,
      raw: broadTimes.raw,
      plan: broadPlan,
      verdict: planVerdict(target.kind, broadPlan),
    };
    for (const p of prepared) {
      const api = get(`${p.input.name}:api`);
      const kysely = get(`${p.input.name}:kysely`);
      cases.push({
        name: p.input.name,
        detail: p.input.detail,
        rows: p.rows,
        bytes: p.bytes,
        api,
        kysely,
        raw: get(`${p.input.name}:raw`),
        apiOverSql: ratio(api.p95, kysely.p95),
        apiAboveFloorOverSql: ratio(api.p95 - floors.hello.p95, kysely.p95),
        sql: p.compiled.sql,
        plan: p.plan,
        verdict: planVerdict(target.kind, p.plan),
      });
    }
  } finally {
    helloHttp.close();
    await hello.close();
    await raw.close();
  }

  const [first, deep] = cases;
  return {
    cases,
    deepPages,
    walkMs: walk.ms,
    authFloor: floors.me,
    helloFloor: floors.hello,
    broadPrefix: broad,
    deepOverPage1: ratio(deep?.api.p95 ?? NaN, first?.api.p95 ?? NaN),
    load1: load1(),
  };
}

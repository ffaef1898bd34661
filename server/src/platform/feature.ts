import type { FastifyInstance } from 'fastify';
import type { Flag } from '@console/contracts/common/flags';
import type { OrgContext, ShopContext } from '../app-context';
import type { ShopId } from './shop-id';
import type { Db } from './db';
import type { JobDefinition } from './jobs';
import type { LinkIssuer } from './mail-links';

/** Registers some of a feature's routes on the app. */
/** Routes are registered once for every shop: a handler gets its call's shop (CallInput.ctx, request.shopContext). */
export type RouteRegistrar = (app: FastifyInstance, org: OrgContext) => void;

/**
 * One step of the demo seed (SEED_DEMO on an empty database). Steps run by ascending `order` over
 * every feature, so the demo's inserts (and so its ids) keep one stable sequence; a step that goes
 * through the outside systems (store prices, carrier labels) needs the app and runs only with it.
 */
export type DemoSeedStep =
  | { order: number; needsApp?: false; run(db: Db, shop: ShopId): Promise<void> }
  | { order: number; needsApp: true; run(app: ShopContext): Promise<void> };

/**
 * Everything a feature brings to the server: app.ts, worker.ts and the demo seed are built
 * from the list of these in features.ts, so adding a function is its folder plus one line there.
 */
export interface ServerFeature<N extends string = string> {
  /** The feature's folder under server/src/features; job types start with it (`<name>.<job>`). */
  name: N;
  /** The operator flag of the function (contracts FLAGS); none for what every operator or the platform uses. */
  flag?: Flag;
  /** In registration order (it orders the OpenAPI document). */
  routes?: readonly RouteRegistrar[];
  jobs?: readonly JobDefinition[];
  /**
   * Run once per shop per start of a process that runs jobs (RUN_WORKER), before the worker starts, and when a
   * shop is added: schedules, first loads. By ascending `order` over every feature: instances starting together race on these.
   */
  start?: { order: number; run(ctx: ShopContext): Promise<void> };
  seed?: readonly DemoSeedStep[];
  /** Who makes the current link of an e-mail about this feature's records, by record kind (platform/mail-links.ts). */
  mailLinks?: Readonly<Record<string, LinkIssuer>>;
}

/** Keeps the name's literal type, so the list in features.ts knows every feature by name. */
export function defineFeature<const N extends string>(feature: ServerFeature<N>): ServerFeature<N> {
  return feature;
}

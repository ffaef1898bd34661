import type { Giveaway, GiveawayBody } from '@console/contracts/giveaways.contract';
import type { GiveawayRecord } from './giveaways.repository';
import { entryPath } from './entry-page';

export function toGiveaway(row: GiveawayRecord): Giveaway {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    startDate: row.start_date,
    endDate: row.end_date,
    registrationCount: row.registration_count,
    entryCount: Number(row.entry_count),
    entryPath: entryPath(row.entry_token ?? ''),
  };
}

export function giveawayValues(body: GiveawayBody) {
  return {
    name: body.name,
    name_lower: body.name.toLowerCase(),
    description: body.description,
    start_date: body.startDate,
    end_date: body.endDate,
    registration_count: body.registrationCount,
  };
}

/** The audited fields of a giveaway, as the form shows them. */
export function giveawaySnapshot(g: Giveaway) {
  return { name: g.name, description: g.description, startDate: g.startDate, endDate: g.endDate, registrationCount: g.registrationCount };
}

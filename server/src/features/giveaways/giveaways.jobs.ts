import { z } from 'zod';
import { formatUsDate } from '@console/contracts/common/dates';
import { defineJob } from '../../platform/jobs';
import { buildReport, mailReport } from '../../platform/reports';
import { walkEntries, type ReportEntry } from './giveaways.repository';

export const GIVEAWAY_REPORT_TITLE = 'Giveaway Report';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The day after a YYYY-MM-DD, so a range of days is [start 00:00Z, day after end 00:00Z). */
export function dayAfter(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Entered On as the console shows times in reports: MM/DD/YYYY HH:mm UTC. */
const enteredOn = (iso: string) => `${formatUsDate(iso)} ${iso.slice(11, 16)} UTC`;

/**
 * The giveaway report (docs/functions/codes-credits-knot-giveaways.md §2.4): the entries made between two days, of one giveaway or of all,
 * built as xlsx on the server and mailed to the operator who asked for it.
 */
export const giveawayReportJob = defineJob({
  type: 'giveaways.report',
  title: GIVEAWAY_REPORT_TITLE,
  flag: 'showGiveaways',
  maxAttempts: 3,
  payload: z.object({
    giveawayId: z.number().int().positive().nullable(),
    giveawayName: z.string().nullable(),
    startDate: day,
    endDate: day,
  }),
  async handler(ctx) {
    const { giveawayId, giveawayName, startDate, endDate } = ctx.payload;
    const range = `${formatUsDate(startDate)} to ${formatUsDate(endDate)}`;
    const file = await buildReport<ReportEntry>(ctx.app, {
      title: `${GIVEAWAY_REPORT_TITLE}: ${giveawayName ?? 'All giveaways'}, ${range}`,
      fileName: 'Giveaway_Report',
      columns: [
        { header: 'Giveaway', width: 36, value: (e) => e.giveaway_name },
        { header: 'Name', width: 28, value: (e) => e.name },
        { header: 'Email', width: 36, value: (e) => e.email },
        { header: 'Entered On', width: 22, value: (e) => enteredOn(e.created_at) },
      ],
      rows: walkEntries(ctx.db, ctx.app.shop.id, { giveawayId, from: startDate, to: dayAfter(endDate) }),
      operatorId: ctx.job.operatorId,
      flags: ['showGiveaways'],
    });
    await mailReport(ctx, file, {
      subject: `${GIVEAWAY_REPORT_TITLE} ${range}`,
      text: `The entries of ${giveawayName ?? 'every giveaway'} from ${range} are attached.`,
    });
  },
});

import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { usDay } from '@console/contracts/common/day';
import { operatorId } from '../../api/session';
import { Banner, type BannerMessage } from '../../ui/banner';
import { failureText } from '../../ui/call-failure';
import { UsDateInput } from '../../ui/us-date-input';
import { useGiveawayReport, useGiveawaySelector } from './giveaways-queries';
import { dayFromToday } from './giveaway-form-values';

const NO_GIVEAWAY = '0';

/**
 * docs/functions/codes-credits-knot-giveaways.md §2.4 Report: a giveaway (or all), a date range (today to 12 months later), Create Report.
 */
export function GiveawayReportTab() {
  const [giveawayId, setGiveawayId] = useState(NO_GIVEAWAY);
  const [startDate, setStartDate] = useState(() => dayFromToday(0));
  const [endDate, setEndDate] = useState(() => dayFromToday(12));
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  // Called without parameters: every giveaway, by name.
  const options = useGiveawaySelector();
  const list = options.data?.list ?? [];

  const report = useGiveawayReport({
    onSuccess: (answer) =>
      setBanner(
        answer.status ? { status: 'success', title: answer.msg } : { status: 'critical', title: 'Error creating report', text: answer.msg },
      ),
    onError: (error, query) =>
      setBanner({
        status: 'critical',
        title: 'Error creating report',
        text: failureText('Error creating report', error),
        retry: () => report.mutate(query),
      }),
  });
  const createReport = () => {
    const chosen = list.find((g) => String(g.id) === giveawayId);
    report.mutate({
      admin: operatorId(),
      ...(chosen ? { id: String(chosen.id), name: chosen.name } : {}),
      startDate: usDay(startDate),
      endDate: usDay(endDate),
    });
  };
  const datesOk = startDate !== '' && endDate !== '' && startDate <= endDate;
  const failure: BannerMessage | null = options.isError
    ? {
        status: 'critical',
        title: 'Error getting giveaways',
        text: failureText('Error getting giveaways', options.error),
        retry: () => void options.refetch(),
      }
    : null;

  return (
    <Stack gap="md" maw={720}>
      <Banner message={failure ?? banner} onClose={() => setBanner(null)} />
      <Select
        label="Giveaway Name"
        data={[{ value: NO_GIVEAWAY, label: 'Select Giveaway' }, ...list.map((g) => ({ value: String(g.id), label: g.name }))]}
        value={giveawayId}
        onChange={(value) => setGiveawayId(value ?? NO_GIVEAWAY)}
        allowDeselect={false}
        searchable
      />
      <Group grow gap="md" align="flex-start">
        <UsDateInput label="Start Date" value={startDate} onChange={setStartDate} />
        <UsDateInput
          label="End Date"
          value={endDate}
          onChange={setEndDate}
          error={startDate && endDate && !datesOk ? 'End date must not be before start date.' : undefined}
        />
      </Group>
      <Group gap="md">
        <Button onClick={createReport} loading={report.isPending} disabled={!datesOk}>
          Create Report
        </Button>
        <Text size="sm" c="dimmed">
          The report lists the entries made between the two dates and is e-mailed to you as an Excel file.
        </Text>
      </Group>
    </Stack>
  );
}

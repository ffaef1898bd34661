import { useState } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { KNOT_HINT } from '@console/contracts/knot-report.contract';
import { ApiError } from '../../api/api-client';
import { PageFrame } from '../../ui/page-frame';
import { UsDateInput } from '../../ui/us-date-input';
import { shopToday, useShopTimeZone } from '../../ui/shop-time';
import { generateKnotReport } from './knot-report-queries';
import { PrimaryButton } from '../../ui/page-primary';

interface Status {
  text: string;
  tone: 'hint' | 'success' | 'error';
}

/** /knotReport (docs/functions/codes-credits-knot-giveaways.md §2.3): From and To, Generate Report, and the status text. */
export function KnotReportPage() {
  // No date after today on the shop's clock can be chosen (docs/functions/codes-credits-knot-giveaways.md §2.3).
  useShopTimeZone();
  const today = shopToday();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>({ text: KNOT_HINT, tone: 'hint' });
  const valid = from !== '' && to !== '' && from <= to && to <= today;

  async function generate() {
    setBusy(true);
    try {
      const res = await generateKnotReport(from, to);
      setStatus(res.status ? { text: res.msg, tone: 'success' } : { text: `Error generating report: ${res.msg}`, tone: 'error' });
    } catch (error) {
      const detail =
        error instanceof ApiError && error.body?.message ? error.body.message : error instanceof Error ? error.message : String(error);
      setStatus({ text: `Error generating report: ${detail}`, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame title="Knot Report">
      <Paper withBorder p="lg" maw={720}>
        <Stack gap="md">
          <Group align="flex-end" gap="md">
            <UsDateInput label="From" value={from} onChange={setFrom} maxDate={to || today} w={180} />
            <UsDateInput label="To" value={to} onChange={setTo} minDate={from || undefined} maxDate={today} w={180} />
            <PrimaryButton onClick={() => void generate()} disabled={!valid} loading={busy}>
              Generate Report
            </PrimaryButton>
          </Group>
          <Text
            role="status"
            aria-live="polite"
            size="sm"
            c={status.tone === 'error' ? 'red' : status.tone === 'success' ? 'teal.8' : 'dimmed'}
          >
            {status.text}
          </Text>
        </Stack>
      </Paper>
    </PageFrame>
  );
}

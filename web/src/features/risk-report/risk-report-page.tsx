import { useState } from 'react';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { riskReportContract } from '@console/contracts/risk-report.contract';
import { callApi } from '../../app/api-client';
import { PageFrame } from '../../ui/page-frame';
import { ReportDateFields, rangeReady, type ReportDateRange } from '../../ui/report-date-range';
import { TimedMessage } from '../../ui/timed-message';
import { useStatusRequest } from '../../ui/use-status-request';

/** /ekata (spec 3 §2.10): dates, 'Refresh Ekata' and Generate Report. */
export function RiskReportPage() {
  const [range, setRange] = useState<ReportDateRange>({ from: '', to: '' });
  const [refresh, setRefresh] = useState(false);
  const report = useStatusRequest('Error generating report');

  return (
    <PageFrame title="Transaction risk report">
      <Stack gap="md" maw={560}>
        <ReportDateFields value={range} onChange={setRange} />
        <Checkbox label="Refresh Ekata" checked={refresh} onChange={(e) => setRefresh(e.currentTarget.checked)} />
        <Group>
          <Button
            onClick={() => void report.run(() => callApi(riskReportContract.generate, { query: { dateFrom: range.from, dateTo: range.to, refresh: String(refresh) } }))}
            disabled={!rangeReady(range)}
            loading={report.running}
          >
            Generate Report
          </Button>
        </Group>
        <TimedMessage message={report.message} />
      </Stack>
    </PageFrame>
  );
}

import { useState } from 'react';
import { Checkbox } from '@mantine/core';
import { PageFrame } from '../../ui/page-frame';
import { ReportForm, type ReportDateRange } from '../../ui/report-date-range';
import { useStatusRequest } from '../../ui/use-status-request';
import { generateRiskReport } from './risk-report-queries';

/** /ekata (docs/functions/commerce-tools.md §2.10): dates, 'Refresh Ekata' and Generate Report. */
export function RiskReportPage() {
  const [range, setRange] = useState<ReportDateRange>({ from: '', to: '' });
  const [refresh, setRefresh] = useState(false);
  const report = useStatusRequest('Error generating report');

  return (
    <PageFrame title="Transaction risk report">
      <ReportForm
        range={range}
        onRange={setRange}
        options={<Checkbox label="Refresh Ekata" checked={refresh} onChange={(e) => setRefresh(e.currentTarget.checked)} />}
        onGenerate={() => void report.run(() => generateRiskReport(range, refresh))}
        running={report.running}
        message={report.message}
      />
    </PageFrame>
  );
}

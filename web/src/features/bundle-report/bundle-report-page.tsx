import { useState } from 'react';
import { Checkbox, Group } from '@mantine/core';
import { SELECT_REPORT_TYPE } from '@console/contracts/bundle-report.contract';
import { PageFrame } from '../../ui/page-frame';
import { ReportForm, type ReportDateRange } from '../../ui/report-date-range';
import { useStatusRequest } from '../../ui/use-status-request';
import { generateBundleReport } from './bundle-report-queries';

/** /bundleReport (spec 3 §2.8): dates, the report types, Generate Report and its status. */
export function BundleReportPage() {
  const [range, setRange] = useState<ReportDateRange>({ from: '', to: '' });
  const [bundle, setBundle] = useState(true);
  const [component, setComponent] = useState(false);
  const report = useStatusRequest('Error generating report');

  const generate = () =>
    report.run(async () => {
      if (!bundle && !component) return { status: false, msg: SELECT_REPORT_TYPE };
      return generateBundleReport(range, { bundle, component });
    });

  return (
    <PageFrame title="Bundle Report">
      <ReportForm
        range={range}
        onRange={setRange}
        options={
          <Group gap="xl">
            <Checkbox label="Bundle Report" checked={bundle} onChange={(e) => setBundle(e.currentTarget.checked)} />
            <Checkbox label="Component Report" checked={component} onChange={(e) => setComponent(e.currentTarget.checked)} />
          </Group>
        }
        onGenerate={() => void generate()}
        running={report.running}
        message={report.message}
      />
    </PageFrame>
  );
}

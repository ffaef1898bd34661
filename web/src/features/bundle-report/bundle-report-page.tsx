import { useState } from 'react';
import { Anchor, Checkbox, Group } from '@mantine/core';
import { Link } from 'react-router';
import { SELECT_REPORT_TYPE } from '@console/contracts/bundle-report.contract';
import { jobHref } from '../../ui/job-outcomes';
import { PageFrame } from '../../ui/page-frame';
import { ReportForm, type ReportDateRange } from '../../ui/report-date-range';
import { useStatusRequest } from '../../ui/use-status-request';
import { generateBundleReport } from './bundle-report-queries';

/** /bundleReport (docs/functions/commerce-tools.md §2.8): dates, the report types, Generate Report and its status. */
export function BundleReportPage() {
  const [range, setRange] = useState<ReportDateRange>({ from: '', to: '' });
  const [bundle, setBundle] = useState(true);
  const [component, setComponent] = useState(false);
  const report = useStatusRequest('Error generating report');
  // The jobs of the last request: "will be e-mailed" alone left the operator nothing to follow.
  const [jobIds, setJobIds] = useState<readonly number[]>([]);

  const generate = () =>
    report.run(async () => {
      setJobIds([]);
      if (!bundle && !component) return { status: false, msg: SELECT_REPORT_TYPE };
      const answer = await generateBundleReport(range, { bundle, component });
      setJobIds(answer.jobIds ?? []);
      return answer;
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
      {jobIds.length > 0 && (
        <Group gap="md" mt="xs" role="group" aria-label="Report jobs">
          {jobIds.map((id) => (
            <Anchor key={id} component={Link} to={jobHref(id)} size="sm">
              Follow job {id} in Jobs
            </Anchor>
          ))}
        </Group>
      )}
    </PageFrame>
  );
}

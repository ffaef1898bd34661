import { formatIsoDate } from '@console/contracts/common/dates';
import { tagValue } from '@console/contracts/common/tags';
import { NATIONAL_PARTNER_TAG_PREFIX, type NationalPartnerExportRow } from '@console/contracts/national-partners.contract';
import type { ExcelColumn } from '../../ui/excel-export';

const yesNo = (yes: boolean) => (yes ? 'Yes' : 'No');
const NP_KEY = NATIONAL_PARTNER_TAG_PREFIX.replace(/:$/, '');

/** Report name of the National export; the file is `National_Partners_Report_<timestamp>.xlsx`. */
export const NATIONAL_REPORT = { fileNamePrefix: 'National_Partners_Report_', title: 'National Partners Report' } as const;

/**
 * docs/functions/people-invites-events.md §3 and §9: the national partner is the text after `np:` of the first such tag; consents Yes or
 * No.
 */
export const NATIONAL_EXPORT_COLUMNS: ReadonlyArray<ExcelColumn<NationalPartnerExportRow>> = [
  { header: 'Name', value: (r) => r.displayName },
  { header: 'Email', value: (r) => r.email },
  { header: 'Tags', value: (r) => r.tags.join(', ') },
  { header: 'Created Date', value: (r) => formatIsoDate(r.createdAt) },
  { header: 'National Partner', value: (r) => tagValue(r.tags, NP_KEY) ?? '' },
  { header: 'Email Policy Consent', value: (r) => yesNo(r.acceptsMarketing) },
  { header: 'Privacy Policy Consent', value: (r) => yesNo(r.privacy_policy_consent.value === '1') },
];

/**
 * The National screen's data layer (docs/functions/people-invites-events.md §2): the searched list, the upload, the edit and the export
 * rows.
 */
import { nationalPartnersContract, type NationalPartnerUpdateBody } from '@console/contracts/national-partners.contract';
import type { CallBodyInput } from '@console/contracts/common/call';
import type { PageQuery } from '@console/contracts/common/paging';
import type { SearchBody } from '@console/contracts/common/search';
import { callApi } from '../../api/api-client';
import { useSearchedList } from '../../ui/use-searched-list';
import { nationalPartnerKeys } from './national-partner-query-keys';
import { useQueryClient } from '@tanstack/react-query';
import { saveMutation } from '../../ui/save-mutation';

export const fetchNationalPartnerPage = (cursor: PageQuery, search: SearchBody, signal?: AbortSignal) =>
  callApi(nationalPartnersContract.list, { query: cursor, body: search, signal });

export function useNationalPartnerList() {
  return useSearchedList({ queryKey: (search) => nationalPartnerKeys.list({ search }), fetchPage: fetchNationalPartnerPage });
}

export const uploadNationalPartners = (rows: CallBodyInput<typeof nationalPartnersContract.upload>['excelData']) =>
  callApi(nationalPartnersContract.upload, { body: { excelData: rows } });

export const updateNationalPartner = (body: NationalPartnerUpdateBody) => callApi(nationalPartnersContract.update, { body });

/** The Edit modal's save: it changes the lists, which are all the screen holds of a partner. */
export function useUpdateNationalPartner() {
  return saveMutation(useQueryClient(), updateNationalPartner, () => [nationalPartnerKeys.lists()]);
}

export const nationalPartnerExportRows = async (search: SearchBody) =>
  (await callApi(nationalPartnersContract.exportRows, { body: search })).data;

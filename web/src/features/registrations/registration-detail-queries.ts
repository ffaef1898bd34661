/**
 * The registrations calls of the edit dialog and the discount-limit field (issue 19: no callApi in
 * components): one customer's detail, its save, and the default STP discount limit.
 */
import { useQuery } from '@tanstack/react-query';
import type { CallBodyInput } from '@console/contracts/common/call';
import { registrationsContract } from '@console/contracts/registrations.contract';
import { staffContract } from '@console/contracts/staff.contract';
import { studentsContract } from '@console/contracts/students.contract';
import { callApi } from '../../app/api-client';
import type { RegistrationConfig } from './registration-config';
import { DEFAULT_DISCOUNT_LIMIT_KEY, REGISTRATION_KEYS } from './registration-query-keys';

/** GET /api/default-discount-limit, shared by the field and the edit dialog. */
export function useDefaultDiscountLimit(enabled = true) {
  return useQuery({
    queryKey: DEFAULT_DISCOUNT_LIMIT_KEY,
    queryFn: ({ signal }) => callApi(studentsContract.getDefaultDiscountLimit, { signal }),
    enabled,
  });
}

export const saveDefaultDiscountLimit = (limit: string) => callApi(studentsContract.setDefaultDiscountLimit, { body: { default_discount_limit: limit } });

/** One customer as the edit dialog loads it, under the programme's detail key. */
export function useRegistrationDetail(programme: RegistrationConfig['programme'], customerId: string) {
  return useQuery({
    queryKey: REGISTRATION_KEYS[programme].detail(customerId),
    queryFn: ({ signal }) => callApi(registrationsContract.detail, { params: { id: customerId }, signal }),
  });
}

/** The edit dialog's save: the programme's own update call (spec 1 §7). */
export const saveRegistration = (config: RegistrationConfig, body: CallBodyInput<RegistrationConfig['update']>) => callApi(config.update, { body });

/** Spec 1 §7: GET /api/staffs/disabled answers the first page of rejected staff. */
export const fetchRejectedStaffFirstPage = (signal: AbortSignal) => callApi(staffContract.disabledFirstPage, { signal });

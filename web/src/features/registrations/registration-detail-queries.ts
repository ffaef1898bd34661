/**
 * The registrations calls of the edit dialog and the discount-limit field (no callApi in
 * components): one customer's detail, its save, and the default STP discount limit.
 */
import { useQuery } from '@tanstack/react-query';
import type { CallBodyInput } from '@console/contracts/common/call';
import type { registrationsContract } from '@console/contracts/registrations.contract';
import { registrationRoutes, staffRoutes, studentRoutes } from '@console/contracts/registrations.routes';
import type { staffContract } from '@console/contracts/staff.contract';
import type { studentsContract } from '@console/contracts/students.contract';
import { sendCall } from '../../api/api-client';
import type { RegistrationConfig } from './registration-config';
import { DEFAULT_DISCOUNT_LIMIT_KEY, registrationKeys } from './registration-query-keys';

/** GET /api/default-discount-limit, shared by the field and the edit dialog. */
export function useDefaultDiscountLimit(enabled = true) {
  return useQuery({
    queryKey: DEFAULT_DISCOUNT_LIMIT_KEY,
    queryFn: ({ signal }) => sendCall<typeof studentsContract.getDefaultDiscountLimit>(studentRoutes.getDefaultDiscountLimit, { signal }),
    enabled,
  });
}

export const saveDefaultDiscountLimit = (limit: string) =>
  sendCall<typeof studentsContract.setDefaultDiscountLimit>(studentRoutes.setDefaultDiscountLimit, {
    body: { default_discount_limit: limit },
  });

/** One customer as the edit dialog loads it, under the programme's detail key. */
export function useRegistrationDetail(programme: RegistrationConfig['programme'], customerId: string) {
  return useQuery({
    queryKey: registrationKeys[programme].detail(customerId),
    queryFn: ({ signal }) =>
      sendCall<typeof registrationsContract.detail>(registrationRoutes.detail, { params: { id: customerId }, signal }),
  });
}

type StudentUpdate = typeof studentsContract.update;
type StaffUpdate = typeof staffContract.update;

/** The edit dialog's save: the programme's own update call (docs/functions/shell-students-staff.md §7). */
export const saveRegistration = (config: RegistrationConfig, body: CallBodyInput<StudentUpdate | StaffUpdate>) =>
  config.programme === 'students'
    ? sendCall<StudentUpdate>(studentRoutes.update, { body: body as CallBodyInput<StudentUpdate> })
    : sendCall<StaffUpdate>(staffRoutes.update, { body });

/** docs/functions/shell-students-staff.md §7: GET /api/staffs/disabled answers the first page of rejected staff. */
export const fetchRejectedStaffFirstPage = (signal: AbortSignal) =>
  sendCall<typeof staffContract.disabledFirstPage>(staffRoutes.disabledFirstPage, { signal });

/**
 * The registrations calls of the edit dialog and the discount-limit field (no callApi in
 * components): one customer's detail, its save, and the default STP discount limit.
 */
import { useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallBodyInput } from '@console/contracts/common/call';
import type { registrationsContract } from '@console/contracts/registrations.contract';
import { registrationRoutes, staffRoutes, studentRoutes } from '@console/contracts/registrations.routes';
import type { staffContract } from '@console/contracts/staff.contract';
import type { studentsContract } from '@console/contracts/students.contract';
import { sendCall } from '../../api/api-client';
import { saveMutation } from '../../ui/save-mutation';
import type { RegistrationConfig, RegistrationKeys } from './registration-config';

/** GET /api/default-discount-limit, shared by the field and the edit dialog. */
export function useDefaultDiscountLimit(keys: RegistrationKeys, enabled = true) {
  return useQuery({
    queryKey: keys.named('default-discount-limit'),
    queryFn: ({ signal }) => sendCall<typeof studentsContract.getDefaultDiscountLimit>(studentRoutes.getDefaultDiscountLimit, { signal }),
    enabled,
  });
}

export const saveDefaultDiscountLimit = (limit: string) =>
  sendCall<typeof studentsContract.setDefaultDiscountLimit>(studentRoutes.setDefaultDiscountLimit, {
    body: { default_discount_limit: limit },
  });

/** One customer as the edit dialog loads it, under the programme's detail key. */
export function useRegistrationDetail(keys: RegistrationKeys, customerId: string) {
  return useQuery({
    queryKey: keys.detail(customerId),
    queryFn: ({ signal }) =>
      sendCall<typeof registrationsContract.detail>(registrationRoutes.detail, { params: { id: customerId }, signal }),
  });
}

type StudentUpdate = typeof studentsContract.update;
type StaffUpdate = typeof staffContract.update;
export type RegistrationUpdate = CallBodyInput<StudentUpdate | StaffUpdate>;

/** The edit dialog's save: the programme's own update call (docs/functions/shell-students-staff.md §7). */
export const saveRegistration = (config: RegistrationConfig, body: RegistrationUpdate) =>
  config.programme === 'students'
    ? sendCall<StudentUpdate>(studentRoutes.update, { body: body as CallBodyInput<StudentUpdate> })
    : sendCall<StaffUpdate>(staffRoutes.update, { body });

/** An edit of one customer changes the programme's lists and that customer's detail, nothing else. */
export const registrationEditChanges = (keys: RegistrationKeys, customerId: string) => [keys.lists(), keys.detail(customerId)];

export const updateRegistrationSave = (queryClient: QueryClient, config: RegistrationConfig, customerId: string) =>
  saveMutation(
    queryClient,
    (body: RegistrationUpdate) => saveRegistration(config, body),
    () => registrationEditChanges(config.keys, customerId),
  );

export function useUpdateRegistration(config: RegistrationConfig, customerId: string) {
  const queryClient = useQueryClient();
  return useMemo(() => updateRegistrationSave(queryClient, config, customerId), [queryClient, config, customerId]);
}

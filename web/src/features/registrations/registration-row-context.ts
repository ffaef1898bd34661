import { createContext, useContext } from 'react';
import type { CustomerRow } from '@console/contracts/registrations.contract';
import type { PagedList } from '../../ui/use-paged-list';
import type { RegistrationConfig, RegistrationTab } from './registration-config';
import type { useMoveRegistrations } from './registration-queries';

/** What the grid's cell components need from the tab they sit in. */
export interface RegistrationRowContextValue {
  config: RegistrationConfig;
  tab: RegistrationTab;
  list: PagedList<CustomerRow>;
  /** The tab's status moves, shared by the row buttons and the bulk bar. */
  move: ReturnType<typeof useMoveRegistrations>;
  openEdit: (row: CustomerRow) => void;
}

export const RegistrationRowContext = createContext<RegistrationRowContextValue | null>(null);

export function useRegistrationRow(): RegistrationRowContextValue {
  const value = useContext(RegistrationRowContext);
  if (!value) throw new Error('A registration cell is rendered outside its tab.');
  return value;
}

import type { MembershipSync } from './membership-sync.port';

/** Offline stand-in: the sync is recorded by the caller in membership_syncs and nothing leaves the machine. */
export function createEmbeddedMembershipSync(): MembershipSync {
  return { name: 'embedded', sync: async () => {} };
}

import type { MembershipSync } from './membership-sync.port';

/** Posts the customer to the membership system's endpoint (MEMBERSHIP_SYNC_URL). */
export function createHttpMembershipSync(url: string, fetchImpl: typeof fetch = fetch): MembershipSync {
  return {
    name: 'http',
    async sync(request) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`Membership system answered ${res.status}`);
    },
  };
}

import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { toSearch } from '@console/contracts/common/search-text';
import { featureQueryKeys } from '../../ui/query-keys';
import type { InvitationConfig, InvitationKeys } from './invitation-config';
import { INVITATION_OPTIONS_KEY } from './invitation-query-keys';
import { inviteSave } from './invitations-queries';

const partner: InvitationKeys<'partner'> = featureQueryKeys('partner');
const site: InvitationKeys<'site'> = featureQueryKeys('site');
const search = toSearch('');

describe('invitation saves', () => {
  it("an invite or edit makes stale the programme's two lists; the options and the other programmes stay fresh", async () => {
    const client = new QueryClient();
    const invited = partner.list({ tab: 'invited', search });
    const registered = partner.list({ tab: 'registered', search });
    const siteInvited = site.list({ tab: 'invited', search });
    for (const key of [invited, registered, siteInvited, INVITATION_OPTIONS_KEY]) client.setQueryData(key, {});
    const config = { programme: 'partner', keys: partner } as InvitationConfig;
    await inviteSave(client, config, () => ({ id: '', first_name: '', last_name: '', email: '' })).invalidate({});
    expect(client.getQueryState(invited)?.isInvalidated).toBe(true);
    expect(client.getQueryState(registered)?.isInvalidated).toBe(true);
    expect(client.getQueryState(siteInvited)?.isInvalidated).toBe(false);
    expect(client.getQueryState(INVITATION_OPTIONS_KEY)?.isInvalidated).toBe(false);
  });
});

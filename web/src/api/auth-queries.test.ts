import { afterEach, describe, expect, it, vi } from 'vitest';
import { authContract } from '@console/contracts/auth.contract';
import { authKeys, fetchMe, signIn } from './auth-queries';
import { recordRequests } from './fetch-recorder';

afterEach(() => vi.unstubAllGlobals());

describe('auth queries', () => {
  it('asks who is signed in with a bare GET of the contract path', async () => {
    const requests = recordRequests({ id: 1, email: 'admin@shop.example', flags: [], shopName: 'shop' });
    await expect(fetchMe()).resolves.toMatchObject({ email: 'admin@shop.example' });
    expect(requests).toEqual([{ method: authContract.me.method, url: authContract.me.path, body: undefined }]);
  });

  it('signs in by posting the typed e-mail and password', async () => {
    const requests = recordRequests({ token: 't', customerId: 1, shopName: 'shop', flags: [] });
    await signIn({ email: 'admin@shop.example', password: 'secret' });
    expect(requests).toEqual([{ method: 'POST', url: authContract.login.path, body: { email: 'admin@shop.example', password: 'secret' } }]);
  });

  it('keys the operator under the auth root', () => {
    expect(authKeys.named('me')).toEqual(['auth', 'me']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsContract } from '@console/contracts/students.contract';
import type { ShopifyStandIn } from './shopify-stand-in/stand-in-server';
import { addStaffMember, refuseTokenExchange, STAND_IN_SHOP } from './shopify-stand-in/token-exchange.module';
import { sendWebhook } from './shopify-stand-in/webhook-sender';
import { CLIENT_ID, CLIENT_SECRET, settleStoreJobs, startMirrorStandIn, startStoreServer } from './store-mirror-support';
import { sessionClaims, signSessionToken } from './session-token-support';
import type { TestServer } from './harness';

const NO_OPERATOR = 'Your store account has no operator in this console. Ask the console administrator to add one with your e-mail.';

/** When the store will not (or cannot) name the staff member, the frame gets a proper answer, never a 500. */
describe('embedded sign-in when the store refuses the token exchange', () => {
  let standIn: ShopifyStandIn;
  let server: TestServer;

  beforeAll(async () => {
    standIn = await startMirrorStandIn();
    server = await startStoreServer(standIn);
    await server.addOperator(['showStudents'], { email: 'sam.staff@store.test' });
    addStaffMember(standIn.state, '201', 'sam.staff@store.test');
    addStaffMember(standIn.state, '202', 'no.operator@store.test');
    await settleStoreJobs(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const list = (sub: string) =>
    server.call(studentsContract.list, {
      params: { status: 'approved' },
      body: { searchValue: '', searchType: 'Email' },
      headers: { authorization: `Bearer ${signSessionToken(CLIENT_SECRET, sessionClaims(CLIENT_ID, STAND_IN_SHOP, sub))}` },
    });

  it('answers a staff member the store does not know with the same 403 as one with no operator', async () => {
    const unknown = await list('299');
    const noOperator = await list('202');
    expect([unknown.status, noOperator.status]).toEqual([403, 403]);
    expect(unknown.error().message).toBe(NO_OPERATOR);
    expect(unknown.body).toEqual(noOperator.body);
  });

  it('answers 401 with the reason when the store refuses the exchange, 503 when it does not answer', async () => {
    refuseTokenExchange(standIn.state, { status: 400, error: 'invalid_client' });
    try {
      const refused = await list('201');
      expect(refused.status).toBe(401);
      expect(refused.headers.get('x-shopify-retry-invalid-session-request')).toBeNull();
      expect(refused.error().message).toBe(
        "The store refused to say who you are (token exchange: 400 invalid_client). Ask the console administrator to check the app's client id and secret.",
      );
      refuseTokenExchange(standIn.state, { status: 502, error: 'bad_gateway' });
      const down = await list('201');
      expect(down.status).toBe(503);
      expect(down.error().message).toBe('The store did not answer when asked who you are. Try again in a moment.');
    } finally {
      refuseTokenExchange(standIn.state, null);
    }
    expect((await list('201')).status).toBe(200);
  });

  it('after app/uninstalled answers 401 saying the app must be opened again from the admin', async () => {
    expect(
      (await sendWebhook(server.url, CLIENT_SECRET, 'app/uninstalled', { id: 1, domain: STAND_IN_SHOP, myshopify_domain: STAND_IN_SHOP }))
        .status,
    ).toBe(200);
    await settleStoreJobs(server);
    // The store no longer exchanges tokens for an app it uninstalled.
    refuseTokenExchange(standIn.state, { status: 400, error: 'invalid_subject_token' });
    for (const sub of ['201', '299']) {
      const res = await list(sub);
      expect(res.status).toBe(401);
      expect(res.error().message).toBe(
        "The app was uninstalled from this store. Open it again from the store's admin (Apps) to install it, then reload.",
      );
    }
    // Installed again and opened: the exchange is granted and the staff member gets in.
    refuseTokenExchange(standIn.state, null);
    expect((await list('201')).status).toBe(200);
  });
});

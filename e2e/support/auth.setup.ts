import fs from 'node:fs';
import path from 'node:path';
import { test as setup } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_STATE } from './env';
import { signInToHome } from './session';

// One sign-in for the screen tests: the sign-in route is rate-limited per address.
setup('sign in as the admin operator', async ({ page }) => {
  await signInToHome(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  fs.mkdirSync(path.dirname(ADMIN_STATE), { recursive: true });
  await page.context().storageState({ path: ADMIN_STATE });
});

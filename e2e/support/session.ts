import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';

/** Signs in through the /login page and answers the sign-in call's response (200, 401, …). */
export async function signIn(page: Page, email: string, password: string): Promise<Response> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/login' && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return answer;
}

/** Signs in and waits for the home screen. */
export async function signInToHome(page: Page, email: string, password: string): Promise<void> {
  const answer = await signIn(page, email, password);
  expect(answer.status()).toBe(200);
  await expect(page).toHaveURL(/\/$/);
}

/** The cookies of the context by name (values URI-decoded, as the web app reads them). */
export async function cookieMap(context: BrowserContext): Promise<Map<string, string>> {
  const cookies = await context.cookies();
  return new Map(cookies.map((c) => [c.name, decodeURIComponent(c.value)]));
}

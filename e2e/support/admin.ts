// The admin account the served app creates at start-up (playwright.config.ts), signed in once per run by
// the setup project (admin-session.setup.ts); suites reuse that session instead of signing in again.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN, dataDir } from '../playwright.config.js';

export { ADMIN };

/** Where the setup project keeps the admin's signed-in browser state (its session cookie). */
export const ADMIN_STATE = join(dataDir, 'admin-state.json');

/** Signs the page's browser context in as the admin, with the run's one admin session. */
export async function signInAsAdmin(page: Page | BrowserContext): Promise<void> {
  const context = 'context' in page ? page.context() : page;
  const { cookies } = JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await context.addCookies(cookies);
}

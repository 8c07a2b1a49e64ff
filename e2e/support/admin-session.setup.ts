import { expect, test as setup } from '@playwright/test';
import { ADMIN, ADMIN_STATE } from './admin.js';

setup('the admin signs in once for every suite', async ({ request }) => {
  const response = await request.post('/api/login', { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  await request.storageState({ path: ADMIN_STATE });
});

import { expect, test } from '@playwright/test';
import { adminRemoteOrigin, baseURL } from '../playwright.config.js';

test.describe('walking skeleton', () => {
  test('the landing page arrives rendered by the server, and the learner remote takes it over once the visitor acts', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/learner/')) remoteRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Recruiting Career' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Courses' })).toBeVisible();
    await page.mouse.move(5, 5);
    await expect.poll(() => remoteRequests.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);
  });

  test('/admin renders the Ant Design admin remote, deployed on its own origin', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(adminRemoteOrigin)) remoteRequests.push(request.url());
    });
    await page.request.post('/api/login', { data: { email: 'admin@academy.test', password: 'admin-password-e2e' } });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.locator('.ant-tabs')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Analytics' })).toBeVisible();
    // The remote came from the other origin; its API calls go to the academy's origin with the session cookie.
    expect(adminRemoteOrigin).not.toBe(baseURL);
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(remoteRequests.some((url) => /\.js$/.test(url))).toBe(true);
    await expect(page.getByText('Total Users')).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('/test shows visitors only the API status; an admin also sees the database and Redis', async ({ page }) => {
    await page.goto('/test');
    await expect(page.getByText('API status: ok')).toBeVisible();
    await expect(page.getByText(/Database:|Redis:/)).toHaveCount(0);

    await page.request.post('/api/login', { data: { email: 'admin@academy.test', password: 'admin-password-e2e' } });
    await page.goto('/test');
    await expect(page.getByText('API status: ok')).toBeVisible();
    await expect(page.getByText('Database: up')).toBeVisible();
    await expect(page.getByText('Redis: up')).toBeVisible();
  });

  test('with the admin remote blocked, /admin shows an error and / keeps working', async ({ page }) => {
    await page.route(`${adminRemoteOrigin}/**`, (route) => route.abort());
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'This part of the academy could not be loaded' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Recruiting Career' })).toBeVisible();
  });
});

import { expect, test } from './support/fixtures';

test('the built server answers health and serves the storefront', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect((await health.json()).data.status).toBe('ok');
  await page.goto('/');
  await expect(page).toHaveTitle(/工业品商城/);
});

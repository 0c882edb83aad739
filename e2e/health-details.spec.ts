// The database engine is not in the public health answer: the API diagnostics page shows it to a
// signed-in administrator (from /api/health/details), and to nobody else.
import { expect, openWithToken, test } from './fixtures';

test('an administrator sees the database engine on /api-diagnostics', async ({ page, api }) => {
  await openWithToken(page, await api.adminToken(), '/api-diagnostics');
  await expect(page.getByText('API is running', { exact: true })).toBeVisible();
  await expect(page.getByText('sqlite', { exact: true })).toBeVisible();
});

test('a staff member who is not an administrator, and a visitor, do not', async ({ page, api }) => {
  const staff = await api.createUser({ permissions: ['view_chat'] });
  await openWithToken(page, await api.tokenFor(staff), '/api-diagnostics');
  await expect(page.getByText('API is running', { exact: true })).toBeVisible();
  await expect(page.getByText('shown to administrators', { exact: true })).toBeVisible();
  await expect(page.getByText(/sqlite/)).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByText('API is running', { exact: true })).toBeVisible();
  await expect(page.getByText('shown to administrators', { exact: true })).toBeVisible();
  await expect(page.getByText(/sqlite/)).toHaveCount(0);
});

// Each staff member's own time zone (US Eastern by default): chosen on the profile from a searchable
// list, then every time on screen is in it, the account block says which zone times are in, and a
// date filter's days are that zone's days. A new user's generated placeholder e-mail is never shown.
import { expect, openWithToken, sidebar, test, uniqueName } from './fixtures';
import { ingest } from './seed';

test('a staff member in Europe/London sees chat times in London time, and date filters read London days', async ({ page, api, request }) => {
  const tag = uniqueName('tz').replace(/-/g, '');
  // 23:30 UTC on Jul 14 is 7:30 PM in New York and 12:30 AM on Jul 15 in London.
  const at = '2024-07-14T23:30:00.000Z';
  expect((await ingest(request, 'chat', [{ userId: 90417, name: `Late${tag}`, message: `after midnight ${tag}`, timestamp: at }])).accepted).toBe(1);
  const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'] });
  await openWithToken(page, await api.tokenFor(viewer), `/chats?search=${tag}`);
  await expect(page.getByTestId('chat-row')).toContainText('Jul 14, 2024 • 7:30 PM EDT');
  await expect(sidebar(page).getByTestId('account-time-zone')).toHaveText('Times in US Eastern');

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Time zone' });
  await card.getByRole('combobox', { name: 'Time zone' }).fill('London');
  await page.getByRole('option', { name: 'Europe/London', exact: true }).click();
  await card.getByRole('button', { name: 'Use this time zone' }).click();
  await expect(page.getByText('Times are now shown in Europe/London')).toBeVisible();
  await expect(sidebar(page).getByTestId('account-time-zone')).toHaveText('Times in Europe/London');

  await page.goto(`/chats?search=${tag}`);
  await expect(page.getByTestId('chat-row')).toContainText(/Jul 15, 2024 • 12:30 AM (GMT\+1|BST)/);
  // Jul 15 as a London day holds the message; in New York it was still Jul 14.
  const day = (d: string) => `/chats?search=${tag}&frame=custom&from=${d}&to=${d}`;
  await page.goto(day('2024-07-15'));
  await expect(page.getByTestId('chat-row')).toHaveCount(1);
  await page.goto(day('2024-07-14'));
  await expect(page.getByTestId('chat-row')).toHaveCount(0);
  // The choice is kept on the server: signing in again keeps London.
  await page.reload();
  await expect(sidebar(page).getByTestId('account-time-zone')).toHaveText('Times in Europe/London');
});

test('a new account created without an e-mail shows no placeholder address', async ({ page, api }) => {
  const newcomer = await api.createUser({ role: 'user', email: '' });
  await openWithToken(page, await api.tokenFor(newcomer), '/profile');
  const block = sidebar(page).getByTestId('account-block');
  await expect(block).toContainText(newcomer.displayName);
  await expect(block).not.toContainText('placeholder.invalid');
  await expect(page.locator('main')).not.toContainText('placeholder.invalid');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
});

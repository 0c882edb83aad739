// Screenshots of the Chat Logs screen, light and dark, 1280 and 390 px wide, into
// docs/screenshots/chats-{width}-{theme}.png. The files are overwritten on each run.
// The messages sit on one day of 2021 that no other spec uses, shown through a Custom Range.
import { join } from 'node:path';
import { OUT, THEMES, VIEWPORTS } from './shots';
import { expect, openWithToken, test } from '../fixtures';
import { ingest } from '../seed';

const DAY = '2021-06-14';
/** The messages that are not in English: translated through the API before the shots. */
const FOREIGN = ['Örjan', 'ValkyrieRae'];

const at = (hh: number, mm: number) => `${DAY}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00.000Z`;

// Oldest first; ids ending in 0 are unknown to the fake platform and get the placeholder avatar.
// Each event carries its own _id, so seeding again on the next test is a no-op. PixelPirate's
// '#'-only line is hidden and marks the lines around it 'Filter Warning'.
const MESSAGES = [
  { userId: 77120340, name: 'mintyfresh', message: 'lol no one sells that anymore', timestamp: at(14, 2) },
  { userId: 53117780, name: 'bytebandit', message: 'how do I get the rainbow trail?', timestamp: at(14, 4) },
  { userId: 66300129, name: 'Örjan', message: 'bonjour tout le monde, quelqu’un a vu le nouvel événement ?', timestamp: at(14, 7) },
  { userId: 25640018, name: 'sunny_side_up', message: '<b>free items</b> at example dot com', timestamp: at(14, 9) },
  {
    userId: 12873365,
    name: 'TheLongestPlayerNameInTheWholeGame2021',
    message: 'gg everyone, that was the best clicker frenzy round so far',
    timestamp: at(14, 11),
  },
  { userId: 90512233, name: 'Captain_Noodle', message: 'Reminder: scam trades get reported. Use the in-game trade window only!', timestamp: at(14, 13) },
  { userId: 48213571, name: 'PixelPirate', message: 'anyone selling the Golden Crate? paying well', timestamp: at(14, 15) },
  { userId: 48213571, name: 'PixelPirate', message: 'trade me first and I will add 500 case-bux after', timestamp: at(14, 18) },
  { userId: 48213571, name: 'PixelPirate', message: 'PixelPirate: ########', timestamp: at(14, 19) },
  { userId: 31984452, name: 'ValkyrieRae', message: 'hola, ¿alguien quiere cambiar mi espada por tu casco?', timestamp: at(14, 20) },
  { userId: 48213571, name: 'PixelPirate', message: 'come to my private server and I will show you', timestamp: at(14, 21) },
  { userId: 31984452, name: 'ValkyrieRae', message: '¿nadie? vale, lo vendo en el mercado', timestamp: at(14, 24) },
].map((m, i) => ({ _id: `c0ffee${String(i).padStart(18, '0')}`, ...m }));

test.describe.configure({ mode: 'serial' });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test(`chat logs at ${viewport.width} px, ${theme}`, async ({ page, api, request, baseURL }) => {
      await ingest(request, 'chat', MESSAGES);
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      const viewer = await api.createUser({ role: 'user', permissions: ['view_chat'], displayName: 'Morgan Moderator' });
      const token = await api.tokenFor(viewer);
      const texts = MESSAGES.filter((m) => FOREIGN.includes(m.name)).map((m) => ({ id: m._id, text: m.message }));
      const translated = await request.post(`${baseURL}/api/translate`, { headers: { Authorization: `Bearer ${token}` }, data: { texts } });
      expect(translated.ok()).toBe(true);
      await openWithToken(page, token, `/chats?frame=custom&from=${DAY}&to=${DAY}`);
      const rows = page.getByTestId('chat-row');
      await expect(page.getByTestId('chat-count')).toHaveText('Showing 11 of 11 chat messages');

      await expect(page.getByTestId('chat-translation').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Translate' })).toBeEnabled();
      // Every avatar in view has loaded.
      await expect
        .poll(() =>
          rows
            .locator('img')
            .evaluateAll((imgs: HTMLImageElement[]) =>
              imgs.filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete && img.naturalWidth > 0),
            ),
        )
        .toBe(true);
      await page.mouse.move(0, 0);
      await page.waitForTimeout(250);
      await page.screenshot({ path: join(OUT, `chats-${viewport.width}-${theme}.png`), animations: 'disabled' });
    });
  }
}

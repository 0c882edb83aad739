// The public avatar route answers the same before and after a player appears in chat: anyone can
// ask it (no token), so its placeholder must not reveal that an id was seen, nor its name's initial.
import { expect, test } from './fixtures';
import { ingest } from './seed';

// The fake platform knows no id ending in 0: the route answers its placeholder for them.
const unknownToPlatform = () => Math.floor(10_000_000 + Math.random() * 80_000_000) * 10;

test('an anonymous caller gets the same avatar placeholder for an id before and after it appears in chat', async ({ request }) => {
  const userId = unknownToPlatform();
  const url = `/api/proxy/roblox-avatar/${userId}`;
  const before = await request.get(url);
  expect(before.status()).toBe(200);
  expect(before.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');

  const { accepted } = await ingest(request, 'chat', [{ userId, name: 'Quentin', message: 'hello there', timestamp: new Date().toISOString() }]);
  expect(accepted).toBe(1);

  const after = await request.get(url);
  expect(after.status()).toBe(200);
  expect(after.headers()['content-type']).toBe(before.headers()['content-type']);
  expect(after.headers()['cache-control']).toBe(before.headers()['cache-control']);
  expect((await after.body()).equals(await before.body())).toBe(true);
  expect(await after.text()).not.toContain('Q');
});

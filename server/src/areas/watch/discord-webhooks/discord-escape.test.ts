// What players write reaches the staff channel as text: a masked link, mentions and other markdown
// in a chat line (and in a player's name) arrive escaped in the embed, and every post tells
// Discord to notify nobody (`allowed_mentions: {parse: []}`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../../test/harness';
import { type FakeDiscord, startFakeDiscord } from '../../../upstream/discord.fixtures';
import { type DiscordApp, startDiscordApp, until } from './discord-webhooks.fixtures';

const PHISH = 'free nitro [click](https://evil.example/login) @everyone <@123> **urgent** ||x|| `code` > quote # big ~~gone~~ \\*';

for (const engine of ENGINES) {
  describe(`Discord text escaped [${engine}]`, () => {
    let d: DiscordApp;
    let fake: FakeDiscord;

    beforeAll(async () => {
      fake = await startFakeDiscord();
      d = await startDiscordApp(engine);
    });
    afterAll(async () => {
      await d?.t.close();
      await fake?.close();
    });

    it('escapes a masked link, mentions and markdown from a player, and allows no mention', async () => {
      const res = await d.register('Mod channel', `${fake.url}/api/webhooks/5/SECRET-escape-token`);
      expect(res.statusCode, res.body).toBe(201);
      await d.watch('free nitro', res.json<{ webhook: { _id: string } }>().webhook._id);
      await d.say(503, 'Evil_Name', PHISH);
      const [post] = await until(
        async () => fake.posts.filter((p) => p.answered === 204),
        (posts) => posts.length === 1,
        'the delivery',
      );
      const sent = JSON.parse(post!.raw) as { embeds: { title: string; description: string }[]; allowed_mentions: unknown };
      expect(sent.allowed_mentions).toEqual({ parse: [] });
      expect(sent.embeds.map((e) => e.title)).toEqual(['Watch free nitro']);
      expect(sent.embeds.map((e) => e.description)).toEqual([
        'Evil\\_Name (503): free nitro \\[click\\](https:\\/\\/evil.example\\/login) \\@everyone \\<\\@123\\> \\*\\*urgent\\*\\* \\|\\|x\\|\\| \\`code\\` \\> quote \\# big \\~\\~gone\\~\\~ \\\\\\*',
      ]);
      expect(post!.raw).not.toContain('[click](');
      expect(post!.raw).not.toContain('https://evil.example');
    });
  });
}

import { describe, expect, it } from 'vitest';
import { discordText } from './discord-text';

describe('discordText', () => {
  it('escapes what Discord reads as markup, and leaves other text alone', () => {
    expect(discordText('[click](https://evil.example/login)', 100)).toBe('\\[click\\](https:\\/\\/evil.example\\/login)');
    expect(discordText('@everyone @here <@123> <@&45> <#67> <t:1:R>', 100)).toBe('\\@everyone \\@here \\<\\@123\\> \\<\\@&45\\> \\<\\#67\\> \\<t:1:R\\>');
    expect(discordText('-# small\n> quote\n# Title\n- item', 100)).toBe('\\-\\# small\n\\> quote\n\\# Title\n\\- item');
    expect(discordText('Scammer (500): FREE ROBUX, 100% real!', 100)).toBe('Scammer (500): FREE ROBUX, 100% real!');
    expect(discordText('ünïcödé 🎉 text', 100)).toBe('ünïcödé 🎉 text');
  });

  it('cuts to the limit without splitting an escape or a character', () => {
    expect(discordText('ab[cd', 3)).toBe('ab');
    expect(discordText('ab[cd', 4)).toBe('ab\\[');
    expect(discordText('a🎉', 2)).toBe('a');
    expect(discordText('*'.repeat(5000), 4000)).toBe('\\*'.repeat(2000));
    expect(discordText('x'.repeat(5000), 4000)).toHaveLength(4000);
  });
});

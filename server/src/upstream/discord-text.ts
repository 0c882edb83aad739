// Text from players (chat, names, item names, anything quoted in an alert) goes into a Discord
// embed as plain text, never as markup: every character Discord's markdown gives a meaning to is
// escaped with a backslash (Discord shows the character and drops the backslash). So a player
// cannot plant a masked link (`[click](https://evil.example/login)`), a mention (`@everyone`,
// `<@123>`, `<#channel>`), a clickable bare link (`/` is escaped, so `https://` is no longer one),
// a heading, a quote, a spoiler or a code block in the staff channel.
const MARKUP = new Set(['\\', '*', '_', '~', '`', '|', '[', ']', '<', '>', '#', '@', '-', '/']);

/** `text` escaped for Discord, cut to at most `max` characters (never inside an escape or a surrogate pair). */
export function discordText(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    const piece = MARKUP.has(ch) ? `\\${ch}` : ch;
    if (out.length + piece.length > max) break;
    out += piece;
  }
  return out;
}

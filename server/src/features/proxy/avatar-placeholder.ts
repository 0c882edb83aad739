// The image answered when the platform cannot give us an avatar: a coloured circle with the
// player's initial, so an <img> is never broken. Pure SVG: no script, no external reference, and the
// only variable text (the initial) is XML-escaped.

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

// Characters XML 1.0 cannot carry, and invisible ones that would draw an empty circle.
// eslint-disable-next-line no-control-regex
const UNDRAWABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff0-\uffff]/u;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first visible character of the name (a whole grapheme: 'Ż', '田', an emoji), upper-cased. */
export function initialOf(name: string | undefined): string {
  for (const { segment } of segmenter.segment((name ?? '').trim())) {
    if (UNDRAWABLE.test(segment) || /^\s+$/u.test(segment)) continue;
    return segment.toLocaleUpperCase('en-US');
  }
  return '?';
}

/** A stable hue per player, so the same player keeps the same colour everywhere. */
export function hueOf(userId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}

export function placeholderSvg(userId: string, name: string | undefined, size = 150): string {
  const half = size / 2;
  const initial = escapeXml(initialOf(name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${initial}">` +
    `<circle cx="${half}" cy="${half}" r="${half}" fill="hsl(${hueOf(userId)}, 55%, 42%)"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="Roboto, Helvetica, Arial, sans-serif" font-size="${Math.round(size * 0.45)}" font-weight="500">${initial}</text>` +
    `</svg>`
  );
}

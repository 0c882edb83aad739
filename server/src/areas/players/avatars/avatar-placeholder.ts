// The image answered when the platform cannot give us an avatar: a coloured circle with a head and
// shoulders, so an <img> is never broken. Drawn from the id alone, never from anything stored about
// the player: the route is public, and its answer must not tell whether the id was ever seen (nor
// the first letter of a name). Staff see the name beside it anyway. Pure SVG: no text, no script,
// no external reference.

/** A stable hue per player, so the same player keeps the same colour everywhere. */
export function hueOf(userId: string): number {
  let hash = 2166136261;
  for (let i = 0; i < userId.length; i++) {
    hash ^= userId.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}

export function placeholderSvg(userId: string, size = 150): string {
  const unit = size / 150;
  const n = (value: number) => Math.round(value * unit * 100) / 100;
  // Three digits always: every placeholder of a size has the same length, whatever the id.
  const hue = String(hueOf(userId)).padStart(3, '0');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="Player">` +
    `<circle cx="${n(75)}" cy="${n(75)}" r="${n(75)}" fill="hsl(${hue}, 55%, 42%)"/>` +
    `<circle cx="${n(75)}" cy="${n(58)}" r="${n(26)}" fill="#ffffff" fill-opacity="0.85"/>` +
    `<path d="M${n(30)} ${n(128)}a${n(45)} ${n(40)} 0 0 1 ${n(90)} 0z" fill="#ffffff" fill-opacity="0.85"/>` +
    `</svg>`
  );
}

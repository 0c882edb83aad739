// A session's browser in a few words ("Chrome 126 on Windows") from its User-Agent header, which
// the server keeps (up to 200 characters) for each sign-in. Unknown shapes are shortened, not guessed.

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]*.*\bSafari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export const UNKNOWN_BROWSER = 'Unknown browser';
const MAX_RAW = 48;

export function describeUserAgent(userAgent: string): string {
  const ua = userAgent.trim();
  if (ua === '') return UNKNOWN_BROWSER;
  const browser = BROWSERS.map(([name, pattern]) => ({ name, match: pattern.exec(ua) })).find((b) => b.match !== null);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0];
  if (browser) {
    const text = `${browser.name} ${browser.match?.[1] ?? ''}`.trim();
    return system ? `${text} on ${system}` : text;
  }
  // Not a browser we know (a script, a tool): its first words, shortened.
  return ua.length > MAX_RAW ? `${ua.slice(0, MAX_RAW - 1).trimEnd()}…` : ua;
}

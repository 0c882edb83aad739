// Calling the outside world (game platform, translation service) without letting it slow us down.
// Used by the avatar and thumbnails proxies, the translation client, Open Cloud and Discord:
//   fetchWithTimeout(url, timeoutMs, init?)  fetch bounded by AbortSignal.timeout (and init.signal), never following a redirect
//   redirectOf(response, from)                → 'a redirect to <host:port>' when the answer is a 3xx, for the caller's refusal
//   fetchJson(url, timeoutMs, init?)          → unknown; throws UpstreamError on timeout, non-2xx (a redirect included), bad JSON
//   fetchImage(url, timeoutMs, {allowedHosts}) → {bytes, contentType}; only from the platform's image hosts, redirects only within
//                                               the same host and port, the type sniffed from the bytes
//                                               (PNG, JPEG, GIF, WebP only: never SVG or HTML from outside)
//   sniffImageType(bytes)                     → 'image/png' | … | undefined
//   UpstreamError                             reason: 'timeout' | 'network' | 'status' | 'invalid' | 'too-large'

export type UpstreamFailure = 'timeout' | 'network' | 'status' | 'invalid' | 'too-large';

export class UpstreamError extends Error {
  constructor(
    readonly reason: UpstreamFailure,
    message: string,
  ) {
    super(message);
  }
}

function describe(error: unknown, url: string | URL): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return new UpstreamError('timeout', `${new URL(url).host} timed out`);
  const message = error instanceof Error ? error.message : String(error);
  return new UpstreamError('network', `${new URL(url).host} unreachable: ${message}`);
}

/**
 * fetch bounded by `timeoutMs` for the whole exchange, body included. A redirect is never followed
 * (whatever `init` says): it would carry the request, its key and its body to wherever the answer
 * points, so a 3xx comes back as it is and each caller refuses it.
 */
export function fetchWithTimeout(url: string | URL, timeoutMs: number, init: RequestInit = {}): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(url, { ...init, signal, redirect: 'manual' });
}

/** Where a 3xx answer points, as 'a redirect to <host>' (the host and port only), for a message; undefined for any other answer. */
export function redirectOf(response: Response, from: string | URL): string | undefined {
  if (response.status < 300 || response.status > 399) return undefined;
  const location = response.headers.get('location');
  if (location === null) return 'a redirect';
  try {
    return `a redirect to ${new URL(location, from).host.slice(0, 255)}`;
  } catch {
    return 'a redirect';
  }
}

async function ok(url: string | URL, timeoutMs: number, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetchWithTimeout(url, timeoutMs, init);
  } catch (error) {
    throw describe(error, url);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    const redirect = redirectOf(response, url);
    throw new UpstreamError('status', `${new URL(url).host} answered ${response.status}${redirect ? `, ${redirect}, not followed` : ''}`);
  }
  return response;
}

/** Reads at most `maxBytes` of the body, whatever Content-Length claims. */
async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError('too-large', `body of ${declared} bytes exceeds ${maxBytes}`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new UpstreamError('too-large', `body exceeds ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export async function fetchJson(url: string | URL, timeoutMs: number, init: RequestInit = {}, maxBytes = 1024 * 1024): Promise<unknown> {
  const response = await ok(url, timeoutMs, { ...init, headers: { accept: 'application/json', ...init.headers } });
  let text: string;
  try {
    text = (await readLimited(response, maxBytes)).toString('utf8');
  } catch (error) {
    throw describe(error, url);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UpstreamError('invalid', `${new URL(url).host} answered something other than JSON`);
  }
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The raster type the bytes actually are; undefined for anything else (HTML, SVG, garbage). */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return undefined;
}

export interface UpstreamImage {
  bytes: Buffer;
  contentType: ImageType;
}

/** Whether `hostname` is one of `hosts`: an exact name, or `*.domain` for any name under it. */
export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const name = hostname.toLowerCase();
  return hosts.some((h) => (h.startsWith('*.') ? name.endsWith(h.slice(1).toLowerCase()) : name === h.toLowerCase()));
}

const MAX_IMAGE_REDIRECTS = 3;

/**
 * An image from one of `allowedHosts` (the platform's image hosts): a URL elsewhere is refused, and
 * a redirect is followed only within the same scheme, host and port, so neither the metadata the
 * platform answers nor an image host's redirect can point the server at another machine or at
 * another service on an allowed one (an internal address, an admin port).
 */
export async function fetchImage(
  url: string | URL,
  timeoutMs: number,
  options: { maxBytes?: number; allowedHosts: readonly string[] },
): Promise<UpstreamImage> {
  let target = new URL(url);
  let response: Response | undefined;
  for (let hop = 0; hop <= MAX_IMAGE_REDIRECTS && !response; hop++) {
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new UpstreamError('invalid', `refusing ${target.protocol} image URL`);
    if (!hostAllowed(target.hostname, options.allowedHosts))
      throw new UpstreamError('invalid', `refusing an image from ${target.host}, not an image host of the platform`);
    let answer: Response;
    try {
      answer = await fetchWithTimeout(target, timeoutMs, { headers: { accept: 'image/png,image/jpeg,image/webp,image/gif' }, redirect: 'manual' });
    } catch (error) {
      throw describe(error, target);
    }
    const location = answer.headers.get('location');
    if (answer.status >= 300 && answer.status < 400 && location) {
      await answer.body?.cancel().catch(() => undefined);
      let next: URL;
      try {
        next = new URL(location, target);
      } catch {
        throw new UpstreamError('invalid', `${target.host} redirected an image to an address that is not a URL`);
      }
      if (next.origin !== target.origin)
        throw new UpstreamError('invalid', `refusing a redirect of an image from ${target.host} to ${next.host.slice(0, 255)}: another host or port`);
      target = next;
      continue;
    }
    if (!answer.ok) {
      await answer.body?.cancel().catch(() => undefined);
      throw new UpstreamError('status', `${target.host} answered ${answer.status}`);
    }
    response = answer;
  }
  if (!response) throw new UpstreamError('invalid', `more than ${MAX_IMAGE_REDIRECTS} redirects for an image`);
  let bytes: Buffer;
  try {
    bytes = await readLimited(response, options.maxBytes ?? 2 * 1024 * 1024);
  } catch (error) {
    throw describe(error, target);
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new UpstreamError('invalid', `${target.host} answered something other than an image`);
  return { bytes, contentType };
}

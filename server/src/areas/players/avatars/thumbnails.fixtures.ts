// Test fixture: the game platform's thumbnails service as a real HTTP server on a loopback port,
// for the avatar and item thumbnail proxies. It answers one metadata endpoint (which ids, which
// size) with an image URL per id it knows, serves those images, records every call, and can be
// told to fail, stall or answer nonsense.
import { startFakeServer } from '../../../upstream/fake-server.fixtures';

// A 1×1 PNG, as the platform's CDN would serve.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** How the platform answers: `slow` stalls every metadata answer 3 s, `slow-image` the images alone. */
export type PlatformMode = 'ok' | 'slow' | 'error' | 'garbage' | 'pending' | 'bad-image' | 'slow-image';

/** The ways the platform fails to answer metadata, each with a player or asset id of its own. */
export const FAILING_METADATA: readonly [PlatformMode, number][] = [
  ['slow', 601],
  ['error', 602],
  ['garbage', 603],
  ['pending', 604],
];

export interface PlatformState {
  mode: PlatformMode;
  metadataCalls: { ids: string[]; query: Record<string, string> }[];
  /** The ids whose image was downloaded, in order. */
  imageCalls: string[];
}

export interface MetadataEndpoint {
  path: string;
  /** The query parameter listing the ids, comma-separated. */
  idsParam: string;
  /** Ids the platform has no thumbnail for are left out of its answer. */
  knows?: (id: string) => boolean;
}

export async function startFakePlatform({ path, idsParam, knows = () => true }: MetadataEndpoint) {
  const state: PlatformState = { mode: 'ok', metadataCalls: [], imageCalls: [] };
  const server = await startFakeServer((req, res, base) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const answer = (status: number, type: string, body: string | Buffer, delayMs = state.mode === 'slow' ? 3000 : 0) => {
      const send = () => res.writeHead(status, { 'content-type': type }).end(body);
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    };
    if (url.pathname === path) {
      const ids = (url.searchParams.get(idsParam) ?? '').split(',');
      state.metadataCalls.push({ ids, query: Object.fromEntries(url.searchParams) });
      if (state.mode === 'error') return answer(500, 'text/plain', 'Internal Server Error');
      if (state.mode === 'garbage') return answer(200, 'application/json', '<html>definitely not json');
      const pending = state.mode === 'pending';
      const data = ids
        .filter(knows)
        .map((id) => ({ targetId: Number(id), state: pending ? 'Pending' : 'Completed', imageUrl: pending ? null : `${base}/img/${id}.png`, version: 'TN3' }));
      return answer(200, 'application/json', JSON.stringify({ data }));
    }
    const img = /^\/img\/(\d+)\.png$/.exec(url.pathname);
    if (img) {
      state.imageCalls.push(img[1]!);
      if (state.mode === 'bad-image') return answer(200, 'image/png', '<svg onload="alert(1)"></svg>');
      return answer(200, 'image/png', PNG, state.mode === 'slow-image' ? 3000 : 0);
    }
    answer(404, 'text/plain', 'not found');
  });
  /** Back to answering well, with no calls recorded (before each test). */
  const reset = () => {
    state.mode = 'ok';
    state.metadataCalls = [];
    state.imageCalls = [];
  };
  return { state, reset, ...server };
}

export type FakePlatform = Awaited<ReturnType<typeof startFakePlatform>>;

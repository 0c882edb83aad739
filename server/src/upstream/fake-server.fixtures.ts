// Test fixture: a real HTTP server on a free loopback port, standing in for an outside service
// (the game platform, the translation service). `base` is its own address, for URLs it hands out.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  close(): Promise<void>;
}

export async function startFakeServer(handle: (req: IncomingMessage, res: ServerResponse, base: string) => void): Promise<FakeServer> {
  const server = createServer((req, res) => handle(req, res, url));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

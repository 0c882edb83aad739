// A real local HTTP server in front of the real console that can be told to fail the next requests:
// answer a status itself (429 with Retry-After, 500), forward and then lose the answer (the server
// stored the batch, the game never hears so), cut the connection, or never answer.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Fault =
  | { kind: 'status'; status: number; retryAfter?: string }
  /** Forwards the request, then answers 502 instead of the server's answer. */
  | { kind: 'lose-answer' }
  | { kind: 'reset' }
  | { kind: 'hang' };

export class FaultProxy {
  /** Requests seen, by path (without the query). */
  readonly seen: string[] = [];
  private faults: { pathPrefix: string; fault: Fault }[] = [];
  private readonly hung = new Set<IncomingMessage>();

  private constructor(
    private readonly server: Server,
    private readonly target: string,
  ) {}

  static async start(target: string): Promise<FaultProxy> {
    const handlers: { proxy?: FaultProxy } = {};
    const server = createServer((req, res) => {
      void handlers.proxy!.handle(req, res);
    });
    const proxy = new FaultProxy(server, target);
    handlers.proxy = proxy;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next requests whose path starts with `pathPrefix` meet these faults, one each, in order. */
  fail(pathPrefix: string, ...faults: Fault[]): void {
    for (const fault of faults) this.faults.push({ pathPrefix, fault });
  }

  pendingFaults(): number {
    return this.faults.length;
  }

  async close(): Promise<void> {
    for (const req of this.hung) req.socket.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    this.seen.push(path);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const index = this.faults.findIndex((f) => path.startsWith(f.pathPrefix));
    const fault = index >= 0 ? this.faults.splice(index, 1)[0]!.fault : null;

    if (fault?.kind === 'status') {
      res.writeHead(fault.status, { 'content-type': 'application/json', ...(fault.retryAfter ? { 'retry-after': fault.retryAfter } : {}) });
      res.end(JSON.stringify({ success: false, error: `injected ${fault.status}` }));
      return;
    }
    if (fault?.kind === 'reset') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'hang') {
      this.hung.add(req);
      return;
    }

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers[name] = value;
    }
    const body = Buffer.concat(chunks);
    const answer = await fetch(this.target + (req.url ?? '/'), {
      method: req.method ?? 'GET',
      headers,
      ...(body.length > 0 ? { body } : {}),
    });
    const text = await answer.text();
    if (fault?.kind === 'lose-answer') {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
      return;
    }
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    res.end(text);
  }
}

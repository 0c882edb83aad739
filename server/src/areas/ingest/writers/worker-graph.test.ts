// The ingest worker loads its whole import graph through tsx at every start (each SQLite app's
// first batch, each server start), so that graph stays narrow: the writers, the watch matching,
// the chat hours, the reports writer and the db layer, without any area's routes or services, fastify, or the domain's
// schemas and zod (the narrow entries: watch/matching, logs/chat/chat-upkeep.ts, domain/values...).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';

const WORKER_MODULE = new URL('./sqlite-writer.worker.ts', import.meta.url).href;

/** The modules a worker loads before it waits for its first batch. */
async function workerImports(file: string): Promise<string[]> {
  const bootstrap = `const { parentPort } = await import('node:worker_threads');
    const urls = [];
    const tsx = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
    tsx.register({ onImport: (url) => urls.push(url) });
    await import(${JSON.stringify(WORKER_MODULE)});
    parentPort.postMessage(urls);`;
  const worker = new Worker(bootstrap, { eval: true, workerData: { file, server: true } });
  try {
    return await new Promise<string[]>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  } finally {
    await worker.terminate();
  }
}

describe('the ingest worker', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-console-worker-graph-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the writers and what they need, nothing of the routes, services or schemas', async () => {
    const urls = await workerImports(path.join(dir, 'console.db'));
    const ours = urls.filter((u) => !u.includes('/node_modules/')).map((u) => u.replace(/^.*\/(server|domain)\/src\//, '$1/'));
    expect(ours).toContain('server/areas/ingest/write-batch.ts');
    expect(ours).toContain('server/areas/watch/matching/raise-alerts.ts');
    expect(ours).toContain('server/areas/reports/writer/reports-sqlite.ts');
    // Entries other than the narrow ones bring a whole area (or the whole domain) with them.
    const narrowEntries = ['server/areas/watch/matching/index.ts', 'server/areas/reports/writer/index.ts', 'domain/values/index.ts'];
    const wide = ours.filter((u) => /\.(routes|service)\.ts$|\/index\.ts$|^domain\/schemas\//.test(u) && !narrowEntries.includes(u));
    expect(wide).toEqual([]);
    expect(urls.filter((u) => /\/node_modules\/(zod|fastify)\//.test(u))).toEqual([]);
  });
});

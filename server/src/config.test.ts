import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has safe defaults and no default secret or admin password', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ host: '127.0.0.1', port: 3000, dataDir: path.resolve('data'), tokenTtlSeconds: 28800, adminUsername: 'admin' });
    expect(loadConfig({ INIT_CWD: '/srv/console', DATA_DIR: 'logs' }).dataDir).toBe('/srv/console/logs');
    expect(c.jwtSecret).toBeUndefined();
    expect(c.adminPassword).toBeUndefined();
    expect(c.databaseUrl).toBeUndefined();
    expect(c.translateUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT .*\(got 'abc'\)\.$/],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ TOKEN_TTL: '5' }, /TOKEN_TTL must be at least 60 seconds/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres:\/\//],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD must be at least 12 characters/],
    [{ ROBLOX_THUMBNAILS_URL: 'ftp://x' }, /ROBLOX_THUMBNAILS_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('fails fast with one sentence naming the bad variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('RETENTION_*_DAYS keep each log forever unless set to a whole number of days', () => {
    expect(loadConfig({}).retention).toEqual({ chat: undefined, trades: undefined, marketplace: undefined, audit: undefined });
    expect(loadConfig({ RETENTION_CHAT_DAYS: '90', RETENTION_AUDIT_DAYS: '365', RETENTION_TRADES_DAYS: '' }).retention).toEqual({
      chat: 90,
      trades: undefined,
      marketplace: undefined,
      audit: 365,
    });
    expect(() => loadConfig({ RETENTION_CHAT_DAYS: '0' })).toThrow(
      "Invalid configuration: RETENTION_CHAT_DAYS must be at least 1 day (leave it unset to keep forever) (got '0').",
    );
    expect(() => loadConfig({ RETENTION_TRADES_DAYS: '1.5' })).toThrow(/^Invalid configuration: RETENTION_TRADES_DAYS must be a whole number of days/);
    expect(() => loadConfig({ RETENTION_MARKETPLACE_DAYS: 'ninety' })).toThrow(
      /^Invalid configuration: RETENTION_MARKETPLACE_DAYS must be a whole number of days/,
    );
    expect(() => loadConfig({ RETENTION_AUDIT_DAYS: '40000' })).toThrow(/RETENTION_AUDIT_DAYS must be at most 36500 days/);
  });

  it('METRICS_TOKEN is unset (no /metrics) or at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-metrics-token' }).metricsToken).toBe('a-long-enough-metrics-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/^Invalid configuration: METRICS_TOKEN must be at least 16 characters/);
  });

  it('SERVE is everything by default, or the appeal page alone; the appeal page is PUBLIC_URL/appeal unless APPEAL_URL says otherwise', () => {
    expect(loadConfig({}).serve).toBe('all');
    expect(loadConfig({ SERVE: 'appeals' }).serve).toBe('appeals');
    expect(() => loadConfig({ SERVE: 'staff' })).toThrow(/^Invalid configuration: SERVE must be 'all' or 'appeals' \(got 'staff'\)/);
    expect(loadConfig({ PORT: '4000' }).appealUrl).toBe('http://localhost:4000/appeal');
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com/' }).appealUrl).toBe('https://console.example.com/appeal');
    expect(loadConfig({ PUBLIC_URL: 'https://console.example.com', APPEAL_URL: 'https://appeals.example.com/' }).appealUrl).toBe('https://appeals.example.com');
  });

  it('USER_REQUESTS_PER_SECOND is 20 by default, 0 for none, never negative or a word', () => {
    expect(loadConfig({}).userRequestsPerSecond).toBe(20);
    expect(loadConfig({ USER_REQUESTS_PER_SECOND: '0' }).userRequestsPerSecond).toBe(0);
    expect(loadConfig({ USER_REQUESTS_PER_SECOND: '2.5' }).userRequestsPerSecond).toBe(2.5);
    expect(() => loadConfig({ USER_REQUESTS_PER_SECOND: '-1' })).toThrow(/^Invalid configuration: USER_REQUESTS_PER_SECOND must be at least 0/);
    expect(() => loadConfig({ USER_REQUESTS_PER_SECOND: 'lots' })).toThrow(/^Invalid configuration: USER_REQUESTS_PER_SECOND must be a number/);
  });

  it('TRUST_PROXY takes a hop count or proxy addresses, never "every hop"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,::1' }).trustProxy).toEqual({ proxies: ['10.0.0.0/8', '192.0.2.7', '::1'] });
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be a hop count or a list of proxy addresses, never true/,
    );
    for (const bad of ['0', '11', 'proxy.example', '10.0.0.0/33', 'yes']) expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('SESSION_MAX_AGE bounds sessions (12 hours unless set)', () => {
    expect(loadConfig({}).sessionMaxAgeSeconds).toBe(43200);
    expect(loadConfig({ SESSION_MAX_AGE: '3600' }).sessionMaxAgeSeconds).toBe(3600);
    expect(() => loadConfig({ SESSION_MAX_AGE: '10' })).toThrow(/SESSION_MAX_AGE must be at least 300 seconds/);
  });

  it('reads Open Cloud (both the key and the universe, or neither) and the outbox limits', () => {
    const c = loadConfig({});
    expect(c.openCloud).toEqual({ url: 'https://apis.roblox.com', apiKey: undefined, universeId: undefined });
    expect(c.outbox).toEqual({ maxAttempts: 12, maxBackoffMs: 300_000 });
    const set = loadConfig({
      ROBLOX_OPEN_CLOUD_API_KEY: 'k',
      ROBLOX_UNIVERSE_ID: '123',
      ROBLOX_OPEN_CLOUD_URL: 'http://127.0.0.1:9/',
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_MAX_BACKOFF_MS: '20',
    });
    expect(set.openCloud).toEqual({ url: 'http://127.0.0.1:9', apiKey: 'k', universeId: '123' });
    expect(set.outbox).toEqual({ maxAttempts: 3, maxBackoffMs: 20 });
    expect(() => loadConfig({ ROBLOX_OPEN_CLOUD_API_KEY: 'k' })).toThrow(/^Invalid configuration: ROBLOX_UNIVERSE_ID must be set too/);
    expect(() => loadConfig({ ROBLOX_UNIVERSE_ID: '123' })).toThrow(/ROBLOX_OPEN_CLOUD_API_KEY must be set too/);
    expect(() => loadConfig({ ROBLOX_OPEN_CLOUD_API_KEY: 'k', ROBLOX_UNIVERSE_ID: 'game' })).toThrow(/ROBLOX_UNIVERSE_ID must be the numeric id/);
    expect(() => loadConfig({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(/OUTBOX_MAX_ATTEMPTS must be at least 1/);
    // The key never appears in an error about another variable.
    expect(() => loadConfig({ ROBLOX_OPEN_CLOUD_API_KEY: 'secret-key-value' })).not.toThrow(/secret-key-value/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', JWT_SECRET: '' }).port).toBe(3000);
  });

  it('reads the lopsided-trade thresholds (defaults 5 and 10,000) and refuses nonsense', () => {
    expect(loadConfig({}).lopsided).toEqual({ ratio: 5, minRap: 10_000 });
    expect(loadConfig({ LOPSIDED_RATIO: '3', LOPSIDED_MIN_RAP: '0' }).lopsided).toEqual({ ratio: 3, minRap: 0 });
    expect(loadConfig({ LOPSIDED_RATIO: '2.5', LOPSIDED_MIN_RAP: '' }).lopsided).toEqual({ ratio: 2.5, minRap: 10_000 });
    expect(() => loadConfig({ LOPSIDED_RATIO: '1' })).toThrow("Invalid configuration: LOPSIDED_RATIO must be greater than 1 (got '1').");
    expect(() => loadConfig({ LOPSIDED_RATIO: 'five' })).toThrow(/^Invalid configuration: LOPSIDED_RATIO must be a number/);
    expect(() => loadConfig({ LOPSIDED_MIN_RAP: '-1' })).toThrow("Invalid configuration: LOPSIDED_MIN_RAP must be at least 0 (got '-1').");
    expect(() => loadConfig({ LOPSIDED_MIN_RAP: 'Infinity' })).toThrow(/LOPSIDED_MIN_RAP/);
  });
});

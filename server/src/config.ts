// Every environment variable the server reads, parsed and validated in one place.
// A bad value stops the process with one sentence naming the variable.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { API_REQUEST_TIMEOUT_MS, LOPSIDED_TRADE_DEFAULTS, MIN_PASSWORD, passwordLongEnough } from '@staff-console/domain';
import { isAddressOrRange, isNarrowEnough, MAX_TRUSTED_ENTRIES, MIN_IPV4_PREFIX, MIN_IPV6_PREFIX, type TrustProxy } from './trust-proxy';

const port = z.coerce.number().int().min(0).max(65535);
const httpUrl = z.url({ protocol: /^https?$/ });
const retentionDays = z.coerce
  .number({ error: 'must be a whole number of days (leave it unset to keep forever)' })
  .int('must be a whole number of days (leave it unset to keep forever)')
  .min(1, 'must be at least 1 day (leave it unset to keep forever)')
  .max(36500, 'must be at most 36500 days (leave it unset to keep forever)')
  .optional();

const EnvSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // A streaming replica of DATABASE_URL for the read-only log screens (PostgreSQL only).
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Threads that run the log screens' reads on SQLite (the writer stays on the main thread).
  SQLITE_READ_THREADS: z.coerce.number({ error: 'must be a number' }).int().min(0, 'must be at least 0').max(64, 'must be at most 64').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60, 'must be at least 60 seconds')
    .max(30 * 24 * 3600)
    .default(28800),
  // A session's maximum age from its sign-in, in seconds: no token refresh extends it further.
  SESSION_MAX_AGE: z.coerce
    .number()
    .int()
    .min(300, 'must be at least 300 seconds')
    .max(30 * 24 * 3600, 'must be at most 30 days')
    .default(43200),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be 1-100 letters, digits, dots, dashes or underscores')
    .default('admin'),
  ADMIN_PASSWORD: z.string().refine(passwordLongEnough, `must be at least ${MIN_PASSWORD} characters`).optional(),
  ROBLOX_THUMBNAILS_URL: httpUrl.default('https://thumbnails.roblox.com'),
  // Where the platform's images may come from: exact host names or `*.domain`, comma-separated.
  ROBLOX_IMAGE_HOSTS: z
    .string()
    .default('*.rbxcdn.com')
    .refine((v) => v.split(',').every((h) => /^(\*\.)?[A-Za-z0-9.-]+$/.test(h.trim())), 'must be a comma-separated list of host names or *.domain patterns'),
  // Bans through Roblox Open Cloud's user restrictions: both the key and the universe, or neither.
  ROBLOX_OPEN_CLOUD_API_KEY: z.string().min(1).optional(),
  ROBLOX_UNIVERSE_ID: z
    .string()
    .regex(/^\d{1,20}$/, 'must be the numeric id of the game universe')
    .optional(),
  ROBLOX_OPEN_CLOUD_URL: httpUrl.default('https://apis.roblox.com'),
  // Deliveries to outside services (Open Cloud bans): attempts before giving up, and the longest
  // wait between two (the wait doubles from 1 s up to it).
  OUTBOX_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(12),
  OUTBOX_MAX_BACKOFF_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, 'must be at least 1')
    .max(24 * 3600 * 1000, 'must be at most 86400000 (a day)')
    .default(300_000),
  // Hosts a Discord webhook URL may point at (exact names, comma-separated). Webhooks are https://
  // only, except on a loopback host named here (a local fake Discord in tests).
  DISCORD_WEBHOOK_HOSTS: z
    .string()
    .default('discord.com, discordapp.com')
    .refine((v) => v.split(',').every((h) => /^[A-Za-z0-9.:-]+$/.test(h.trim())), 'must be a comma-separated list of host names'),
  // The console's address as staff open it, for links in Discord alerts (default http://localhost:PORT).
  PUBLIC_URL: httpUrl.optional(),
  // The players' appeal page as they open it (default PUBLIC_URL/appeal): another host when a
  // process of its own serves it (SERVE=appeals).
  APPEAL_URL: httpUrl.optional(),
  // Days after an appeal is decided before the same sanction may be appealed again.
  APPEAL_COOLDOWN_DAYS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number of days')
    .min(0, 'must be at least 0')
    .max(3650, 'must be at most 3650')
    .default(30),
  // What this process serves: everything (the console), or only the players' appeal page and its
  // calls, for a process of its own in front of the internet (README, "Operations").
  SERVE: z.enum(['all', 'appeals'], { error: "must be 'all' or 'appeals'" }).default('all'),
  TRANSLATE_URL: httpUrl.optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Off, a hop count (1–10), or a comma-separated list of the proxies' addresses or CIDR ranges.
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (v) => v.trim().toLowerCase() !== 'true',
      'must be a hop count or a list of proxy addresses, never true (trusting every hop lets a client choose its own address)',
    )
    .refine(
      (v) => v === 'false' || /^([1-9]|10)$/.test(v) || v.split(',').every((entry) => isAddressOrRange(entry.trim())),
      'must be false, a hop count from 1 to 10, or a comma-separated list of IP addresses or CIDR ranges',
    )
    .refine(
      (v) => v === 'false' || /^\d+$/.test(v) || (v.split(',').length <= MAX_TRUSTED_ENTRIES && v.split(',').every((entry) => isNarrowEnough(entry.trim()))),
      `must list at most ${MAX_TRUSTED_ENTRIES} proxies, each range no wider than an IPv4 /${MIN_IPV4_PREFIX} or an IPv6 /${MIN_IPV6_PREFIX} (IPv4 inside IPv6 counts as IPv4): a wider range lets clients choose their own address`,
    ),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(4000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600000).default(API_REQUEST_TIMEOUT_MS),
  // A trade is flagged lopsided when stored (domain `lopsided`): one side's RAP is over RATIO × the
  // other's and over MIN_RAP. A ratio of 1 or less would flag every even trade.
  LOPSIDED_RATIO: z.coerce
    .number({ error: 'must be a number' })
    .gt(1, 'must be greater than 1')
    .max(1_000_000, 'must be at most 1000000')
    .default(LOPSIDED_TRADE_DEFAULTS.ratio),
  LOPSIDED_MIN_RAP: z.coerce
    .number({ error: 'must be a number' })
    .min(0, 'must be at least 0')
    .max(Number.MAX_SAFE_INTEGER, 'is too large')
    .default(LOPSIDED_TRADE_DEFAULTS.minRap),
  // How many days each log is kept (older rows are deleted by the retention job); unset keeps it forever.
  RETENTION_CHAT_DAYS: retentionDays,
  RETENTION_TRADES_DAYS: retentionDays,
  RETENTION_MARKETPLACE_DAYS: retentionDays,
  RETENTION_AUDIT_DAYS: retentionDays,
  // Requests a second each signed-in staff member is served (five seconds' worth at once); 0 turns the limit off.
  USER_REQUESTS_PER_SECOND: z.coerce.number({ error: 'must be a number' }).min(0, 'must be at least 0').max(100_000, 'must be at most 100000').default(20),
  // The bearer token GET /metrics asks for; unset, /metrics does not exist (404).
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A read replica for the log screens (PostgreSQL). */
  databaseReadUrl: string | undefined;
  /** Read threads on SQLite; 0 reads on the main thread. */
  sqliteReadThreads: number;
  /** Undefined until resolved by `resolveJwtSecret` (generated once into DATA_DIR). */
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
  adminUsername: string;
  adminPassword: string | undefined;
  robloxThumbnailsUrl: string;
  /** Hosts the platform's images may be fetched from (exact names or `*.domain`). */
  robloxImageHosts: string[];
  translateUrl: string | undefined;
  /** Hosts Discord webhook URLs may point at. */
  discordWebhookHosts: string[];
  /** The console's own address, for links to events in Discord alerts. */
  publicUrl: string;
  /** The players' appeal page, which the game names to a sanctioned player. */
  appealUrl: string;
  /** Days after an appeal is decided before the same sanction may be appealed again. */
  appealCooldownDays: number;
  /**
   * The public appeal page's answers come no sooner than this after the request arrived, so a known
   * and an unknown code take the same time. Not an environment variable: the default is the appeals
   * area's APPEAL_ANSWER_FLOOR_MS; tests lower it.
   */
  appealAnswerFloorMs?: number;
  translateApiKey: string | undefined;
  /** Everything, or only the public appeal page and its calls (a process of its own, facing the internet). */
  serve: 'all' | 'appeals';
  /** Roblox Open Cloud: `apiKey` and `universeId` are both set, or neither (bans are then not_configured). */
  openCloud: { url: string; apiKey: string | undefined; universeId: string | undefined };
  outbox: { maxAttempts: number; maxBackoffMs: number };
  logLevel: string;
  /** Which X-Forwarded-For hops are believed for the client's address. */
  trustProxy: TrustProxy;
  upstreamTimeoutMs: number;
  requestTimeoutMs: number;
  /** Thresholds of the lopsided-trade flag, applied by every trade writer when a trade is stored. */
  lopsided: { ratio: number; minRap: number };
  /** Days each log is kept; undefined keeps it forever (docs/RULES.md, "Operations"). */
  retention: RetentionDays;
  /** The bearer token of GET /metrics; undefined: the route answers 404. */
  metricsToken: string | undefined;
  /** Requests a second served to each signed-in staff member (http/user-rate.ts); 0 is no limit. */
  userRequestsPerSecond: number;
}

export interface RetentionDays {
  chat: number | undefined;
  trades: number | undefined;
  marketplace: number | undefined;
  audit: number | undefined;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  return { proxies: value.split(',').map((entry) => entry.trim()) };
}

const blankToUndefined = (env: NodeJS.ProcessEnv): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(blankToUndefined(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const got = env[name];
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${got !== undefined ? ` (got '${got}')` : ''}.`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration: DATABASE_READ_URL needs DATABASE_URL: a read replica is of a PostgreSQL primary.');
  }
  if ((e.ROBLOX_OPEN_CLOUD_API_KEY === undefined) !== (e.ROBLOX_UNIVERSE_ID === undefined)) {
    const missing = e.ROBLOX_OPEN_CLOUD_API_KEY === undefined ? 'ROBLOX_OPEN_CLOUD_API_KEY' : 'ROBLOX_UNIVERSE_ID';
    throw new ConfigError(`Invalid configuration: ${missing} must be set too: Open Cloud bans need both the API key and the universe id.`);
  }
  return {
    host: e.HOST,
    port: e.PORT,
    // Relative to where the command was typed: `npm start` and `npm run import` run inside server/.
    dataDir: path.resolve(env.INIT_CWD || process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    sqliteReadThreads: e.SQLITE_READ_THREADS ?? Math.max(2, availableParallelism()),
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    robloxThumbnailsUrl: e.ROBLOX_THUMBNAILS_URL.replace(/\/+$/, ''),
    robloxImageHosts: e.ROBLOX_IMAGE_HOSTS.split(',').map((h) => h.trim()),
    translateUrl: e.TRANSLATE_URL?.replace(/\/+$/, ''),
    discordWebhookHosts: e.DISCORD_WEBHOOK_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== ''),
    publicUrl,
    appealUrl: (e.APPEAL_URL ?? `${publicUrl}/appeal`).replace(/\/+$/, ''),
    appealCooldownDays: e.APPEAL_COOLDOWN_DAYS,
    translateApiKey: e.TRANSLATE_API_KEY,
    serve: e.SERVE,
    openCloud: { url: e.ROBLOX_OPEN_CLOUD_URL.replace(/\/+$/, ''), apiKey: e.ROBLOX_OPEN_CLOUD_API_KEY, universeId: e.ROBLOX_UNIVERSE_ID },
    outbox: { maxAttempts: e.OUTBOX_MAX_ATTEMPTS, maxBackoffMs: e.OUTBOX_MAX_BACKOFF_MS },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    lopsided: { ratio: e.LOPSIDED_RATIO, minRap: e.LOPSIDED_MIN_RAP },
    retention: {
      chat: e.RETENTION_CHAT_DAYS,
      trades: e.RETENTION_TRADES_DAYS,
      marketplace: e.RETENTION_MARKETPLACE_DAYS,
      audit: e.RETENTION_AUDIT_DAYS,
    },
    metricsToken: e.METRICS_TOKEN,
    userRequestsPerSecond: e.USER_REQUESTS_PER_SECOND,
  };
}

/** Test-only settings (read here so that no other file touches process.env). */
export const testEnv = {
  /** A PostgreSQL server to run the API tests against as well (a database per test file is created in it). */
  databaseUrl: (): string | undefined => process.env.TEST_DATABASE_URL || undefined,
  /** Property-based test runs per route (FUZZ_RUNS; more for a deeper local run). */
  fuzzRuns: (): number => Number(process.env.FUZZ_RUNS) || 25,
};

/** The operating system's variables a child process needs to run: programs, home, temporary files, locale, time zone. */
const CHILD_SYSTEM_VARIABLES = ['PATH', 'HOME', 'TMPDIR', 'TZ', 'LANG', 'LC_ALL'] as const;

/**
 * The environment of a child process that tests, the benchmark and tools start (the server, the
 * import CLI): the system variables above and the settings given, nothing else of this process's
 * environment, so a DATABASE_URL or a secret meant for this process never reaches a child.
 */
export function childProcessEnv(settings: Readonly<Record<string, string | undefined>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of CHILD_SYSTEM_VARIABLES) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }
  for (const [name, value] of Object.entries(settings)) if (value !== undefined) env[name] = value;
  return env;
}

/** Facts about how a command was run. */
export const runtimeEnv = {
  /** Where the user typed the command (npm sets INIT_CWD; scripts themselves run in their workspace). */
  invocationDir: (): string => process.env.INIT_CWD || process.cwd(),
};

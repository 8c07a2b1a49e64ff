import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { weakAdminPassword, weakSessionSecret } from './secret-strength.js';
import { defaultEmbeddedPostgresPort, defaultQueuePrefix } from './checkout-defaults.js';

/** Root of the repository (backend/src/config → ../../..), also valid for the built backend/dist/config. */
/** How long a request waits for a new database connection before it answers 503 (DATABASE_CONNECT_TIMEOUT_MS). */
export const DEFAULT_DATABASE_CONNECT_TIMEOUT_MS = 5000;

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /**
   * Behind reverse proxies: how many stand in front (a hop count) or their addresses; the client
   * address is then read from X-Forwarded-For past them. False: the connection's own address.
   */
  trustProxy: false | number | string[];
  publicUrl: string;
  dataDir: string;
  logLevel: string;
  /** Who may read the API documentation at /api/docs and /api/docs-json. */
  apiDocs: 'public' | 'admin' | 'off';
  /** Fill an empty database with the demo academy at start-up. */
  seedDemo: boolean;
  /** Browser tests only: a file holding milliseconds to add to the clock, so a journey can move time across processes. */
  testClockFile: string | null;
  database: {
    url: string | undefined;
    /** Without EMBEDDED_POSTGRES_PORT: one derived from the data directory (see checkout-defaults.ts). */
    embeddedPort: number;
    /** EMBEDDED_POSTGRES_PORT was set: use exactly that port, never another. */
    embeddedPortFromEnv: boolean;
    debug: boolean;
    connectTimeoutMs: number;
    /** Statements with parameters run as named prepared statements (database/prepared-statements.ts). */
    preparedStatements: boolean;
    /** Hot standbys of DATABASE_URL that take the catalogue and learning reads (docs/adr/0015-read-replicas.md). */
    readReplicas: ReadReplicaSettings;
  };
  redis: { url: string; queuePrefix: string };
  auth: {
    jwtSecret: string;
    cookieSecure: boolean;
    sessionDays: number;
    /** Failed sign-ins per e-mail and address before each further attempt waits (doubling, up to 15 minutes). */
    loginFreeAttemptsPerPair: number;
    /** Failed sign-ins per address, whatever the e-mail, before each further attempt waits (doubling, up to an hour). */
    loginFreeAttemptsPerIp: number;
    registrationsPerIp: number;
    /** Sign-up answers "this address has an account" one client address may get in an hour (docs/adr/0018). */
    takenAddressAnswersPerIp: number;
    /** Requests each API token may make per minute, counted across every replica. */
    apiTokenRequestsPerMinute: number;
    /** Argon2id cost of new password hashes (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS). */
    passwordHash: PasswordHashCost;
  };
  admin: { email: string | undefined; password: string | undefined };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    runWorker: boolean;
    inviteTtlDays: number;
    retryDelayMs: number;
    outboxPollMs: number;
    requeueAfterMs: number;
  };
  /**
   * The admin analytics summary: refreshed every `refreshMs` by the process that runs jobs; a request
   * never serves figures older than `maxAgeMs` (it recomputes them first).
   */
  analytics: { refreshMs: number; maxAgeMs: number };
  /** Employer single sign-on: whether an identity provider may be on this machine (tests and development only). */
  sso: { allowLoopback: boolean };
  /** Outgoing webhooks: delivery attempts, back-off, timeout, and whether loopback targets are allowed (development only). */
  webhooks: {
    allowLoopback: boolean;
    attempts: number;
    retryDelayMs: number;
    timeoutMs: number;
    outboxPollMs: number;
    requeueAfterMs: number;
  };
  stripe: {
    secretKey: string | undefined;
    publishableKey: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string | undefined;
  };
  web: {
    staticRoot: string;
    learnerRemoteUrl: string;
    adminRemoteUrl: string;
    corsOrigins: string[];
  };
  /** Learner uploads (quiz answer files). */
  uploads: {
    /** Bytes one learner may keep in uploads altogether (UPLOAD_QUOTA_MB). */
    quotaBytes: number;
    /** Files one quiz attempt may hold (MAX_FILES_PER_ATTEMPT). */
    maxFilesPerAttempt: number;
  };
  /** SCORM lessons: package limits, where packages are unpacked, and how long a launch may fetch its files. */
  scorm: {
    /** Bytes of an uploaded package, and of its files once unpacked (SCORM_MAX_BYTES). */
    maxBytes: number;
    /** Files one package may hold (SCORM_MAX_FILES). */
    maxFiles: number;
    /** The directory packages are unpacked into, one directory per upload (SCORM_STORAGE_DIR). */
    storageDir: string;
    /** Minutes a launch's content address stays valid (SCORM_CONTENT_TOKEN_MINUTES). */
    contentTokenMinutes: number;
  };
  /**
   * The academy's model provider for AI practice: any OpenAI-compatible Chat Completions endpoint.
   * Without LLM_BASE_URL and LLM_MODEL, AI practice is off (`configured: false`).
   */
  model: {
    configured: boolean;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    /** How long one persona reply may take before it fails as retryable (LLM_REPLY_TIMEOUT_MS). */
    replyTimeoutMs: number;
    /** How long grading one transcript may take (LLM_GRADING_TIMEOUT_MS). */
    gradingTimeoutMs: number;
    /** Tokens one practice attempt may spend, replies and grading together (PRACTICE_ATTEMPT_TOKEN_BUDGET). */
    attemptTokenBudget: number;
    /** Tokens one learner may spend on practice in a UTC day (PRACTICE_DAILY_TOKEN_BUDGET). */
    dailyTokenBudget: number;
  };
  /** The Ed25519 private key (32-byte seed, base64url) that signs credentials; unset: one kept in the database. */
  credentialSigningKey: string | undefined;
  /** Sign-in with identity providers over OpenID Connect: only those with a client id and secret are on. */
  socialSignIn: SocialProviderSettings[];
  /** Stopping on SIGTERM (graceful-shutdown.ts). */
  shutdown: {
    /** How long a stopping API keeps serving as usual, health answering 503, before it stops listening (SHUTDOWN_DRAIN_MS). */
    drainMs: number;
    /** How long in-flight requests (in the worker: active jobs) may take to finish once it stops listening (SHUTDOWN_TIMEOUT_MS). */
    timeoutMs: number;
  };
}

export const SOCIAL_PROVIDER_IDS = ['google', 'linkedin', 'microsoft'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** One identity provider the academy signs in with (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, …). */
export interface SocialProviderSettings {
  id: SocialProviderId;
  /** What the buttons say: 'Continue with {name}'. */
  name: string;
  clientId: string;
  clientSecret: string;
  /** The OpenID issuer whose discovery document names the endpoints (`{ID}_ISSUER` overrides it, e.g. a test issuer). */
  issuer: string;
}

export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}

/** OWASP's password-storage parameters for argon2id (19 MiB, 2 iterations, 1 lane): the default, and the least allowed outside tests. */
export const OWASP_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 19_456, iterations: 2 };

export interface ReadReplicaSettings {
  /** READ_REPLICA_URLS; empty: every read goes to DATABASE_URL. */
  urls: string[];
  /** How often each replica's replay position (and the primary's WAL position) is read (READ_REPLICA_POLL_MS). */
  pollMs: number;
  /** A replica further behind the primary than this is left out until it catches up (READ_REPLICA_MAX_LAG_MS). */
  maxLagMs: number;
}

/** Settings from the repository's .env file, when there is one; variables already set win. */
export function loadDotEnv(): void {
  const file = join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(key: string, fallback?: string): string | undefined {
    const value = this.env[key]?.trim();
    return value ? value : fallback;
  }

  integer(key: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.string(key);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${key} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  boolean(key: string, fallback: boolean): boolean {
    const raw = this.string(key);
    if (raw === undefined) return fallback;
    if (/^(1|true|yes|on)$/i.test(raw)) return true;
    if (/^(0|false|no|off)$/i.test(raw)) return false;
    this.problems.push(`${key} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(key: string, values: readonly T[], fallback: T): T {
    const raw = this.string(key);
    if (raw === undefined) return fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${key} must be one of ${values.join(', ')} (got "${raw}")`);
    return fallback;
  }

  url(key: string, protocols: string[], fallback?: string): string | undefined {
    const raw = this.string(key, fallback);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
    } catch {
      this.problems.push(`${key} must be a URL starting with ${protocols.join(' or ')} (got "${redact(raw)}")`);
      return undefined;
    }
    return raw;
  }

  /** A hop count (1–10) or a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal. */
  trustedProxies(key: string): false | number | string[] {
    const raw = this.string(key);
    if (raw === undefined || /^(0|false|no|off)$/i.test(raw)) return false;
    if (/^(true|yes|on|\*)$/i.test(raw)) {
      this.problems.push(
        `${key}=${raw} would believe any X-Forwarded-For a client makes up, which lifts every per-address limit; set the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.0/8)`,
      );
      return false;
    }
    if (/^\d+$/.test(raw)) return this.integer(key, 1, 1, 10);
    const entries = raw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      this.problems.push(`${key} must be a number of proxies or a list of their addresses or CIDR ranges (not "${invalid.join('", "')}")`);
      return false;
    }
    return entries;
  }

  /** A comma-separated list of URLs, each with one of `protocols`. */
  urlList(key: string, protocols: string[]): string[] {
    const entries = (this.string(key) ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !URL.canParse(entry) || !protocols.includes(new URL(entry).protocol));
    if (invalid.length === 0) return entries;
    this.problems.push(
      `${key} must be a comma-separated list of URLs starting with ${protocols.join(' or ')} (not "${invalid.map(redact).join('", "')}")`,
    );
    return [];
  }

  /** Records `reason` (a sentence without its subject) against the key, when there is one. */
  problem(key: string, reason: string | undefined): void {
    if (reason) this.problems.push(`${key} ${reason}`);
  }

  required(key: string, value: string | undefined, why: string): void {
    if (!value) this.problems.push(`${key} is required ${why}`);
  }
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}

/** Builds the one typed configuration object from the environment; throws ConfigError naming every bad key. */
export function loadConfig(env: Env = process.env): AppConfig {
  const read = new EnvReader(env);
  const nodeEnv = read.string('NODE_ENV', 'development');
  if (nodeEnv !== 'development' && nodeEnv !== 'production' && nodeEnv !== 'test') {
    read.problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);
  }
  const production = nodeEnv === 'production';
  const port = read.integer('PORT', 3000, 0, 65535);
  const publicUrl = (read.url('PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`) ?? `http://localhost:${port}`).replace(
    /\/$/,
    '',
  );
  const dataDir = resolve(REPO_ROOT, read.string('DATA_DIR', '.data')!);

  const jwtSecret = read.string('JWT_SECRET');
  if (production) read.required('JWT_SECRET', jwtSecret, 'in production (a long random string)');
  if (jwtSecret && jwtSecret.length < 32) read.problems.push('JWT_SECRET must be at least 32 characters');
  else if (production && jwtSecret) read.problem('JWT_SECRET', weakSessionSecret(jwtSecret));
  const adminPassword = read.string('ADMIN_PASSWORD');
  if (production && adminPassword) read.problem('ADMIN_PASSWORD', weakAdminPassword(adminPassword));
  const stripeSecretKey = read.string('STRIPE_SECRET_KEY');
  const stripeWebhookSecret = read.string('STRIPE_WEBHOOK_SECRET');
  if (stripeSecretKey) read.required('STRIPE_WEBHOOK_SECRET', stripeWebhookSecret, 'when STRIPE_SECRET_KEY is set');
  const credentialSigningKey = read.string('CREDENTIAL_SIGNING_KEY');
  if (credentialSigningKey && !/^[A-Za-z0-9_-]{43}$/.test(credentialSigningKey)) {
    read.problems.push('CREDENTIAL_SIGNING_KEY must be 32 random bytes in base64url (43 characters)');
  }

  const config: AppConfig = {
    env: (nodeEnv as AppConfig['env']) ?? 'development',
    host: read.string('HOST', '127.0.0.1')!,
    port,
    trustProxy: read.trustedProxies('TRUST_PROXY'),
    publicUrl,
    dataDir,
    logLevel: read.string('LOG_LEVEL', production ? 'info' : 'debug')!,
    apiDocs: read.oneOf('API_DOCS', ['public', 'admin', 'off'] as const, 'public'),
    seedDemo: read.boolean('SEED_DEMO', !production),
    testClockFile: read.string('TEST_CLOCK_FILE') ?? null,
    database: {
      url: read.url('DATABASE_URL', ['postgres:', 'postgresql:']),
      embeddedPort: read.integer('EMBEDDED_POSTGRES_PORT', defaultEmbeddedPostgresPort(dataDir), 1, 65535),
      embeddedPortFromEnv: read.string('EMBEDDED_POSTGRES_PORT') !== undefined,
      debug: read.boolean('DATABASE_DEBUG', false),
      connectTimeoutMs: read.integer('DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_CONNECT_TIMEOUT_MS, 100, 600_000),
      preparedStatements: read.boolean('DATABASE_PREPARED_STATEMENTS', true),
      readReplicas: readReplicaSettings(read),
    },
    redis: {
      url: read.url('REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379') ?? 'redis://127.0.0.1:6379',
      queuePrefix: read.string('QUEUE_PREFIX', defaultQueuePrefix(dataDir, production))!,
    },
    auth: {
      jwtSecret: jwtSecret ?? (production ? '' : developmentSecret(dataDir, read)),
      cookieSecure: read.boolean('COOKIE_SECURE', publicUrl.startsWith('https:')),
      sessionDays: read.integer('SESSION_DAYS', 7, 1, 365),
      loginFreeAttemptsPerPair: read.integer('LOGIN_ATTEMPTS_PER_EMAIL_AND_IP', 5, 1),
      loginFreeAttemptsPerIp: read.integer('LOGIN_ATTEMPTS_PER_IP', 100, 1),
      registrationsPerIp: read.integer('REGISTRATIONS_PER_IP', 20, 1),
      takenAddressAnswersPerIp: read.integer('TAKEN_ADDRESS_ANSWERS_PER_IP', 3, 1),
      apiTokenRequestsPerMinute: read.integer('API_TOKEN_REQUESTS_PER_MINUTE', 600, 1),
      passwordHash: passwordHashCost(read, nodeEnv === 'test'),
    },
    admin: { email: read.string('ADMIN_EMAIL')?.toLowerCase(), password: adminPassword },
    mail: {
      smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:']),
      from: read.string('MAIL_FROM', 'Recruiting Academy <no-reply@recruiting-academy.local>')!,
      runWorker: read.boolean('RUN_WORKER', true),
      inviteTtlDays: read.integer('INVITE_TTL_DAYS', 14, 1, 365),
      retryDelayMs: read.integer('MAIL_RETRY_DELAY_MS', 2000, 10),
      outboxPollMs: read.integer('MAIL_OUTBOX_POLL_MS', 1000, 50, 600_000),
      requeueAfterMs: read.integer('MAIL_REQUEUE_AFTER_MS', 10 * 60_000, 1000),
    },
    analytics: analyticsTiming(read),
    sso: { allowLoopback: read.boolean('SSO_ALLOW_LOOPBACK', false) },
    webhooks: {
      allowLoopback: read.boolean('WEBHOOKS_ALLOW_LOOPBACK', false),
      attempts: read.integer('WEBHOOKS_ATTEMPTS', 8, 1, 30),
      retryDelayMs: read.integer('WEBHOOKS_RETRY_DELAY_MS', 30_000, 10),
      timeoutMs: read.integer('WEBHOOKS_TIMEOUT_MS', 10_000, 100, 120_000),
      outboxPollMs: read.integer('WEBHOOKS_OUTBOX_POLL_MS', 1000, 50, 600_000),
      requeueAfterMs: read.integer('WEBHOOKS_REQUEUE_AFTER_MS', 10 * 60_000, 1000),
    },
    stripe: {
      secretKey: stripeSecretKey,
      publishableKey: read.string('STRIPE_PUBLISHABLE_KEY'),
      webhookSecret: stripeWebhookSecret,
      apiBase: read.url('STRIPE_API_BASE', ['http:', 'https:']),
    },
    web: {
      staticRoot: resolve(REPO_ROOT, read.string('STATIC_ROOT', '.')!),
      learnerRemoteUrl: read.string('LEARNER_REMOTE_URL', '/remotes/learner/mf-manifest.json')!,
      adminRemoteUrl: read.string('ADMIN_REMOTE_URL', '/remotes/admin/mf-manifest.json')!,
      corsOrigins: (read.string('CORS_ORIGINS') ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    },
    uploads: {
      quotaBytes: read.integer('UPLOAD_QUOTA_MB', 200, 1, 1_000_000) * 1024 * 1024,
      maxFilesPerAttempt: read.integer('MAX_FILES_PER_ATTEMPT', 10, 1, 1000),
    },
    scorm: {
      maxBytes: read.integer('SCORM_MAX_BYTES', 200 * 1024 * 1024, 1024, 2_000_000_000),
      maxFiles: read.integer('SCORM_MAX_FILES', 5000, 1, 100_000),
      storageDir: resolve(dataDir, read.string('SCORM_STORAGE_DIR', 'scorm')!),
      contentTokenMinutes: read.integer('SCORM_CONTENT_TOKEN_MINUTES', 240, 1, 24 * 60),
    },
    model: modelSettings(read),
    credentialSigningKey,
    socialSignIn: socialProviders(read),
    shutdown: {
      // Outside production nothing balances load in front of the API (and watch mode restarts it on every save).
      drainMs: read.integer('SHUTDOWN_DRAIN_MS', production ? 5000 : 0, 0, 600_000),
      timeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 20_000, 100, 600_000),
    },
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/** Only tests may hash more cheaply than OWASP's parameters: a weaker setting anywhere else stops start-up. */
function passwordHashCost(read: EnvReader, test: boolean): PasswordHashCost {
  const least = test ? { memoryKib: 8, iterations: 1 } : OWASP_PASSWORD_HASH_COST;
  const why = test ? '' : " (OWASP's minimum for argon2id; only NODE_ENV=test may use less)";
  const memoryKib = read.integer('PASSWORD_HASH_MEMORY_KIB', OWASP_PASSWORD_HASH_COST.memoryKib, 0, 4_194_304);
  const iterations = read.integer('PASSWORD_HASH_ITERATIONS', OWASP_PASSWORD_HASH_COST.iterations, 0, 100);
  if (memoryKib < least.memoryKib)
    read.problems.push(`PASSWORD_HASH_MEMORY_KIB must be at least ${least.memoryKib}${why} (got ${memoryKib})`);
  if (iterations < least.iterations)
    read.problems.push(`PASSWORD_HASH_ITERATIONS must be at least ${least.iterations}${why} (got ${iterations})`);
  return { memoryKib, iterations };
}

const SOCIAL_PROVIDERS: { id: SocialProviderId; prefix: string; name: string; issuer: (read: EnvReader) => string }[] = [
  { id: 'google', prefix: 'GOOGLE', name: 'Google', issuer: () => 'https://accounts.google.com' },
  { id: 'linkedin', prefix: 'LINKEDIN', name: 'LinkedIn', issuer: () => 'https://www.linkedin.com/oauth' },
  {
    id: 'microsoft',
    prefix: 'MICROSOFT',
    name: 'Microsoft',
    // `common` (the default) takes work, school and personal accounts; its discovery document names the
    // issuer `…/{tenantid}/v2.0`, which openid-client resolves per ID token from its `tid` claim.
    issuer: (read) => `https://login.microsoftonline.com/${encodeURIComponent(read.string('MICROSOFT_TENANT', 'common')!)}/v2.0`,
  },
];

/** An issuer over plain http is accepted on this machine only (a test issuer). */
export function isLoopbackHttp(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}

function socialProviders(read: EnvReader): SocialProviderSettings[] {
  const providers: SocialProviderSettings[] = [];
  for (const provider of SOCIAL_PROVIDERS) {
    const clientId = read.string(`${provider.prefix}_CLIENT_ID`);
    const clientSecret = read.string(`${provider.prefix}_CLIENT_SECRET`);
    if (Boolean(clientId) !== Boolean(clientSecret)) {
      read.problems.push(
        `${provider.prefix}_CLIENT_ID and ${provider.prefix}_CLIENT_SECRET go together: set both to turn ${provider.name} sign-in on, or neither`,
      );
      continue;
    }
    const issuer = read.url(`${provider.prefix}_ISSUER`, ['https:', 'http:']) ?? provider.issuer(read);
    if (!issuer.startsWith('https:') && !isLoopbackHttp(issuer)) {
      read.problems.push(`${provider.prefix}_ISSUER must be an https URL (plain http only on localhost, for a test issuer)`);
      continue;
    }
    if (clientId && clientSecret)
      providers.push({ id: provider.id, name: provider.name, clientId, clientSecret, issuer: issuer.replace(/\/$/, '') });
  }
  return providers;
}

function modelSettings(read: EnvReader): AppConfig['model'] {
  const baseUrl = read.url('LLM_BASE_URL', ['http:', 'https:']);
  const model = read.string('LLM_MODEL');
  if (baseUrl && !model) read.problems.push('LLM_MODEL is required when LLM_BASE_URL is set (the model name the provider serves)');
  if (model && !baseUrl)
    read.problems.push("LLM_BASE_URL is required when LLM_MODEL is set (the provider's OpenAI-compatible /v1 address)");
  return {
    configured: Boolean(baseUrl && model),
    baseUrl,
    apiKey: read.string('LLM_API_KEY'),
    model,
    replyTimeoutMs: read.integer('LLM_REPLY_TIMEOUT_MS', 30_000, 100, 600_000),
    gradingTimeoutMs: read.integer('LLM_GRADING_TIMEOUT_MS', 60_000, 100, 600_000),
    attemptTokenBudget: read.integer('PRACTICE_ATTEMPT_TOKEN_BUDGET', 30_000, 100, 10_000_000),
    dailyTokenBudget: read.integer('PRACTICE_DAILY_TOKEN_BUDGET', 150_000, 100, 100_000_000),
  };
}

function analyticsTiming(read: EnvReader): AppConfig['analytics'] {
  const refreshMs = read.integer('ANALYTICS_REFRESH_MS', 30_000, 1000, 3_600_000);
  const maxAgeMs = read.integer('ANALYTICS_MAX_AGE_MS', 60_000, 2000, 86_400_000);
  if (maxAgeMs <= refreshMs)
    read.problems.push(
      `ANALYTICS_MAX_AGE_MS (${maxAgeMs}) must be more than ANALYTICS_REFRESH_MS (${refreshMs}), or requests would recompute the analytics themselves`,
    );
  return { refreshMs, maxAgeMs };
}

function readReplicaSettings(read: EnvReader): ReadReplicaSettings {
  const urls = read.urlList('READ_REPLICA_URLS', ['postgres:', 'postgresql:']);
  if (urls.length > 0 && !read.string('DATABASE_URL'))
    read.problems.push('READ_REPLICA_URLS needs DATABASE_URL: replicas stand beside a PostgreSQL of your own, not the embedded one');
  const pollMs = read.integer('READ_REPLICA_POLL_MS', 200, 10, 60_000);
  const maxLagMs = read.integer('READ_REPLICA_MAX_LAG_MS', 5000, 100, 3_600_000);
  if (maxLagMs < 2 * pollMs)
    read.problems.push(`READ_REPLICA_MAX_LAG_MS must be at least twice READ_REPLICA_POLL_MS (got ${maxLagMs} and ${pollMs})`);
  return { urls, pollMs, maxLagMs };
}

/** Development only: a random secret generated once and kept in the data directory. */
function developmentSecret(dataDir: string, read: EnvReader): string {
  const file = join(dataDir, 'jwt-secret');
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    const secret = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  } catch (error) {
    read.problems.push(
      `DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); choose another DATA_DIR`,
    );
    return '';
  }
}

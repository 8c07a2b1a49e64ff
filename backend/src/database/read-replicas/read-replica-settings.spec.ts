import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../config/config.js';
import { parseLsn } from './replica-state.js';

describe('READ_REPLICA_URLS and its settings', () => {
  const primary = 'postgres://academy:secret@db-primary:5432/academy';
  // JWT_SECRET keeps loadConfig from writing a development secret into the data directory.
  const settings = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'development', JWT_SECRET: randomBytes(32).toString('base64url'), DATABASE_URL: primary, ...env }).database
      .readReplicas;
  const problems = (env: Record<string, string>): string[] => {
    try {
      settings(env);
    } catch (error) {
      return (error as ConfigError).problems;
    }
    return [];
  };

  it('has no replicas by default', () => {
    expect(settings({})).toEqual({ urls: [], pollMs: 200, maxLagMs: 5000 });
  });

  it('reads a comma-separated list of replica URLs, keeping their parameters', () => {
    const urls = [
      'postgres://academy:secret@db-replica-1:5432/academy?sslmode=require',
      'postgresql://academy:secret@db-replica-2/academy',
    ];
    expect(
      settings({ READ_REPLICA_URLS: ` ${urls[0]} ,${urls[1]},`, READ_REPLICA_POLL_MS: '100', READ_REPLICA_MAX_LAG_MS: '2000' }),
    ).toEqual({ urls, pollMs: 100, maxLagMs: 2000 });
  });

  it('names an entry that is not a PostgreSQL URL, without its password', () => {
    expect(problems({ READ_REPLICA_URLS: `${primary},mysql://academy:hunter2@db/academy,replica-host` })).toEqual([
      'READ_REPLICA_URLS must be a comma-separated list of URLs starting with postgres: or postgresql: (not "mysql://academy:***@db/academy", "replica-host")',
    ]);
  });

  it('needs DATABASE_URL: the embedded PostgreSQL has no replicas', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'development', JWT_SECRET: randomBytes(32).toString('base64url'), READ_REPLICA_URLS: primary }),
    ).toThrow('READ_REPLICA_URLS needs DATABASE_URL: replicas stand beside a PostgreSQL of your own, not the embedded one');
  });

  it('refuses a lag limit the poll interval cannot measure', () => {
    expect(problems({ READ_REPLICA_POLL_MS: '1000', READ_REPLICA_MAX_LAG_MS: '1500' })).toEqual([
      'READ_REPLICA_MAX_LAG_MS must be at least twice READ_REPLICA_POLL_MS (got 1500 and 1000)',
    ]);
    expect(problems({ READ_REPLICA_POLL_MS: '0' })).toEqual(['READ_REPLICA_POLL_MS must be an integer between 10 and 60000 (got "0")']);
  });
});

describe('WAL positions', () => {
  it('orders positions as PostgreSQL does', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0')! > parseLsn('0/FFFFFFFF')!).toBe(true);
  });

  it('has no position for anything else (a made-up cookie)', () => {
    for (const text of [undefined, '', '16B374D848', '0/', 'x/1', '0/1; other', '123456789/0']) expect(parseLsn(text)).toBeUndefined();
  });
});

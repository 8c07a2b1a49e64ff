import { ConfigError, loadConfig } from './config.js';

const base = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256', DATA_DIR: '/tmp/academy-config-spec' };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('analytics summary timing', () => {
  it('refreshes every 30 s and serves nothing older than a minute by default', () => {
    expect(loadConfig(base).analytics).toEqual({ refreshMs: 30_000, maxAgeMs: 60_000 });
  });

  it('reads both settings', () => {
    expect(loadConfig({ ...base, ANALYTICS_REFRESH_MS: '10000', ANALYTICS_MAX_AGE_MS: '20000' }).analytics).toEqual({
      refreshMs: 10_000,
      maxAgeMs: 20_000,
    });
  });

  it('refuses a maximum age that the refresh interval does not stay under', () => {
    expect(problems({ ANALYTICS_REFRESH_MS: '60000', ANALYTICS_MAX_AGE_MS: '60000' })).toEqual([
      'ANALYTICS_MAX_AGE_MS (60000) must be more than ANALYTICS_REFRESH_MS (60000), or requests would recompute the analytics themselves',
    ]);
  });

  it('refuses values that are not whole milliseconds in range', () => {
    expect(problems({ ANALYTICS_REFRESH_MS: 'soon' })).toEqual([
      'ANALYTICS_REFRESH_MS must be an integer between 1000 and 3600000 (got "soon")',
    ]);
    expect(problems({ ANALYTICS_MAX_AGE_MS: '500' })).toEqual([
      'ANALYTICS_MAX_AGE_MS must be an integer between 2000 and 86400000 (got "500")',
    ]);
  });
});

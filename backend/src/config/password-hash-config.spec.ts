import { ConfigError, loadConfig, OWASP_PASSWORD_HASH_COST } from './config.js';

const secrets = { JWT_SECRET: 'a-production-secret-3f9c1e7a2b8d4c6e0a5f9b1d7e3c8a2f', DATA_DIR: '/tmp/academy-config-spec' };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...secrets, ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('password hash cost', () => {
  it("is OWASP's argon2id parameters by default, in every environment", () => {
    expect(OWASP_PASSWORD_HASH_COST).toEqual({ memoryKib: 19_456, iterations: 2 });
    for (const NODE_ENV of ['production', 'development', 'test']) {
      expect(loadConfig({ ...secrets, NODE_ENV }).auth.passwordHash).toEqual(OWASP_PASSWORD_HASH_COST);
    }
  });

  it('may be raised anywhere', () => {
    expect(
      loadConfig({ ...secrets, NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '3' }).auth
        .passwordHash,
    ).toEqual({
      memoryKib: 65_536,
      iterations: 3,
    });
  });

  it('stops production and development from starting with weaker parameters', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(problems({ NODE_ENV, PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' })).toEqual([
        "PASSWORD_HASH_MEMORY_KIB must be at least 19456 (OWASP's minimum for argon2id; only NODE_ENV=test may use less) (got 1024)",
        "PASSWORD_HASH_ITERATIONS must be at least 2 (OWASP's minimum for argon2id; only NODE_ENV=test may use less) (got 1)",
      ]);
    }
  });

  it('lets tests hash cheaply, within what argon2 accepts', () => {
    expect(
      loadConfig({ ...secrets, NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_ITERATIONS: '1' }).auth.passwordHash,
    ).toEqual({ memoryKib: 8, iterations: 1 });
    expect(problems({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '4', PASSWORD_HASH_ITERATIONS: '0' })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB must be at least 8 (got 4)',
      'PASSWORD_HASH_ITERATIONS must be at least 1 (got 0)',
    ]);
  });
});

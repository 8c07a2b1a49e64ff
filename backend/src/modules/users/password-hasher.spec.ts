import { loadConfig } from '../../config/config.js';
import { PasswordHasher } from './password-hasher.service.js';

const config = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256', DATA_DIR: '/tmp/academy-hasher-spec', ...env });

describe('PasswordHasher', () => {
  it('stores argon2id hashes at the configured cost, each with its own salt', async () => {
    const hasher = new PasswordHasher(config({ NODE_ENV: 'production' }));
    const [first, second] = await Promise.all([hasher.hash('correct-horse-battery'), hasher.hash('correct-horse-battery')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
  });

  it('checks a password at the cost its hash was stored with', async () => {
    const cheap = await new PasswordHasher(
      config({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_ITERATIONS: '1' }),
    ).hash('correct-horse-battery');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    const hasher = new PasswordHasher(config({ NODE_ENV: 'production' }));
    await expect(hasher.matches(cheap, 'correct-horse-battery')).resolves.toBe(true);
    await expect(hasher.matches(cheap, 'correct-horse-batterY')).resolves.toBe(false);
  });

  it('answers false, never an error, for a stored value that is not a hash', async () => {
    const hasher = new PasswordHasher(config({ NODE_ENV: 'test' }));
    await expect(hasher.matches('', 'anything')).resolves.toBe(false);
    await expect(hasher.matches('$argon2id$v=19$damaged', 'anything')).resolves.toBe(false);
  });
});

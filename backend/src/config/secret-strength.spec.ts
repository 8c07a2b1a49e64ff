import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, REPO_ROOT } from './config.js';

const STRONG_SECRET = 'q3Jx9vT2mL8wZr5kN1cB7yH4pF6dS0gA';
const production = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, ...env });

/** Every value the repository's deployment files and docs show for a key (`KEY=value`, `KEY: value`, `${KEY:-value}`). */
function publishedValues(key: string): string[] {
  const docs = existsSync(join(REPO_ROOT, 'docs'))
    ? readdirSync(join(REPO_ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.md'))
        .map((file) => join('docs', file))
    : [];
  const files = ['docker-compose.yml', '.env.example', 'README.md', ...docs].filter((file) => existsSync(join(REPO_ROOT, file)));
  const patterns = [new RegExp(`${key}\\s*[=:]\\s*["']?([^\\s"'$\`{}]{6,})`, 'g'), new RegExp(`\\$\\{${key}:-([^}]+)\\}`, 'g')];
  return files.flatMap((file) => {
    const text = readFileSync(join(REPO_ROOT, file), 'utf8');
    return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
  });
}

describe('production secrets', () => {
  it('refuses the session secret compose used to default to, naming the key', () => {
    expect(production({ JWT_SECRET: 'change-me-to-a-long-random-string-of-48-chars' })).toThrow(
      'JWT_SECRET is an example value that anyone can read in the repository',
    );
  });

  it('refuses guessable session secrets however long', () => {
    for (const secret of [
      'x'.repeat(48),
      'abcdefghijklmnopqrstuvwxyzabcdefghijkl',
      '0123456789abcdef0123456789abcdef',
      'password'.repeat(5),
    ]) {
      expect(production({ JWT_SECRET: secret })).toThrow(/JWT_SECRET is (too easy to guess|an example value)/);
    }
  });

  it('accepts random secrets, e.g. 32 hex characters or openssl base64', () => {
    expect(production({ JWT_SECRET: 'a3f9c2e871b04d6e9a1c5f3b7d2e8a40' })).not.toThrow();
    expect(production({ JWT_SECRET: 'kR1v0Yb8p2Fh+Qw9zT6nLx3cA7eJ5mU4sD0gH1iN2oP3qW4eR5tY6uI7oP8aS9dF' })).not.toThrow();
  });

  it('refuses the published admin password and guessable ones, naming the key', () => {
    expect(production({ ADMIN_PASSWORD: 'change-me-now' })).toThrow(
      'ADMIN_PASSWORD is an example value that anyone can read in the repository',
    );
    expect(production({ ADMIN_PASSWORD: 'password123' })).toThrow('ADMIN_PASSWORD is too easy to guess');
    expect(production({ ADMIN_PASSWORD: 'short-one' })).toThrow('ADMIN_PASSWORD is too easy to guess');
    expect(production({ ADMIN_PASSWORD: 'tidal-orbit-quarry-lantern' })).not.toThrow();
  });

  it('development and test keep working with any value', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'change-me-to-a-long-random-string-of-48-chars', ADMIN_PASSWORD: 'change-me-now' }),
    ).not.toThrow();
  });

  it('refuses every value the repository shows for JWT_SECRET or ADMIN_PASSWORD', () => {
    for (const value of publishedValues('JWT_SECRET')) expect(production({ JWT_SECRET: value })).toThrow('JWT_SECRET');
    for (const value of publishedValues('ADMIN_PASSWORD')) expect(production({ ADMIN_PASSWORD: value })).toThrow('ADMIN_PASSWORD');
  });
});

describe('docker-compose.yml', () => {
  const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');

  it('requires the secrets instead of defaulting them', () => {
    expect(compose).toMatch(/^ {6}JWT_SECRET: \$\{JWT_SECRET:\?.+\}$/m);
    expect(compose).toMatch(/^ {6}ADMIN_PASSWORD: \$\{ADMIN_PASSWORD:\?.+\}$/m);
    expect(compose).toMatch(/^ {6}REDIS_URL: redis:\/\/:\$\{REDIS_PASSWORD:\?.+\}@redis:6379$/m);
    expect(compose).toMatch(/['"]--requirepass['"], ['"]\$\{REDIS_PASSWORD:\?/);
    expect(compose).not.toMatch(/\$\{(JWT_SECRET|ADMIN_PASSWORD|REDIS_PASSWORD):-/);
  });

  it('does not seed the demo academy or its demo learners', () => {
    expect(compose).toMatch(/^ {6}SEED_DEMO: ['"]false['"]$/m);
  });
});

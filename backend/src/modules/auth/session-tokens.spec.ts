import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/config.js';
import { SessionTokens } from './session-tokens.js';

describe('session tokens', () => {
  const secret = randomBytes(32).toString('base64url');
  const jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256' } });
  const tokens = new SessionTokens({ auth: { jwtSecret: secret } } as AppConfig, jwt);
  const sid = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

  afterEach(() => jest.useRealTimers());

  it("reads this server's token, and the same token again from what it verified", () => {
    const token = jwt.sign({ sub: 7, sid }, { expiresIn: '1h' });
    expect(tokens.read(token)).toMatchObject({ sub: 7, sid });
    expect(tokens.read(token)).toMatchObject({ sub: 7, sid });
  });

  it('refuses a token it had verified once it has expired', () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const token = jwt.sign({ sub: 7, sid }, { expiresIn: 60 });
    expect(tokens.read(token)).toMatchObject({ sub: 7 });
    jest.setSystemTime(new Date('2026-12-01T10:01:00Z'));
    expect(tokens.read(token)).toBeUndefined();
    expect(tokens.read(token)).toBeUndefined();
  });

  it('refuses a token signed with another key, a tampered one, one without an expiry and one that is not a token', () => {
    const other = new JwtService({ secret: randomBytes(32).toString('base64url') }).sign({ sub: 7, sid }, { expiresIn: '1h' });
    const [header, , signature] = jwt.sign({ sub: 7, sid }, { expiresIn: '1h' }).split('.');
    const tampered = [header, Buffer.from(JSON.stringify({ sub: 1, sid, exp: 4102444800 })).toString('base64url'), signature].join('.');
    const noExpiry = jwt.sign({ sub: 7, sid });
    for (const token of [other, tampered, noExpiry, 'not-a-token', '']) expect(tokens.read(token)).toBeUndefined();
  });

  it("refuses a token whose algorithm is not the server's", () => {
    const [, payload] = jwt.sign({ sub: 7, sid }, { expiresIn: '1h' }).split('.');
    const unsigned = [Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'), payload, ''].join('.');
    expect(tokens.read(unsigned)).toBeUndefined();
  });
});

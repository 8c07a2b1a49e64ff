import { classifyAddress, classifyHostWithoutLookup, guardedFetch, isRefusedTarget, resolveTarget } from './address-guard.js';

describe('the webhook address classifier', () => {
  it.each([
    ['93.184.215.14', 'public'],
    ['8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.20', 'private'],
    ['169.254.169.254', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'private'],
    ['255.255.255.255', 'private'],
    ['224.0.0.1', 'private'],
    ['192.0.2.1', 'private'],
    ['::', 'private'],
    ['fe80::1', 'private'],
    ['fd00::1', 'private'],
    ['fc00::1', 'private'],
    ['ff02::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:a00:1::', 'private'],
    ['::7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['::a9fe:a9fe', 'private'],
    ['::169.254.169.254', 'private'],
    ['::a00:1', 'private'],
    ['::c0a8:114', 'private'],
    ['::ffff:0:a00:1', 'private'],
    ['::ffff:0:7f00:1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'private'],
    ['64:ff9b:1::a00:1', 'private'],
    ['2002:7f00:1::', 'private'],
    ['2002:a9fe:a9fe::1', 'private'],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'private'],
    ['2001:db8::5efe:a00:1', 'private'],
    ['2600:1f18::5efe:a00:1', 'private'],
    ['2600:1f18::200:5efe:a9fe:a9fe', 'private'],
    ['2600:1f18::5efe:808:808', 'public'],
    ['::8.8.8.8', 'public'],
    ['not an address', 'private'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it('tells what it can of a URL host without DNS', () => {
    expect(classifyHostWithoutLookup('[::1]')).toBe('loopback');
    expect(classifyHostWithoutLookup('LOCALHOST')).toBe('loopback');
    expect(classifyHostWithoutLookup('api.localhost')).toBe('loopback');
    expect(classifyHostWithoutLookup('10.1.2.3')).toBe('private');
    expect(classifyHostWithoutLookup('[fd12::1]')).toBe('private');
    expect(classifyHostWithoutLookup('hooks.example.com')).toBe('name');
  });

  it('refuses a target when any address it resolves to is not public; loopback only when allowed', async () => {
    await expect(resolveTarget('10.0.0.1', true)).rejects.toThrow('Refused: 10.0.0.1 resolves to a private address (10.0.0.1)');
    await expect(resolveTarget('[::1]', false)).rejects.toThrow('Refused: ::1 resolves to a loopback address (::1)');
    await expect(resolveTarget('localhost', false)).rejects.toThrow(/^Refused: localhost resolves to a loopback address/);
    await expect(resolveTarget('127.0.0.1', true)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(resolveTarget('[::1]', true)).resolves.toEqual({ address: '::1', family: 6 });
  });

  it('refuses IPv6 forms that carry a private IPv4 address at delivery, as an address DNS might answer', async () => {
    await expect(resolveTarget('[::a9fe:a9fe]', true)).rejects.toThrow('Refused: ::a9fe:a9fe resolves to a private address (::a9fe:a9fe)');
    await expect(resolveTarget('[::7f00:1]', false)).rejects.toThrow('Refused: ::7f00:1 resolves to a loopback address (::7f00:1)');
    await expect(resolveTarget('[64:ff9b::a00:1]', true)).rejects.toThrow(/private address/);
    await expect(resolveTarget('[2600:1f18::5efe:a00:1]', true)).rejects.toThrow(/private address/);
  });
});

describe('guardedFetch', () => {
  it('refuses private and link-local hosts, and loopback unless allowed, before any request', async () => {
    for (const url of ['https://10.0.0.1/x', 'https://169.254.169.254/', 'http://[fd00::1]/']) {
      const refusal = await guardedFetch(true)(url).catch((error: unknown) => error);
      expect(isRefusedTarget(refusal)).toBe(true);
    }
    const loopback = await guardedFetch(false)('http://127.0.0.1:9/').catch((error: unknown) => error);
    expect(isRefusedTarget(loopback)).toBe(true);
    expect(isRefusedTarget(new Error('wrapped', { cause: loopback }))).toBe(true);
    expect(isRefusedTarget(new Error('other'))).toBe(false);
  });
});

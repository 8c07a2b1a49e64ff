import { describe, expect, it } from '@jest/globals';
import { browserLabel, initials, pictureProblem } from './account';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('browserLabel', () => {
  it('names the browser and the system', () => {
    expect(browserLabel(UA.chromeWindows)).toBe('Chrome on Windows');
    expect(browserLabel(UA.headlessLinux)).toBe('Chrome on Linux');
    expect(browserLabel(UA.safariIphone)).toBe('Safari on iOS');
    expect(browserLabel(UA.safariMac)).toBe('Safari on macOS');
    expect(browserLabel(UA.firefoxMac)).toBe('Firefox on macOS');
    expect(browserLabel(UA.firefoxAndroid)).toBe('Firefox on Android');
    expect(browserLabel(UA.chromebook)).toBe('Chrome on ChromeOS');
  });

  it('tells apart the browsers that also call themselves Chrome or Safari', () => {
    expect(browserLabel(UA.edge)).toBe('Edge on Windows');
    expect(browserLabel(UA.opera)).toBe('Opera on Windows');
    expect(browserLabel(UA.samsung)).toBe('Samsung Internet on Android');
    expect(browserLabel(UA.chromeIphone)).toBe('Chrome on iOS');
  });

  it('falls back without inventing anything', () => {
    expect(browserLabel(null)).toBe('Unknown browser');
    expect(browserLabel('')).toBe('Unknown browser');
    expect(browserLabel('node')).toBe('Unknown browser');
    expect(browserLabel('curl/8.5.0')).toBe('Unknown browser');
    expect(browserLabel('SomeApp/1.0 (Linux)')).toBe('Unknown browser on Linux');
  });
});

describe('pictureProblem', () => {
  const MB = 1024 * 1024;

  it('accepts PNG and JPEG up to the limit', () => {
    expect(pictureProblem({ type: 'image/png', size: 1200 }, 10 * MB)).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: 10 * MB }, 10 * MB)).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(pictureProblem({ type: 'image/gif', size: 1200 }, 10 * MB)).toBe('Choose a PNG or JPEG picture.');
    expect(pictureProblem({ type: '', size: 1200 }, 10 * MB)).toBe('Choose a PNG or JPEG picture.');
    expect(pictureProblem({ type: 'image/png', size: 0 }, 10 * MB)).toBe('This file is empty. Choose another picture.');
    expect(pictureProblem({ type: 'image/png', size: 10 * MB + 1 }, 10 * MB)).toBe('The picture is larger than 10 MB.');
  });
});

describe('initials', () => {
  it('uses the names, else the e-mail', () => {
    expect(initials({ firstName: 'Dana', lastName: 'Lee', email: 'd@x.test' })).toBe('DL');
    expect(initials({ firstName: ' ana', lastName: '', email: 'd@x.test' })).toBe('A');
    expect(initials({ firstName: '', lastName: ' ', email: 'zoe@x.test' })).toBe('Z');
  });
});

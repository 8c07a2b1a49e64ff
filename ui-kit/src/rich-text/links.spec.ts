import { describe, expect, it } from '@jest/globals';
import { findUrls, linkPromptAction, normalizeLinkUrl, schemeOf, urlEndingAt } from './links.js';

describe('normalizeLinkUrl', () => {
  it('keeps addresses with an allowed scheme', () => {
    for (const url of [
      'http://a.test',
      'https://a.test/x?y=1',
      'ftp://files.test',
      'ftps://files.test',
      'mailto:a@b.test',
      'tel:+123',
      'callto:bob',
      'sms:+123',
      'cid:part1',
      'xmpp:bob@chat.test',
    ]) {
      expect(normalizeLinkUrl(url)).toBe(url);
    }
    expect(normalizeLinkUrl('  HTTPS://Example.org  ')).toBe('HTTPS://Example.org');
  });

  it('adds the default protocol http:// when there is no scheme', () => {
    expect(normalizeLinkUrl('example.org')).toBe('http://example.org');
    expect(normalizeLinkUrl('www.example.org/path')).toBe('http://www.example.org/path');
    expect(normalizeLinkUrl('example.org:8080/x')).toBe('http://example.org:8080/x');
    expect(normalizeLinkUrl('localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeLinkUrl('//cdn.example.org/a')).toBe('http://cdn.example.org/a');
  });

  it('refuses other schemes, also disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc/passwd',
      'java\u0000script:x',
    ]) {
      expect(normalizeLinkUrl(url)).toBeNull();
    }
    expect(normalizeLinkUrl('')).toBeNull();
  });

  it('reads the scheme', () => {
    expect(schemeOf('MAILTO:x@y.z')).toBe('mailto');
    expect(schemeOf('example.org')).toBeNull();
  });
});

describe('linkPromptAction', () => {
  it('cancel changes nothing, empty removes, others set or are rejected', () => {
    expect(linkPromptAction(null)).toEqual({ kind: 'cancel' });
    expect(linkPromptAction('')).toEqual({ kind: 'remove' });
    expect(linkPromptAction('   ')).toEqual({ kind: 'remove' });
    expect(linkPromptAction('https://example.org')).toEqual({ kind: 'set', url: 'https://example.org' });
    expect(linkPromptAction('example.org')).toEqual({ kind: 'set', url: 'http://example.org' });
    expect(linkPromptAction('javascript:alert(1)')).toEqual({ kind: 'rejected' });
  });
});

describe('findUrls', () => {
  it('finds addresses with a scheme, www names and e-mail addresses', () => {
    expect(findUrls('See https://example.org/a?b=1, www.test.dev and ann@example.com.')).toEqual([
      { start: 4, end: 29, url: 'https://example.org/a?b=1' },
      { start: 31, end: 43, url: 'http://www.test.dev' },
      { start: 48, end: 63, url: 'mailto:ann@example.com' },
    ]);
  });

  it('leaves sentence punctuation and unbalanced parentheses outside', () => {
    expect(findUrls('(see http://a.test/x).')[0]).toEqual({ start: 5, end: 20, url: 'http://a.test/x' });
    expect(findUrls('https://en.wikipedia.org/wiki/Foo_(bar)')[0].url).toBe('https://en.wikipedia.org/wiki/Foo_(bar)');
  });

  it('ignores bare names, file names and other schemes', () => {
    expect(findUrls('example.org notes.txt javascript:alert(1) e.g. 3.14')).toEqual([]);
  });
});

describe('urlEndingAt', () => {
  it('finds the address just typed before the cursor', () => {
    const text = 'read https://example.org now';
    expect(urlEndingAt(text, 24)).toEqual({ start: 5, end: 24, url: 'https://example.org' });
    expect(urlEndingAt(text, 28)).toBeNull();
    expect(urlEndingAt('go to www.example.org.', 22)).toEqual({ start: 6, end: 21, url: 'http://www.example.org' });
    expect(urlEndingAt('', 0)).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import { fileNameFromUrl, safeDownloadUrl, videoEmbedUrl } from './videoEmbed';

describe('video embed addresses', () => {
  it.each([
    ['youtube', 'dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['vimeo', '76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['wistia', 'abc123xyz', 'https://fast.wistia.net/embed/iframe/abc123xyz'],
    ['jwplayer', 'Xy12AbCd', 'https://cdn.jwplayer.com/players/Xy12AbCd.html'],
  ] as const)('%s %s → %s', (provider, id, url) => {
    expect(videoEmbedUrl(provider, id)).toBe(url);
  });

  it('URL-encodes the id, so it cannot leave the provider path', () => {
    expect(videoEmbedUrl('youtube', '../../evil?x=1#y')).toBe('https://www.youtube-nocookie.com/embed/..%2F..%2Fevil%3Fx%3D1%23y');
    expect(videoEmbedUrl('jwplayer', 'a b')).toBe('https://cdn.jwplayer.com/players/a%20b.html');
  });

  it('is null without a provider or an id', () => {
    expect(videoEmbedUrl(null, 'abc')).toBeNull();
    expect(videoEmbedUrl('youtube', null)).toBeNull();
    expect(videoEmbedUrl('vimeo', '   ')).toBeNull();
  });
});

describe('download links', () => {
  it('accepts http(s) and site paths only', () => {
    expect(safeDownloadUrl('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf');
    expect(safeDownloadUrl('/files/a.pdf')).toBe('http://localhost/files/a.pdf');
    expect(safeDownloadUrl('javascript:alert(1)')).toBeNull();
    expect(safeDownloadUrl('data:text/html,hi')).toBeNull();
    expect(safeDownloadUrl('')).toBeNull();
    expect(safeDownloadUrl(null)).toBeNull();
  });

  it('names the file after the last path segment', () => {
    expect(fileNameFromUrl('https://files.example.com/guides/Interview%20Guide.pdf?v=2#p1')).toBe('Interview Guide.pdf');
    expect(fileNameFromUrl('https://files.example.com/')).toBe('Download file');
    expect(fileNameFromUrl('https://files.example.com/bad%E0%A4%A.pdf')).toBe('Download file');
  });
});

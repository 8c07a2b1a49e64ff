import { reduceVideoId } from './video-id.js';

describe('reduceVideoId', () => {
  it.each([
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube', 'https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['vimeo', 'https://vimeo.com/76979871', '76979871'],
    ['vimeo', 'https://player.vimeo.com/video/76979871?h=abc', '76979871'],
    ['youtube', '  dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['wistia', 'e4a27b971d', 'e4a27b971d'],
    ['jwplayer', 'https://cdn.jwplayer.com/players/abcd1234.html', 'https://cdn.jwplayer.com/players/abcd1234.html'],
  ] as const)('%s %s → %s', (provider, input, expected) => {
    expect(reduceVideoId(provider, input)).toBe(expected);
  });

  it('is null for nothing', () => {
    expect(reduceVideoId('youtube', '')).toBeNull();
    expect(reduceVideoId('youtube', null)).toBeNull();
  });
});

import type { VideoProvider } from './entities/lesson.entity.js';

/**
 * Admins may paste a whole YouTube or Vimeo address; the player needs only the id. Anything that is
 * not such an address is kept as typed (trimmed).
 */
export function reduceVideoId(provider: VideoProvider | null | undefined, input: string | null | undefined): string | null {
  const value = input?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  if (provider !== 'vimeo' && (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be')) {
    if (host === 'youtu.be') return url.pathname.split('/')[1] || value;
    if (url.searchParams.get('v')) return url.searchParams.get('v');
    const match = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([\w-]+)/);
    return match?.[1] ?? value;
  }
  if (provider !== 'youtube' && (host === 'vimeo.com' || host === 'player.vimeo.com')) {
    const match = url.pathname.match(/\/(?:video\/)?(\d+)/);
    return match?.[1] ?? value;
  }
  return value;
}

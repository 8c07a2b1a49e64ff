import type { LessonDto } from '@academy/api';

export type VideoProvider = NonNullable<LessonDto['videoProvider']>;

/** The embed page of each provider; YouTube without cookies, Vimeo with Do Not Track. */
const EMBED_URL: Record<VideoProvider, (id: string) => string> = {
  youtube: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  vimeo: (id) => `https://player.vimeo.com/video/${id}?dnt=1`,
  wistia: (id) => `https://fast.wistia.net/embed/iframe/${id}`,
  jwplayer: (id) => `https://cdn.jwplayer.com/players/${id}.html`,
};

/** The iframe address for a provider and video id (the id URL-encoded), or null when either is missing. */
export function videoEmbedUrl(provider: LessonDto['videoProvider'], videoId: string | null | undefined): string | null {
  const id = videoId?.trim();
  if (!provider || !id || !(provider in EMBED_URL)) return null;
  return EMBED_URL[provider](encodeURIComponent(id));
}

export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  wistia: 'Wistia',
  jwplayer: 'JW Player',
};

/** The video's own page on its provider, to watch it there when the embedded player cannot load. */
const PAGE_URL: Record<VideoProvider, (id: string) => string> = {
  youtube: (id) => `https://www.youtube.com/watch?v=${id}`,
  vimeo: (id) => `https://vimeo.com/${id}`,
  wistia: (id) => `https://fast.wistia.net/embed/iframe/${id}`,
  jwplayer: (id) => `https://cdn.jwplayer.com/players/${id}.html`,
};

/** The provider's page of the video (the id URL-encoded), or null when either is missing. */
export function videoPageUrl(provider: LessonDto['videoProvider'], videoId: string | null | undefined): string | null {
  const id = videoId?.trim();
  if (!provider || !id || !(provider in PAGE_URL)) return null;
  return PAGE_URL[provider](encodeURIComponent(id));
}

/** The page's origin (relative download addresses are on our site); a fixed one outside a browser. */
const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost';

/** http(s) or same-site addresses only; anything else (javascript:, data:) is not offered as a link. */
export function safeDownloadUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  try {
    const parsed = new URL(value, pageOrigin());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The file name at the end of a download address: ".../files/Interview%20Guide.pdf?x=1" → "Interview Guide.pdf". */
export function fileNameFromUrl(url: string): string {
  try {
    const segment = new URL(url, pageOrigin()).pathname.split('/').filter(Boolean).pop() ?? '';
    const name = decodeURIComponent(segment).trim();
    return name || 'Download file';
  } catch {
    return 'Download file';
  }
}

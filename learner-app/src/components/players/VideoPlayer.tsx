import { useEffect, useState } from 'react';
import type { LessonDto } from '@academy/api';
import { NoContent } from './NoContent';
import { videoEmbedUrl, videoPageUrl, VIDEO_PROVIDER_NAMES } from './videoEmbed';
import './players.css';

/** How long the provider may take to answer before the fallback shows. */
const PROBE_TIMEOUT_MS = 15_000;

/**
 * Whether the provider answers at all: an opaque request to the embed address fails only when the
 * provider cannot be reached (offline, blocked, down), whatever it answers. A failing iframe cannot
 * tell: the browser shows its broken-page icon inside it and still reports the frame as loaded.
 */
function useProviderUnreachable(src: string | null): boolean {
  const [unreachable, setUnreachable] = useState<string | null>(null);
  useEffect(() => {
    if (!src || typeof fetch !== 'function') return;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, PROBE_TIMEOUT_MS);
    fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal })
      .catch(() => {
        if (timedOut || !controller.signal.aborted) setUnreachable(src);
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [src]);
  return unreachable !== null && unreachable === src;
}

/** In place of a player that cannot load: what happened, and the video on its provider's own site. */
function VideoFallback({ title, provider, href }: { title: string; provider: string; href: string }) {
  return (
    <div className="lp-video lp-video--fallback" role="group" aria-labelledby="lp-video-fallback-title">
      <div className="lp-video__fallback">
        <h3 id="lp-video-fallback-title" className="lp-video__fallback-title">
          The video could not be loaded
        </h3>
        <p className="lp-video__fallback-text">{provider} cannot be reached from here right now. You can watch it on its site instead.</p>
        <a className="lp-video__fallback-link" href={href} target="_blank" rel="noreferrer">
          Watch on {provider}
          <span className="lr-visually-hidden">: {title} (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}

/** A responsive 16:9 iframe of the lesson's provider (YouTube, Vimeo, Wistia, JW Player), or a link to it when the provider cannot be reached. */
export function VideoPlayer({ title, provider, videoId }: { title: string; provider: LessonDto['videoProvider']; videoId: string | null }) {
  const src = videoEmbedUrl(provider, videoId);
  const unreachable = useProviderUnreachable(src);
  if (!src || !provider) return <NoContent />;
  const page = videoPageUrl(provider, videoId);
  if (unreachable && page) return <VideoFallback title={title} provider={VIDEO_PROVIDER_NAMES[provider]} href={page} />;
  return (
    <div className="lp-video">
      <iframe
        className="lp-video__frame"
        src={src}
        title={`${title} (video)`}
        loading="lazy"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

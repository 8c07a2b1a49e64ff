import type { LessonDto } from '@academy/api';
import { NoContent } from './NoContent';
import { videoEmbedUrl } from './videoEmbed';
import './players.css';

/** A responsive 16:9 iframe of the lesson's provider (YouTube, Vimeo, Wistia, JW Player). */
export function VideoPlayer({ title, provider, videoId }: { title: string; provider: LessonDto['videoProvider']; videoId: string | null }) {
  const src = videoEmbedUrl(provider, videoId);
  if (!src) return <NoContent />;
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

import { courseInitial } from '../lib/catalogue';
import './course-card.css';

interface CourseThumbnailProps {
  title: string;
  /** The card size of the course image (640×360). */
  thumbnailUrl: string | null;
  /** The hero size (1600×900), for `size="hero"`; the card size serves when it is absent. */
  heroImageUrl?: string | null;
  size?: 'card' | 'hero';
}

/**
 * A course's image, or a gradient with the title's initial when it has none. Decorative: the title is
 * always shown next to it. Cards load lazily (lists); the hero at once, being the top of its page.
 */
export function CourseThumbnail({ title, thumbnailUrl, heroImageUrl = null, size = 'card' }: CourseThumbnailProps) {
  const className = `cc-thumb cc-thumb--${size}`;
  if (thumbnailUrl) {
    const hero = size === 'hero';
    return (
      <div className={className}>
        {hero && heroImageUrl ? (
          <img
            className="cc-thumb__img"
            src={heroImageUrl}
            srcSet={`${thumbnailUrl} 640w, ${heroImageUrl} 1600w`}
            sizes="(max-width: 1100px) 100vw, 1100px"
            width={1600}
            height={900}
            alt=""
            decoding="async"
          />
        ) : (
          <img
            className="cc-thumb__img"
            src={thumbnailUrl}
            width={640}
            height={360}
            alt=""
            loading={hero ? undefined : 'lazy'}
            decoding="async"
          />
        )}
      </div>
    );
  }
  return (
    <div className={`${className} cc-thumb--fallback`} aria-hidden="true">
      <span className="cc-thumb__initial">{courseInitial(title)}</span>
    </div>
  );
}

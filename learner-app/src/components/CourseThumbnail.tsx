import { courseInitial } from '../lib/catalogue';
import './course-card.css';

/** A course's image, or a gradient with the title's initial when it has none. Decorative: the title is always shown next to it. */
export function CourseThumbnail({ title, thumbnailUrl, size = 'card' }: { title: string; thumbnailUrl: string | null; size?: 'card' | 'hero' }) {
  const className = `cc-thumb cc-thumb--${size}`;
  if (thumbnailUrl) {
    return (
      <div className={className}>
        <img className="cc-thumb__img" src={thumbnailUrl} alt="" loading="lazy" decoding="async" />
      </div>
    );
  }
  return (
    <div className={`${className} cc-thumb--fallback`} aria-hidden="true">
      <span className="cc-thumb__initial">{courseInitial(title)}</span>
    </div>
  );
}

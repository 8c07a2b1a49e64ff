/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { CourseThumbnail } from './CourseThumbnail';

const CARD = '/api/course-images/0123456789abcdef0123456789abcdef-card.webp';
const HERO = '/api/course-images/0123456789abcdef0123456789abcdef-hero.webp';

describe('CourseThumbnail', () => {
  it('shows a card image lazily, sized to keep its place, as decoration', () => {
    const { container } = render(<CourseThumbnail title="Sourcing" thumbnailUrl={CARD} heroImageUrl={HERO} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(CARD);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['640', '360', '']);
    expect(container.querySelector('.cc-thumb__initial')).toBeNull();
  });

  it('shows the hero size at once on a course page, with the card size for narrow screens', () => {
    const { container } = render(<CourseThumbnail title="Sourcing" thumbnailUrl={CARD} heroImageUrl={HERO} size="hero" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(HERO);
    expect(image.getAttribute('srcset')).toBe(`${CARD} 640w, ${HERO} 1600w`);
    expect(image.getAttribute('loading')).toBeNull();
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '900']);
  });

  it('falls back to the gradient and the initial without an image', () => {
    const { container } = render(<CourseThumbnail title="interviewing" thumbnailUrl={null} heroImageUrl={null} size="hero" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.cc-thumb--fallback')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.cc-thumb__initial')?.textContent).toBe('I');
  });
});

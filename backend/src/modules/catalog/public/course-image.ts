import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { coverWebp } from '../../../common/uploads/images.js';
import { CourseImage, type CourseImageVariant } from '../entities/course-image.entity.js';
import { Course } from '../entities/course.entity.js';

const COURSE_IMAGE_PATH = '/api/course-images/';

/** Both sizes are 16:9 covers: cards show the small one, the course page's hero the large one. */
const COURSE_IMAGE_SIZES: Record<CourseImageVariant, { width: number; height: number; quality: number }> = {
  card: { width: 640, height: 360, quality: 80 },
  hero: { width: 1600, height: 900, quality: 82 },
};

export type RenderedCourseImage = Record<CourseImageVariant, Buffer>;

/** The addresses of a course's image sizes; null for a course without an image. */
export function courseImageUrls(imageKey: string | null): { thumbnailUrl: string | null; heroImageUrl: string | null } {
  if (imageKey === null) return { thumbnailUrl: null, heroImageUrl: null };
  return { thumbnailUrl: courseImageUrl(imageKey, 'card'), heroImageUrl: courseImageUrl(imageKey, 'hero') };
}

function courseImageUrl(imageKey: string, variant: CourseImageVariant): string {
  return `${COURSE_IMAGE_PATH}${imageKey}-${variant}.webp`;
}

/** Every size of a picture; rejects when sharp cannot read it. */
export async function renderCourseImage(source: Buffer): Promise<RenderedCourseImage> {
  const [card, hero] = await Promise.all(
    (['card', 'hero'] as const).map((variant) => {
      const size = COURSE_IMAGE_SIZES[variant];
      return coverWebp(source, size.width, size.height, size.quality);
    }),
  );
  return { card, hero };
}

/**
 * Makes `rendered` the image of a saved course, in the caller's transaction: the previous sizes are
 * deleted, and the key (a hash of the course and the picture) changes whenever the picture does.
 */
export async function storeCourseImage(em: EntityManager, course: Course, rendered: RenderedCourseImage): Promise<void> {
  const hash = createHash('sha256').update(`${course.id}:`).update(rendered.card).update(rendered.hero).digest('hex');
  const imageKey = hash.slice(0, 32);
  await em.nativeDelete(CourseImage, { course: course.id });
  for (const variant of ['card', 'hero'] as const) {
    em.create(CourseImage, { id: `${imageKey}-${variant}`, course, variant, contentType: 'image/webp', data: rendered[variant] });
  }
  course.imageKey = imageKey;
}

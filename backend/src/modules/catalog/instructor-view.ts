import type { InstructorDto } from './dto/instructor.dto.js';
import type { InstructorLink } from './entities/instructor.entity.js';

const PHOTO_PATH = '/api/instructor-photos/';

/** An instructor row as the API shows it. */
export function toInstructorDto(row: {
  id: number;
  name: string;
  title: string;
  bio: string;
  credentials: string[];
  links: InstructorLink[];
  photo_key: string | null;
}): InstructorDto {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio,
    credentials: [...row.credentials],
    links: row.links.map(({ label, url }) => ({ label, url })),
    photoUrl: row.photo_key === null ? null : `${PHOTO_PATH}${row.photo_key}.webp`,
  };
}

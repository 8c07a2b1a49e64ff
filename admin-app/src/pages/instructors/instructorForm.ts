import type { CreateInstructorDto, InstructorDto } from '@academy/api';

export interface InstructorFormValues {
  name: string;
  title: string;
  bio: string;
  credentials: string[];
  links: { label: string; url: string }[];
}

export const EMPTY_INSTRUCTOR: InstructorFormValues = { name: '', title: '', bio: '', credentials: [], links: [] };

const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

export function formValuesOf(instructor: InstructorDto): InstructorFormValues {
  return {
    name: instructor.name,
    title: instructor.title,
    bio: instructor.bio,
    credentials: [...instructor.credentials],
    links: instructor.links.map((link) => ({ ...link })),
  };
}

/**
 * The request body, or the first problem to show: the server checks the same rules and answers with
 * its own message, this only spares a round trip.
 */
export function instructorRequestOf(values: InstructorFormValues): { body: CreateInstructorDto } | { problem: string } {
  const name = values.name?.trim() ?? '';
  if (!name) return { problem: 'Name is required' };
  const links = (values.links ?? [])
    .map((link) => ({ label: link?.label?.trim() ?? '', url: link?.url?.trim() ?? '' }))
    .filter((link) => link.label || link.url);
  if (links.some((link) => !link.label)) return { problem: 'Each link needs a label' };
  if (links.some((link) => !WEB_ADDRESS.test(link.url)))
    return { problem: 'Each link must be a web address starting with http:// or https://' };
  const credentials = [...new Set((values.credentials ?? []).map((credential) => credential.trim()).filter(Boolean))];
  return { body: { name, title: values.title?.trim() ?? '', bio: values.bio?.trim() ?? '', credentials, links } };
}

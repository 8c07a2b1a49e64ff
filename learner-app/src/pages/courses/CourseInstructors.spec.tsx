/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { InstructorDto } from '@academy/api';
import { CourseInstructors } from './CourseInstructors';

const dana: InstructorDto = {
  id: 4,
  name: 'Dana Whitfield',
  title: 'Head of Talent Acquisition',
  bio: 'Fifteen years of hiring.\n\nShe teaches intake meetings.',
  credentials: ['SHRM-SCP', 'PHR'],
  links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana' }],
  photoUrl: '/api/instructor-photos/abc.webp',
};
const marcus: InstructorDto = { id: 5, name: 'Marcus Oyelaran', title: '', bio: '', credentials: [], links: [], photoUrl: null };

describe('CourseInstructors', () => {
  it('shows an instructor with photo, name, title, credentials, bio paragraphs and links', () => {
    render(<CourseInstructors instructors={[dana]} />);
    const section = screen.getByRole('region', { name: 'Instructor' });
    expect(within(section).getByRole('img', { name: 'Dana Whitfield' }).getAttribute('src')).toBe('/api/instructor-photos/abc.webp');
    expect(within(section).getByRole('heading', { level: 3, name: 'Dana Whitfield' })).toBeTruthy();
    expect(within(section).getByText('Head of Talent Acquisition')).toBeTruthy();
    const credentials = within(section).getByRole('list', { name: "Dana Whitfield's credentials" });
    expect(
      within(credentials)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SHRM-SCP', 'PHR']);
    expect(within(section).getByText('Fifteen years of hiring.').tagName).toBe('P');
    expect(within(section).getByText('She teaches intake meetings.').tagName).toBe('P');
    const link = within(section).getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.linkedin.com/in/dana');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says "Instructors" for several, in order, with initials when there is no photo', () => {
    render(<CourseInstructors instructors={[marcus, dana]} />);
    const section = screen.getByRole('region', { name: 'Instructors' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Marcus Oyelaran', 'Dana Whitfield']);
    expect(within(section).getByText('MO')).toBeTruthy();
    expect(within(section).queryByRole('list', { name: "Marcus Oyelaran's links" })).toBeNull();
  });

  it('shows nothing for a course without instructors', () => {
    const { container } = render(<CourseInstructors instructors={[]} />);
    expect(container.innerHTML).toBe('');
  });
});

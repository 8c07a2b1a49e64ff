import type { InstructorDto } from '@academy/api';
import './instructors.css';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part[0]!.toUpperCase()).join('');
}

/** A plain-text bio as paragraphs: blank lines separate them. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function Instructor({ instructor }: { instructor: InstructorDto }) {
  const headingId = `ci-name-${instructor.id}`;
  return (
    <li className="ci-instructor" aria-labelledby={headingId}>
      <div className="ci-instructor__head">
        {instructor.photoUrl ? (
          <img
            className="ci-photo"
            src={instructor.photoUrl}
            alt={instructor.name}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="ci-photo ci-photo--initials" aria-hidden="true">
            {initials(instructor.name)}
          </span>
        )}
        <div className="ci-instructor__who">
          <h3 id={headingId} className="ci-name">
            {instructor.name}
          </h3>
          {instructor.title ? <p className="ci-title">{instructor.title}</p> : null}
          {instructor.credentials.length > 0 ? (
            <ul className="ci-credentials" aria-label={`${instructor.name}'s credentials`}>
              {instructor.credentials.map((credential) => (
                <li key={credential} className="lr-badge">
                  {credential}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {paragraphs(instructor.bio).map((paragraph, index) => (
        <p key={index} className="ci-bio">
          {paragraph}
        </p>
      ))}
      {instructor.links.length > 0 ? (
        <ul className="ci-links" aria-label={`${instructor.name}'s links`}>
          {instructor.links.map((link) => (
            <li key={link.url}>
              <a className="cc-link" href={link.url} rel="noopener noreferrer nofollow" target="_blank">
                {link.label}
                <span className="lr-visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The course page's "Instructor" (or "Instructors") section: nothing when the course has none. */
export function CourseInstructors({ instructors }: { instructors: readonly InstructorDto[] | undefined }) {
  if (!instructors || instructors.length === 0) return null;
  return (
    <section className="cs-panel" aria-labelledby="ci-section-title">
      <h2 id="ci-section-title" className="cs-section-title">
        {instructors.length === 1 ? 'Instructor' : 'Instructors'}
      </h2>
      <ul className="ci-list">
        {instructors.map((instructor) => (
          <Instructor key={instructor.id} instructor={instructor} />
        ))}
      </ul>
    </section>
  );
}

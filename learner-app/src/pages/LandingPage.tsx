import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useListPublicCoursesQuery } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { CourseCard } from '../components/CourseCard';
import { CommunityIcon, ExpertIcon, GrowthIcon } from '../components/icons';
import { PageSpinner } from '../components/PageSpinner';
import './landing.css';

const COURSES_SECTION_ID = 'available-courses';

/** A link to the section (it works before the app has started); with the app, a smooth scroll that moves focus there. */
function scrollToCourses(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const section = document.getElementById(COURSES_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
}

const FEATURES: Feature[] = [
  {
    title: 'Expert-Led Content',
    text: 'Courses built by working recruiters and hiring leaders, from sourcing and screening to closing offers.',
    icon: <ExpertIcon size={28} />,
  },
  {
    title: 'Community Support',
    text: 'Learn alongside other recruiting professionals and job seekers, and share what works.',
    icon: <CommunityIcon size={28} />,
  },
  {
    title: 'Career Growth',
    text: 'Track your progress, earn certificates and take the next step in your recruiting career.',
    icon: <GrowthIcon size={28} />,
  },
];

/** The public catalogue as cards: spinner while loading, then a 1/2/3-column grid. */
function AvailableCourses() {
  const { data: courses, isLoading, isError, refetch } = useListPublicCoursesQuery();
  if (isLoading) return <PageSpinner />;
  if (isError || !courses) {
    return (
      <div className="la-courses__state" role="alert">
        <p>Failed to load courses. Please try again later.</p>
        <button type="button" className="la-btn la-btn--primary" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (courses.length === 0) return <p className="la-courses__state">No courses found</p>;
  return (
    <ul className="cc-grid" data-testid="course-grid">
      {courses.map((course) => (
        <li key={course.id}>
          <CourseCard course={course} action={{ label: 'View Course Details', to: `/courses/${course.id}` }} showPromises />
        </li>
      ))}
    </ul>
  );
}

/** Public landing page at `/` (visitors). */
export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="la-page">
      <header className="la-topbar">
        <div className="la-container la-topbar__inner">
          <Link to="/" className="la-brand">
            Recruiting Academy
          </Link>
          <nav className="la-topbar__nav" aria-label="Main">
            <Link to="/courses" className="la-btn la-btn--ghost">
              Browse Courses
            </Link>
            <Link to="/auth" className="la-btn la-btn--primary">
              Sign In
            </Link>
          </nav>
        </div>
      </header>

      <main>
        <section className="la-hero" aria-labelledby="la-hero-title">
          <div className="la-container">
            <h1 id="la-hero-title" className="la-hero__title">
              Transform Your Recruiting Career
            </h1>
            <p className="la-hero__lead">
              Practical, expert-led courses for recruiting professionals and job seekers: sourcing, interviewing, negotiating and landing
              the right role.
            </p>
            <div className="la-hero__actions">
              <a href={`#${COURSES_SECTION_ID}`} className="la-btn la-btn--light la-btn--large" onClick={scrollToCourses}>
                Explore Courses
              </a>
              <Link to="/auth" className="la-btn la-btn--outline la-btn--large">
                Sign In
              </Link>
            </div>
          </div>
        </section>

        <section className="la-features" aria-label="Why Recruiting Academy">
          <div className="la-container la-features__grid">
            {FEATURES.map((feature) => (
              <article key={feature.title} className="la-feature">
                <span className="la-feature__icon">{feature.icon}</span>
                <h2 className="la-feature__title">{feature.title}</h2>
                <p className="la-feature__text">{feature.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section id={COURSES_SECTION_ID} className="la-courses" aria-labelledby="la-courses-title" tabIndex={-1}>
          <div className="la-container">
            <h2 id="la-courses-title" className="la-section-title">
              Available Courses
            </h2>
            <p className="la-section-lead">Choose a course and start learning at your own pace.</p>
            <AvailableCourses />
          </div>
        </section>

        <section className="la-banner" aria-labelledby="la-banner-title">
          <div className="la-container">
            <h2 id="la-banner-title" className="la-banner__title">
              Get Started Today
            </h2>
            <p className="la-banner__text">Join the academy and build the skills that set great recruiters apart.</p>
            <a href={`#${COURSES_SECTION_ID}`} className="la-btn la-btn--light la-btn--large" onClick={scrollToCourses}>
              View Courses
            </a>
          </div>
        </section>
      </main>

      <footer className="la-footer">
        <div className="la-container">
          <p>© {new Date().getFullYear()} Recruiting Academy. All rights reserved.</p>
        </div>
      </footer>
    </div>
  );
}

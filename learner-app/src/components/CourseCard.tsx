import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CourseListItemDto, PublicCourseDto } from '@academy/api';
import { ACCESS_LEVEL_LABELS, priceLabel } from '@academy/ui';
import { accessPromise } from '../lib/catalogue';
import { hoursAndMinutes } from '../lib/format';
import { CourseThumbnail } from './CourseThumbnail';
import { ProgressBar } from './ProgressBar';
import { CourseRating } from './reviews/CourseRating';
import './course-card.css';

type CardCourse = PublicCourseDto | CourseListItemDto;

interface CourseCardProps {
  course: CardCourse;
  /** The card's button: a link, named by its label and described by the course title. */
  action: { label: string; to: string };
  /** Heading level of the course title, to keep the page's heading order (2 under an h1, 3 under an h2). */
  headingLevel?: 2 | 3;
  /** Landing page: what every course includes. */
  showPromises?: boolean;
  showAccessLevel?: boolean;
  /** False where the price no longer matters (the dashboard's purchased courses). */
  showPrice?: boolean;
  /** The dashboard: 'Continue' with the lesson to resume, linking to it. */
  resume?: { title: string; to: string };
}

const lessonsLabel = (count: number) => `${count} ${count === 1 ? 'lesson' : 'lessons'}`;

/** A course in a grid: title, two-line description, price, lessons, duration, progress when enrolled. */
export function CourseCard({
  course,
  action,
  headingLevel = 3,
  showPromises = false,
  showAccessLevel = false,
  showPrice = true,
  resume,
}: CourseCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const enrolled = 'isEnrolled' in course && course.isEnrolled;
  const price = priceLabel(course);
  const promises = [accessPromise(course), 'Certificate of completion', 'Downloadable resources'];
  return (
    <article className="cc-card" aria-labelledby={titleId}>
      <CourseThumbnail title={course.title} thumbnailUrl={course.thumbnailUrl} />
      <div className="cc-card__body">
        <div className="cc-card__top">
          {showAccessLevel ? <span className="lr-badge">{ACCESS_LEVEL_LABELS[course.accessLevel] ?? 'All Users'}</span> : <span />}
          {showPrice ? <span className={`cc-price${price === 'Free' ? ' cc-price--free' : ''}`}>{price}</span> : null}
        </div>
        <Heading id={titleId} className="cc-card__title">
          {course.title}
        </Heading>
        <p className="cc-card__description">{course.description}</p>
        <ul className="cc-facts" aria-label="Course facts">
          <li>{lessonsLabel(course.lessonCount ?? 0)}</li>
          {course.estimatedDuration ? <li>{hoursAndMinutes(course.estimatedDuration)}</li> : null}
          {course.ratingCount > 0 ? (
            <li>
              <CourseRating course={course} />
            </li>
          ) : null}
        </ul>
        {showPromises ? (
          <ul className="cc-promises" aria-label="Included with every course">
            {promises.map((promise) => (
              <li key={promise}>
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M5 12l5 5L20 7" />
                </svg>
                {promise}
              </li>
            ))}
          </ul>
        ) : null}
        {enrolled ? (
          <div className="cc-card__progress">
            <div className="cc-card__progress-text">
              <span>Progress</span>
              <span>{Math.round(course.progress)}%</span>
            </div>
            <ProgressBar value={course.progress} label={`${course.title} progress`} />
          </div>
        ) : null}
        {resume ? (
          <Link to={resume.to} className="cc-card__resume">
            <span className="cc-card__resume-label">Continue</span> <span className="cc-card__resume-title">{resume.title}</span>
          </Link>
        ) : null}
        <Link to={action.to} className="cc-btn cc-btn--primary cc-card__action" aria-describedby={titleId}>
          {action.label}
        </Link>
      </div>
    </article>
  );
}

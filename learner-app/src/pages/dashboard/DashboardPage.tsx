import { ASK_AGAIN_UNLESS_YOUNGER_THAN_S } from '../../lib/freshness';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useGetDashboardQuery, useListMyTeamsQuery, useListUpcomingSessionsQuery, type DashboardDto, type UserDto } from '@academy/api';
import { relativeTime, useDocumentTitle } from '@academy/ui';
import { CourseCard } from '../../components/CourseCard';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { RoleBadge } from '../../components/RoleBadge';
import { courseCardAction } from '../../lib/catalogue';
import { hoursLearned } from '../../lib/format';
import { MyPaths } from './MyPaths';
import '../../components/course-card.css';
import './dashboard.css';

const MY_COURSES_LIMIT = 6;

function StatCards({ stats }: { stats: DashboardDto['stats'] }) {
  const cards = [
    { label: 'Courses Completed', value: stats.completedCourses },
    { label: 'Hours Learned', value: hoursLearned(stats.totalMinutes) },
    { label: 'In Progress', value: stats.activeCourses },
    { label: 'Certificates', value: stats.certificates },
  ];
  return (
    <section aria-labelledby="db-stats-title">
      <h2 id="db-stats-title" className="lr-visually-hidden">
        Your progress
      </h2>
      <ul className="db-stats">
        {cards.map((card) => (
          <li key={card.label} className="db-stat">
            <span className="db-stat__label">{card.label}</span>
            <span className="db-stat__value">{card.value}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MyCourses({ courses }: { courses: DashboardDto['myCourses'] }) {
  return (
    <section className="db-section" aria-labelledby="db-courses-title">
      <div className="db-section__head">
        <h2 id="db-courses-title" className="db-section__title">
          My Courses
        </h2>
        {courses.length > 0 ? (
          <Link to="/courses" className="cc-link">
            View all courses
          </Link>
        ) : null}
      </div>
      {courses.length === 0 ? (
        <div className="cc-state">
          <h3 className="cc-state__title">No courses yet</h3>
          <p className="cc-state__text">Browse the catalogue and enrol in your first course.</p>
          <Link to="/courses" className="cc-btn cc-btn--primary">
            Browse
          </Link>
        </div>
      ) : (
        <ul className="db-course-grid">
          {courses.slice(0, MY_COURSES_LIMIT).map((course) => {
            const action = courseCardAction(course);
            const to = action.label === 'Continue Learning' ? `/courses/${course.id}/learn` : action.to;
            return (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  action={{ label: action.label, to }}
                  showPrice={!(course.isEnrolled && course.isPaid)}
                  resume={resumeLink(course)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Where to pick the course up again: the lesson viewed last, else the next one to do; none once the course is done. */
function resumeLink(course: DashboardDto['myCourses'][number]) {
  if (!course.resumeLesson || course.certificateCode || course.progress >= 100) return undefined;
  return { title: course.resumeLesson.title, to: `/lessons/${course.resumeLesson.id}` };
}

// Loaded once the learner turns out to have live sessions coming: most have none.
const UpcomingSessions = lazy(() => import('./UpcomingSessions'));

/** 'Upcoming sessions', from a query of its own: the dashboard shows without waiting for it. */
function UpcomingSessionsCard() {
  const { data: sessions } = useListUpcomingSessionsQuery(undefined, { refetchOnMountOrArgChange: ASK_AGAIN_UNLESS_YOUNGER_THAN_S });
  if (!sessions || sessions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <UpcomingSessions sessions={sessions} />
    </Suspense>
  );
}

/** 'My Teams' shows only for a team manager: the teams they manage answer the question. */
function QuickLinks({ isAdmin }: { isAdmin: boolean }) {
  const { data: teams } = useListMyTeamsQuery();
  const links = [
    { to: '/courses', label: 'Browse Courses', text: 'Find your next course' },
    { to: '/downloads', label: 'Download Library', text: 'Templates, checklists and guides' },
    { to: '/certificates', label: 'My Certificates', text: 'Your certificates, their expiry and renewal' },
    ...(teams && teams.length > 0 ? [{ to: '/teams', label: 'My Teams', text: 'Assign seats and follow your team' }] : []),
    ...(isAdmin ? [{ to: '/admin', label: 'Admin Dashboard', text: 'Manage courses, users and downloads' }] : []),
  ];
  return (
    <section className="db-section db-panel" aria-labelledby="db-links-title">
      <h2 id="db-links-title" className="db-section__title">
        Quick Links
      </h2>
      <ul className="db-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="db-link">
              <span className="db-link__label">{link.label}</span>
              <span className="db-link__text">{link.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentActivity({ items }: { items: DashboardDto['recentProgress'] }) {
  const now = new Date();
  return (
    <section className="db-section db-panel" aria-labelledby="db-activity-title">
      <h2 id="db-activity-title" className="db-section__title">
        Recent Activity
      </h2>
      {items.length === 0 ? (
        <p className="db-muted">No recent activity</p>
      ) : (
        <ul className="db-activity">
          {items.map((item) => (
            <li key={`${item.lessonId}-${item.completedAt}`} className="db-activity__item">
              <span>
                Completed{' '}
                <Link to={`/lessons/${item.lessonId}`} className="cc-link">
                  {item.lessonTitle}
                </Link>
              </span>
              <span className="db-muted">
                {item.courseTitle} · <time dateTime={item.completedAt}>{relativeTime(item.completedAt, now)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * `/` for signed-in users: welcome, stats, My Courses, Quick Links and Recent Activity, all from GET
 * /api/user/dashboard; the learning paths and the upcoming live sessions come with their own queries.
 */
export default function DashboardPage({ user }: { user: UserDto }) {
  const firstName = user.firstName.trim() || 'Learner';
  // A first visit is not a return: 'Welcome back' only once the server knows the learner has been here.
  // Fresh on every visit: 'Continue' names the lesson viewed last, perhaps on another device.
  const { data, isLoading, isError, refetch } = useGetDashboardQuery(undefined, {
    refetchOnMountOrArgChange: ASK_AGAIN_UNLESS_YOUNGER_THAN_S,
  });
  useDocumentTitle('Dashboard');
  return (
    <main className="db-page">
      <div className="db-container">
        <header className="db-header">
          <div>
            <h1 className="db-title">{data?.returning ? `Welcome back, ${firstName}!` : `Welcome, ${firstName}!`}</h1>
            <p className="db-subtitle">Keep building your recruiting skills.</p>
          </div>
          <RoleBadge role={user.role} />
        </header>
        {isLoading ? (
          <PageSpinner />
        ) : isError || !data ? (
          <ErrorState
            headingLevel={2}
            className="db-body"
            title="Error loading your dashboard"
            text="Failed to load your dashboard. Please try again later."
            onRetry={() => void refetch()}
          />
        ) : (
          <div className="db-body">
            <StatCards stats={data.stats} />
            <MyPaths />
            <div className="db-columns">
              <MyCourses courses={data.myCourses} />
              <div className="db-aside">
                <UpcomingSessionsCard />
                <QuickLinks isAdmin={user.role === 'admin'} />
                <RecentActivity items={data.recentProgress} />
              </div>
            </div>
          </div>
        )}
      </div>
    </main>
  );
}

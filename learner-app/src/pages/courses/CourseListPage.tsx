import { useListCoursesQuery, useListPublicCoursesQuery, type CourseListItemDto, type PublicCourseDto } from '@academy/api';
import { useDocumentTitle, useSession } from '@academy/ui';
import { CourseCard } from '../../components/CourseCard';
import { ErrorState } from '../../components/ErrorState';
import { FilterToolbar } from '../../components/FilterToolbar';
import { PageSpinner } from '../../components/PageSpinner';
import {
  courseCardAction,
  coursesAvailable,
  enrolledCount,
  filterCourses,
  isLevelFilter,
  LEVEL_FILTERS,
  type LevelFilter,
} from '../../lib/catalogue';
import { useSearchParamFilters } from '../../lib/useSearchParamFilters';
import { PathList } from './PathList';
import '../../components/course-card.css';
import './courses.css';

/** The filters live in the address (?q=…&level=…), so a filtered list can be shared, reloaded and returned to. */
function useCourseFilters() {
  const { params, update } = useSearchParamFilters();
  const search = params.get('q') ?? '';
  const levelParam = params.get('level');
  const level: LevelFilter = isLevelFilter(levelParam) ? levelParam : 'all-levels';
  return {
    search,
    level,
    setSearch: (value: string) => update('q', value, ''),
    setLevel: (value: string) => update('level', value, 'all-levels'),
  };
}

interface ListState {
  courses: (PublicCourseDto | CourseListItemDto)[] | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

function usePublicList(skip: boolean): ListState {
  const { data, isLoading, isError, refetch } = useListPublicCoursesQuery(undefined, { skip });
  return { courses: data, isLoading, isError, refetch: () => void refetch() };
}

function useSignedInList(skip: boolean): ListState {
  const { data, isLoading, isError, refetch } = useListCoursesQuery(undefined, { skip });
  return { courses: data, isLoading, isError, refetch: () => void refetch() };
}

/** /courses: visitors see the public catalogue; signed-in users their visible courses with enrolment and progress. */
export default function CourseListPage() {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const publicList = usePublicList(signedIn);
  const signedInList = useSignedInList(!signedIn);
  const { courses, isLoading, isError, refetch } = signedIn ? signedInList : publicList;
  useDocumentTitle('Courses');
  const { search, level, setSearch, setLevel } = useCourseFilters();

  const filtered = courses ? filterCourses(courses, search, level) : [];
  const enrolled = signedIn && courses ? enrolledCount(courses as CourseListItemDto[]) : 0;

  return (
    <main className="cc-page">
      <div className="cc-container">
        <h1 className="cc-page-title">Courses</h1>
        <p className="cc-page-lead">Build your recruiting skills with courses from working recruiters and hiring leaders.</p>

        {/* The paths are the catalogue's overview: a search or a level filter is about courses. */}
        {search === '' && level === 'all-levels' ? <PathList /> : null}

        <FilterToolbar
          label="Filter courses"
          search={search}
          onSearchChange={setSearch}
          searchPlaceholder="Search courses..."
          filterLabel="Level"
          filter={level}
          onFilterChange={setLevel}
          filterOptions={LEVEL_FILTERS}
        />

        {isLoading ? (
          <PageSpinner />
        ) : isError || !courses ? (
          <ErrorState
            headingLevel={2}
            title="Error loading courses"
            text="Failed to load courses. Please try again later."
            onRetry={refetch}
          />
        ) : (
          <>
            <p className="cc-summary" aria-live="polite">
              <span>{coursesAvailable(filtered.length)}</span>
              {signedIn ? <span className="lr-badge">{enrolled} enrolled</span> : null}
            </p>
            {filtered.length === 0 ? (
              <div className="cc-state">
                <h2 className="cc-state__title">No courses found</h2>
                <p className="cc-state__text">Try another search or level.</p>
              </div>
            ) : (
              <ul className="cc-grid" aria-label="Courses">
                {filtered.map((course) => {
                  const action = courseCardAction(course);
                  return (
                    <li key={course.id}>
                      <CourseCard course={course} headingLevel={2} showAccessLevel action={action} />
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </div>
    </main>
  );
}

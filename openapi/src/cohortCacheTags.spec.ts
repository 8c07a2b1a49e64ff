import { CACHE_TAGS, rememberCache, type CachedQueries } from './cacheTags.js';

/** The cache tags of cohorts and live sessions: what joining, leaving and placing refetch. */

const cached = (queries: CachedQueries) => ({ getState: () => ({ api: { queries } }) });

const courseCohorts: CachedQueries = {
  'listCourseCohorts({"id":12})': {
    endpointName: 'listCourseCohorts',
    originalArgs: { id: 12 },
    data: { canJoin: true, cohorts: [{ id: 7, courseId: 12 }] },
  },
};

describe('the cache tags of cohorts and live sessions', () => {
  it("has a join refetch the course's cohorts and sessions, the upcoming sessions and the drip start, even after a 409", () => {
    const arg = { id: 7 };
    const joined = CACHE_TAGS.joinCohort.invalidatesTags({ id: 7, courseId: 12 } as never, undefined, arg);
    const expected = [
      { type: 'Cohort', id: 7 },
      { type: 'CourseCohorts', id: 12 },
      { type: 'LiveSession', id: 'course:12' },
      { type: 'LiveSession', id: 'UPCOMING' },
      { type: 'Enrolment', id: 12 },
    ];
    expect(joined).toEqual(expected);
    rememberCache(arg, cached(courseCohorts));
    expect(CACHE_TAGS.joinCohort.invalidatesTags(undefined, { status: 409 } as never, arg)).toEqual(expected);
  });

  it('has a leave find the course in the cache, and refetch every course when it is not there', () => {
    const arg = { id: 7 };
    rememberCache(arg, cached(courseCohorts));
    expect(CACHE_TAGS.leaveCohort.invalidatesTags(undefined, undefined, arg)).toContainEqual({ type: 'CourseCohorts', id: 12 });
    expect(CACHE_TAGS.leaveCohort.invalidatesTags(undefined, undefined, { id: 8 })).toEqual([
      { type: 'Cohort', id: 8 },
      'CourseCohorts',
      'LiveSession',
      { type: 'LiveSession', id: 'UPCOMING' },
      'Enrolment',
    ]);
  });

  it('has joining a session refetch that session (its Joined badge)', () => {
    expect(CACHE_TAGS.joinSession.invalidatesTags(undefined, undefined, { id: 5 })).toEqual([{ type: 'LiveSession', id: 5 }]);
  });

  it("has a placement refetch the team's cohorts and both cohorts' places", () => {
    const arg = { id: 3, seatId: 41, seatCohortDto: { cohortId: 9 } };
    rememberCache(
      arg,
      cached({
        'getTeamCohorts({"id":3})': {
          endpointName: 'getTeamCohorts',
          originalArgs: { id: 3 },
          data: { cohorts: [{ id: 7, courseId: 12 }], members: [{ seatId: 41, cohortId: 7 }] },
        },
      }),
    );
    const tags = CACHE_TAGS.placeSeatInCohort.invalidatesTags(undefined, undefined, arg);
    expect(tags).toEqual(
      expect.arrayContaining([
        { type: 'TeamCohorts', id: 3 },
        { type: 'Cohort', id: 7 },
        { type: 'Cohort', id: 9 },
        { type: 'CourseCohorts', id: 12 },
      ]),
    );
  });

  it('has the calendar feed refetched when it is reset or turned off', () => {
    expect(CACHE_TAGS.getCalendarFeed.providesTags).toEqual(['CalendarFeed']);
    expect(CACHE_TAGS.resetCalendarFeed.invalidatesTags).toEqual(['CalendarFeed']);
    expect(CACHE_TAGS.deleteCalendarFeed.invalidatesTags).toEqual(['CalendarFeed']);
  });
});

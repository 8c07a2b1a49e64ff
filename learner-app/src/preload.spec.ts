/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it, jest } from '@jest/globals';
import { createAcademyStore, type KnownSession } from '@academy/ui';
import { stubFetch } from '@academy/ui/testing';

const loaded: string[] = [];
const page = (name: string) => () => {
  loaded.push(name);
  return Promise.resolve({});
};
jest.unstable_mockModule('./pages/pageModules', () => ({
  loadAuthPage: page('auth'),
  loadDashboardPage: page('dashboard'),
  loadCourseListPage: page('course list'),
  loadCourseDetailPage: page('course detail'),
  loadDownloadsPage: page('downloads'),
  loadLearnPage: page('learn'),
  loadLessonPage: page('lesson'),
  loadLessonPreviewPage: page('lesson preview'),
  loadCertificatePage: page('certificate'),
  loadMyCertificatesPage: page('my certificates'),
  loadCheckoutPage: page('checkout'),
  loadPathCheckoutPage: page('path checkout'),
  loadAccountPage: page('account'),
  loadMyCreditsPage: page('my credits'),
  loadTeamsPage: page('teams'),
  loadTeamPage: page('team'),
  loadTeamInvitePage: page('team invite'),
  loadPathPage: page('path'),
}));
const { preloadRoute } = await import('./preload');

const SIGNED_IN: KnownSession = {
  status: 'signed-in',
  user: {
    id: 1,
    email: 'a@b.co',
    firstName: 'A',
    lastName: 'B',
    role: 'jobseeker',
    emailVerified: true,
    profileImageUrl: null,
    createdAt: '',
    lastActiveAt: null,
  },
};
const VISITOR: KnownSession = { status: 'visitor' };

/** Preloads `pathname` with the session given (or one that never becomes known) and returns the API paths requested and the pages loaded. */
async function preload(pathname: string, session?: KnownSession) {
  loaded.length = 0;
  const fetches = stubFetch({});
  const store = createAcademyStore();
  preloadRoute({ pathname, session: session ? Promise.resolve(session) : new Promise(() => undefined), dispatch: store.dispatch });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { requested: fetches.requests.map((request) => request.path), loaded: [...loaded] };
}

describe('preloading the route the academy opens at', () => {
  it("starts a page's code at once, and its query once the session says which one", async () => {
    expect(await preload('/courses')).toEqual({ requested: [], loaded: ['course list'] });
    // The learning paths come with the course list, above its courses.
    expect(await preload('/courses', VISITOR)).toEqual({ requested: ['/api/courses/public', '/api/paths'], loaded: ['course list'] });
    expect(await preload('/courses', SIGNED_IN)).toEqual({ requested: ['/api/courses', '/api/paths'], loaded: ['course list'] });
    // The course page's first reviews, newest first, the paths it belongs to and its credits come with the course.
    expect(await preload('/courses/5', VISITOR)).toEqual({
      requested: [
        '/api/courses/public/5',
        '/api/courses/5/reviews?page=1&pageSize=5&sort=newest',
        '/api/courses/5/paths',
        '/api/courses/5/credits',
      ],
      loaded: ['course detail'],
    });
    expect(await preload('/checkout/5', SIGNED_IN)).toEqual({ requested: ['/api/courses/5'], loaded: ['checkout'] });
    // A path's checkout asks for the path and its price by its slug.
    expect(await preload('/checkout/paths/certified-recruiter', SIGNED_IN)).toEqual({
      requested: ['/api/paths/certified-recruiter', '/api/paths/certified-recruiter/purchase'],
      loaded: ['path checkout'],
    });
  });

  it('starts signed-in-only routes without waiting for the session', async () => {
    expect(await preload('/courses/5/learn')).toEqual({ requested: ['/api/courses/5/learn'], loaded: ['learn'] });
    expect(await preload('/downloads')).toEqual({ requested: ['/api/downloads'], loaded: ['downloads'] });
    expect(await preload('/lessons/9')).toEqual({ requested: [], loaded: ['lesson'] });
    expect(await preload('/teams')).toEqual({ requested: ['/api/teams'], loaded: ['teams'] });
    expect(await preload('/certificates')).toEqual({ requested: ['/api/certificates'], loaded: ['my certificates'] });
    expect(await preload('/account/credits')).toEqual({ requested: ['/api/account/credits'], loaded: ['my credits'] });
    // The team page asks for its team on every visit: its code only.
    expect(await preload('/teams/7')).toEqual({ requested: [], loaded: ['team'] });
  });

  it('starts a team invitation with its lookup, the token encoded as the page encodes it', async () => {
    expect(await preload('/team-invites/abc-123', VISITOR)).toEqual({ requested: ['/api/team-invites/abc-123'], loaded: ['team invite'] });
    expect(await preload('/team-invites/a%2Fb', SIGNED_IN)).toEqual({ requested: ['/api/team-invites/a%2Fb'], loaded: ['team invite'] });
  });

  it('starts a free preview with its course and lesson: the public views for visitors, the signed-in ones otherwise', async () => {
    expect(await preload('/courses/5/preview/9', VISITOR)).toEqual({
      requested: ['/api/courses/public/5', '/api/lessons/9/preview'],
      loaded: ['lesson preview'],
    });
    expect(await preload('/courses/5/preview/9', SIGNED_IN)).toEqual({
      requested: ['/api/courses/5', '/api/lessons/9'],
      loaded: ['lesson preview'],
    });
  });

  it('loads the dashboard or the landing page’s courses at / once the session is known', async () => {
    expect(await preload('/')).toEqual({ requested: [], loaded: [] });
    expect(await preload('/', SIGNED_IN)).toEqual({ requested: ['/api/user/dashboard', '/api/user/paths'], loaded: ['dashboard'] });
    expect(await preload('/', VISITOR)).toEqual({ requested: ['/api/courses/public'], loaded: [] });
  });

  it('starts a learning path with its steps, for visitors and learners alike; an address no slug can be loads the page only', async () => {
    // With its price and the viewer's access, for the purchase panel.
    expect(await preload('/paths/certified-recruiter', VISITOR)).toEqual({
      requested: ['/api/paths/certified-recruiter', '/api/paths/certified-recruiter/purchase', '/api/paths/certified-recruiter/credits'],
      loaded: ['path'],
    });
    expect(await preload('/paths/certified-recruiter', SIGNED_IN)).toEqual({
      requested: ['/api/paths/certified-recruiter', '/api/paths/certified-recruiter/purchase', '/api/paths/certified-recruiter/credits'],
      loaded: ['path'],
    });
    expect(await preload('/paths/Not%20a%20slug', VISITOR)).toEqual({ requested: [], loaded: ['path'] });
  });

  it('leaves unknown and malformed addresses alone', async () => {
    for (const pathname of [
      '/nope',
      '/courses/abc',
      '/courses/5/learn/more',
      '/courses/5/preview/abc',
      '/courses/5/preview',
      '/courses/5/other/9',
      '/courses/5/preview/9/more',
      '/checkout',
      '/downloads/3',
      '/teams/abc',
      '/teams/7/more',
      '/team-invites',
      '/paths',
      '/paths/a/b',
      '/account/other',
    ]) {
      expect(await preload(pathname, SIGNED_IN)).toEqual({ requested: [], loaded: [] });
    }
  });
});

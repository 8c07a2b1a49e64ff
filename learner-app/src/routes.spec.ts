/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createAcademyStore, type KnownSession } from '@academy/ui';
import { stubFetch } from '@academy/ui/testing';
import { routes } from './routes';

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

/**
 * The route table's pages by route id, with each page's code replaced by a record of its loading (the
 * build names each page's chunk by its route id).
 */
function recordingLazy(table: RouteObject[], loaded: string[]): RouteObject[] {
  return table.map((route) => ({
    ...route,
    ...(route.lazy ? { lazy: () => (loaded.push(route.id!), Promise.resolve({ Component: () => null })) } : {}),
    ...(route.children ? { children: recordingLazy(route.children, loaded) } : {}),
  })) as RouteObject[];
}

/**
 * Opens `pathname` in a data router made of the learner routes, with the session given (or one that
 * never becomes known), and returns the API paths requested and the pages whose code was loaded.
 */
async function preload(pathname: string, session?: KnownSession) {
  const loaded: string[] = [];
  const fetches = stubFetch({});
  const store = createAcademyStore();
  const table = routes({
    dispatch: store.dispatch,
    session: () => (session ? Promise.resolve(session) : new Promise(() => undefined)),
    currentSession: () => session ?? { status: 'loading' },
    NotFound: () => null,
  });
  const router = createMemoryRouter([{ path: '/', children: recordingLazy(table, loaded) }], { initialEntries: [pathname] });
  await new Promise((resolve) => setTimeout(resolve, 20));
  router.dispose();
  return { requested: fetches.requests.map((request) => request.path).sort(), loaded };
}

/** Expects `pathname` to request exactly `expected.requested` (in any order) and load `expected.loaded`. */
async function expectPreload(pathname: string, session: KnownSession | undefined, expected: { requested: string[]; loaded: string[] }) {
  expect(await preload(pathname, session)).toEqual({ requested: [...expected.requested].sort(), loaded: expected.loaded });
}

describe("the learner routes: each address starts its page's code and first data", () => {
  it("starts a page's code at once, and its query once the session says which one", async () => {
    // The learning paths (the same for everyone) start at once.
    await expectPreload('/courses', undefined, { requested: ['/api/paths'], loaded: ['courses'] });
    // The learning paths come with the course list, above its courses.
    await expectPreload('/courses', VISITOR, { requested: ['/api/paths', '/api/courses/public'], loaded: ['courses'] });
    await expectPreload('/courses', SIGNED_IN, { requested: ['/api/paths', '/api/courses'], loaded: ['courses'] });
    // The course page's first reviews, newest first, the paths it belongs to and its credits come with the course.
    await expectPreload('/courses/5', VISITOR, {
      requested: [
        '/api/courses/public/5',
        '/api/courses/5/reviews?page=1&pageSize=5&sort=newest',
        '/api/courses/5/paths',
        '/api/courses/5/credits',
      ],
      loaded: ['course'],
    });
    await expectPreload('/checkout/5', SIGNED_IN, { requested: ['/api/courses/5'], loaded: ['checkout'] });
    // A path's checkout asks for the path and its price by its slug.
    await expectPreload('/checkout/paths/certified-recruiter', SIGNED_IN, {
      requested: ['/api/paths/certified-recruiter', '/api/paths/certified-recruiter/purchase'],
      loaded: ['path-checkout'],
    });
  });

  it('starts signed-in-only routes without waiting for the session', async () => {
    await expectPreload('/courses/5/learn', undefined, { requested: ['/api/courses/5/learn'], loaded: ['learn'] });
    await expectPreload('/downloads', undefined, { requested: ['/api/downloads'], loaded: ['downloads'] });
    await expectPreload('/lessons/9', undefined, { requested: ['/api/lessons/9'], loaded: ['lesson'] });
    await expectPreload('/teams', undefined, { requested: ['/api/teams'], loaded: ['teams'] });
    await expectPreload('/certificates', undefined, { requested: ['/api/certificates'], loaded: ['my-certificates'] });
    await expectPreload('/account/credits', undefined, { requested: ['/api/account/credits'], loaded: ['my-credits'] });
    await expectPreload('/teams/7', undefined, { requested: ['/api/teams/7'], loaded: ['team'] });
  });

  it("starts the discussions' pages with their first page, and the unsubscribe page with its link's setting", async () => {
    await expectPreload('/courses/5/discussions', undefined, {
      requested: ['/api/courses/5', '/api/courses/5/discussions?page=1&pageSize=20'],
      loaded: ['course-discussions'],
    });
    await expectPreload('/courses/5/discussions/19', undefined, {
      requested: ['/api/discussions/threads/19?page=1&pageSize=50'],
      loaded: ['discussion-thread'],
    });
    await expectPreload('/notifications', undefined, { requested: ['/api/notifications?page=1&pageSize=20'], loaded: ['notifications'] });
    await expectPreload('/discussions/unsubscribe?token=abc.def', VISITOR, {
      requested: ['/api/discussions/unsubscribe?token=abc.def'],
      loaded: ['discussions-unsubscribe'],
    });
  });

  it('starts a team invitation with its lookup, the token encoded as the page encodes it', async () => {
    await expectPreload('/team-invites/abc-123', VISITOR, { requested: ['/api/team-invites/abc-123'], loaded: ['team-invite'] });
    await expectPreload('/team-invites/a%2Fb', SIGNED_IN, { requested: ['/api/team-invites/a%2Fb'], loaded: ['team-invite'] });
  });

  it('starts a free preview with its course and lesson: the public views for visitors, the signed-in ones otherwise', async () => {
    await expectPreload('/courses/5/preview/9', VISITOR, {
      requested: ['/api/courses/public/5', '/api/lessons/9/preview'],
      loaded: ['lesson-preview'],
    });
    await expectPreload('/courses/5/preview/9', SIGNED_IN, {
      requested: ['/api/courses/5', '/api/lessons/9'],
      loaded: ['lesson-preview'],
    });
  });

  it('loads the dashboard or the landing page’s courses at / once the session is known', async () => {
    await expectPreload('/', undefined, { requested: [], loaded: [] });
    // `/` has no lazy page (its page depends on the session): the dashboard's code starts with its data.
    await expectPreload('/', SIGNED_IN, { requested: ['/api/user/dashboard', '/api/user/paths'], loaded: [] });
    await expectPreload('/', VISITOR, { requested: ['/api/courses/public'], loaded: [] });
  });

  it('starts a learning path with its steps, for visitors and learners alike; an address no slug can be loads the page only', async () => {
    // With its price and the viewer's access, for the purchase panel.
    await expectPreload('/paths/certified-recruiter', VISITOR, {
      requested: ['/api/paths/certified-recruiter', '/api/paths/certified-recruiter/purchase', '/api/paths/certified-recruiter/credits'],
      loaded: ['path'],
    });
    await expectPreload('/paths/certified-recruiter', SIGNED_IN, {
      requested: ['/api/paths/certified-recruiter', '/api/paths/certified-recruiter/purchase', '/api/paths/certified-recruiter/credits'],
      loaded: ['path'],
    });
    await expectPreload('/paths/Not%20a%20slug', VISITOR, { requested: [], loaded: ['path'] });
  });

  it('loads nothing for an unknown address, and only the page (which shows its not-found state) for a malformed id', async () => {
    for (const pathname of [
      '/nope',
      '/courses/5/learn/more',
      '/courses/5/preview',
      '/courses/5/other/9',
      '/courses/5/preview/9/more',
      '/checkout',
      '/downloads/3',
      '/teams/7/more',
      '/team-invites',
      '/paths',
      '/paths/a/b',
      '/account/other',
    ]) {
      await expectPreload(pathname, SIGNED_IN, { requested: [], loaded: [] });
    }
    await expectPreload('/courses/abc', SIGNED_IN, { requested: [], loaded: ['course'] });
    await expectPreload('/courses/5/preview/abc', SIGNED_IN, { requested: [], loaded: ['lesson-preview'] });
    await expectPreload('/teams/abc', SIGNED_IN, { requested: [], loaded: ['team'] });
  });
});

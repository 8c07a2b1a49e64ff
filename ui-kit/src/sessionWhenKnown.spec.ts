/**
 * @jest-environment @academy/ui/jest-environment
 */
import { api } from '@academy/api';
import { createAcademyStore } from './store.js';
import { sessionWhenKnown } from './session.js';
import { stubFetch } from './testing/index.js';

const USER = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'jobseeker',
  emailVerified: true,
  profileImageUrl: null,
};

describe('sessionWhenKnown', () => {
  it('waits for the answer to GET /api/user without asking for it', async () => {
    const fetches = stubFetch({ 'GET /api/user': { body: USER } });
    const store = createAcademyStore();
    let settled = false;
    const session = sessionWhenKnown(store).then((known) => {
      settled = true;
      return known;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    expect(fetches.requests).toHaveLength(0);

    const answer = store.dispatch(api.endpoints.currentUser.initiate());
    await expect(session).resolves.toEqual({ status: 'signed-in', user: USER });
    await answer;
    expect(fetches.requestsTo('GET /api/user')).toHaveLength(1);
  });

  it('is a visitor after a 401, and answers at once when the answer is already there', async () => {
    const fetches = stubFetch({
      'GET /api/user': { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Not signed in' } },
    });
    const store = createAcademyStore();
    const pending = sessionWhenKnown(store);
    await store.dispatch(api.endpoints.currentUser.initiate());
    await expect(pending).resolves.toEqual({ status: 'visitor' });
    await expect(sessionWhenKnown(store)).resolves.toEqual({ status: 'visitor' });
    expect(fetches.requestsTo('GET /api/user')).toHaveLength(1);
  });
});

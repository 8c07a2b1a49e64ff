import { backoffDelaySeconds } from './rate-limiter.service.js';

describe('backoffDelaySeconds', () => {
  const backoff = { freeAttempts: 5, maxDelaySeconds: 900 };

  it('costs nothing for the free attempts', () => {
    for (let failures = 0; failures < 5; failures++) expect(backoffDelaySeconds(failures, backoff)).toBe(0);
  });

  it('doubles the wait with each further failure, up to the maximum', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12, 13].map((failures) => backoffDelaySeconds(failures, backoff))).toEqual([
      5, 10, 20, 40, 80, 160, 320, 640, 900,
    ]);
    expect(backoffDelaySeconds(10_000, backoff)).toBe(900);
  });
});

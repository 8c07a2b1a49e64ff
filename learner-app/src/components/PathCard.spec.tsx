/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PathSummaryDto } from '@academy/api';
import { renderScreen } from '@academy/ui/testing';
import { PathCard } from './PathCard';

const path: PathSummaryDto = {
  id: 3,
  slug: 'certified-recruiter',
  title: 'Certified Recruiter: Practitioner',
  description: 'From the first search string to the signed offer.',
  levelLabel: 'Practitioner',
  certificateTitle: 'Certified Recruiter — Practitioner',
  stepCount: 2,
  requiredStepCount: 2,
  minutes: 120,
  progress: { requiredTotal: 2, requiredDone: 2, stepsDone: 2, percent: 100, isComplete: true },
  certificate: { code: 'PATHPATHPATHPATHPATHPATHPA', issuedAt: '2026-12-01T10:00:00.000Z', validUntil: null },
};

describe('PathCard', () => {
  it("says so when the learner earned the path's certificate", () => {
    renderScreen(<PathCard path={path} />);
    const card = screen.getByRole('article', { name: 'Certified Recruiter: Practitioner' });
    expect(within(card).getByText('Certificate earned')).toBeTruthy();
    expect(within(card).getByText('All 2 required steps done')).toBeTruthy();
  });

  it('says nothing of it before', () => {
    renderScreen(<PathCard path={{ ...path, progress: null, certificate: null }} />);
    expect(screen.queryByText('Certificate earned')).toBeNull();
  });
});

/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MyCertificateDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import MyCertificatesPage from './MyCertificatesPage';

function certificate(overrides: Partial<MyCertificateDto>): MyCertificateDto {
  const code = overrides.code ?? 'AAAAAAAAAAAAAAAAAAAAAAAAAA';
  return {
    code,
    status: 'valid',
    learnerName: 'Ada Lovelace',
    courseTitle: 'Structured Interviewing',
    hours: 2,
    issuedAt: '2026-01-10T10:00:00.000Z',
    revokedAt: null,
    validUntil: null,
    renews: null,
    renewedBy: null,
    verificationUrl: `https://academy.example.com/certificates/${code}`,
    pdfUrl: `https://academy.example.com/api/certificates/${code}/pdf`,
    credentialUrl: `https://academy.example.com/api/certificates/${code}/credential`,
    finalScore: null,
    issuer: { name: 'Recruiting Academy', url: 'https://academy.example.com' },
    public: false,
    courseId: 3,
    revokeReason: null,
    renewalOpensAt: null,
    renewable: false,
    refresher: null,
    credits: [],
    kind: 'course',
    path: null,
    ...overrides,
  };
}

const refresher = { kind: 'course', id: 9, title: 'Interviewing Refresher', courseId: null, courseTitle: null } as const;

describe('MyCertificatesPage', () => {
  it("lists each certificate with its validity, the renewed one's successor and the refresher of one that expires", async () => {
    stubFetch({
      'GET /api/certificates': {
        body: [
          certificate({
            code: 'NEWNEWNEWNEWNEWNEWNEWNEWNE',
            issuedAt: '2027-12-01T10:00:00.000Z',
            validUntil: '2029-12-01T10:00:00.000Z',
            renews: 'OLDOLDOLDOLDOLDOLDOLDOLDOL',
            refresher,
            renewalOpensAt: '2029-10-02T10:00:00.000Z',
          }),
          certificate({
            code: 'OLDOLDOLDOLDOLDOLDOLDOLDOL',
            validUntil: '2027-12-10T10:00:00.000Z',
            renewedBy: 'NEWNEWNEWNEWNEWNEWNEWNEWNE',
            refresher,
            renewalOpensAt: '2027-10-11T10:00:00.000Z',
          }),
          certificate({
            code: 'EXPEXPEXPEXPEXPEXPEXPEXPEX',
            courseTitle: 'Offer Negotiation',
            status: 'expired',
            validUntil: '2026-06-10T10:00:00.000Z',
            refresher: { kind: 'quiz', id: 44, title: 'Offer check', courseId: 5, courseTitle: 'Offer Negotiation' },
            renewalOpensAt: '2026-04-11T10:00:00.000Z',
            renewable: true,
          }),
        ],
      },
    });
    renderScreen(<MyCertificatesPage />, { url: '/certificates', path: '/certificates' });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(document.title).toBe('My Certificates · Recruiting Academy');

    const [current, renewed, expired] = cards.map((card) => within(card));
    expect(current.getByText('Valid until December 1, 2029')).toBeTruthy();
    expect(current.getByText('From October 2, 2029 you can renew it: complete the course "Interviewing Refresher".')).toBeTruthy();
    expect(current.queryByRole('link', { name: /Take the refresher/ })).toBeNull();

    expect(renewed.getByText('Renewed')).toBeTruthy();
    expect(renewed.getByRole('link', { name: 'a newer certificate' }).getAttribute('href')).toBe(
      '/certificates/NEWNEWNEWNEWNEWNEWNEWNEWNE',
    );

    expect(expired.getByText('Expired', { selector: '.lr-badge' })).toBeTruthy();
    expect(expired.getByText('Expired on June 10, 2026')).toBeTruthy();
    expect(expired.getByRole('link', { name: 'Take the refresher for Offer Negotiation' }).getAttribute('href')).toBe('/lessons/44');
    expect(expired.getByRole('link', { name: /View certificate: Offer Negotiation/ }).getAttribute('href')).toBe(
      '/certificates/EXPEXPEXPEXPEXPEXPEXPEXPEX',
    );
  });

  it("lists a learning path's certificate with the path it was earned for", async () => {
    stubFetch({
      'GET /api/certificates': {
        body: [
          certificate({
            code: 'PATHPATHPATHPATHPATHPATHPA',
            kind: 'path',
            courseId: null,
            courseTitle: 'Certified Recruiter — Practitioner',
            path: { id: 3, slug: 'certified-recruiter-practitioner', title: 'Certified Recruiter: Practitioner' },
            validUntil: '2028-01-10T10:00:00.000Z',
          }),
          certificate({}),
        ],
      },
    });
    renderScreen(<MyCertificatesPage />, { url: '/certificates', path: '/certificates' });
    const [pathCard, courseCard] = (await screen.findAllByRole('article')).map((card) => within(card));
    expect(pathCard.getByRole('heading', { level: 2 }).textContent).toBe('Certified Recruiter — Practitioner');
    expect(pathCard.getByText('Learning path')).toBeTruthy();
    expect(pathCard.getByRole('link', { name: 'Certified Recruiter: Practitioner' }).getAttribute('href')).toBe(
      '/paths/certified-recruiter-practitioner',
    );
    expect(pathCard.getByText('Valid until January 10, 2028')).toBeTruthy();
    expect(pathCard.getByRole('link', { name: /View certificate: Certified Recruiter — Practitioner/ }).getAttribute('href')).toBe(
      '/certificates/PATHPATHPATHPATHPATHPATHPA',
    );
    expect(courseCard.queryByText('Learning path')).toBeNull();
  });

  it('says when there are none yet', async () => {
    stubFetch({ 'GET /api/certificates': { body: [] } });
    renderScreen(<MyCertificatesPage />, { url: '/certificates', path: '/certificates' });
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Courses' }).getAttribute('href')).toBe('/courses');
  });

  it('offers to try again when the list fails to load', async () => {
    let fail = true;
    stubFetch({
      'GET /api/certificates': () => (fail ? { status: 500, body: { statusCode: 500, message: 'Boom' } } : { body: [] }),
    });
    renderScreen(<MyCertificatesPage />, { url: '/certificates', path: '/certificates' });
    expect(await screen.findByRole('heading', { name: 'Error loading your certificates' })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeTruthy();
  });
});

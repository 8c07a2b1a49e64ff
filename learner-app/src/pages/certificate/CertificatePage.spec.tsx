/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { academyApi, type CertificateVerificationDto, type MyCertificateDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import CertificatePage from './CertificatePage';

const CODE = 'QZUNFCWA6K3ZKLS3HA7Q7QTHZ4';
const PAGE_URL = `https://academy.example.com/certificates/${CODE}`;

const certificate: CertificateVerificationDto = {
  code: CODE,
  status: 'valid',
  learnerName: 'Ada Lovelace',
  courseTitle: 'Boolean Search & Sourcing',
  hours: 2.5,
  issuedAt: '2026-11-22T10:00:00.000Z',
  revokedAt: null,
  validUntil: null,
  renews: null,
  renewedBy: null,
  verificationUrl: PAGE_URL,
  pdfUrl: `https://academy.example.com/api/certificates/${CODE}/pdf`,
  credentialUrl: `https://academy.example.com/api/certificates/${CODE}/credential`,
  finalScore: 83,
  issuer: { name: 'Recruiting Academy', url: 'https://academy.example.com' },
  public: false,
  credits: [],
  kind: 'course',
  path: null,
};
const mine: MyCertificateDto = { ...certificate, courseId: 3, revokeReason: null, renewalOpensAt: null, renewable: false, refresher: null };
const user = { id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'jobseeker', emailVerified: true };

const VERIFY = `GET /api/certificates/${CODE}`;
const VISIBILITY = `PUT /api/certificates/${CODE}/visibility`;

afterEach(() => {
  act(() => notification.destroy());
});

async function openPage(
  signedIn: 'holder' | 'someone else' | 'visitor',
  answer: CertificateVerificationDto = certificate,
  holderCopy: Partial<MyCertificateDto> = {},
) {
  let current = answer;
  const api = stubFetch({
    'GET /api/user': signedIn === 'visitor' ? { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } : { body: user },
    'GET /api/certificates': { body: signedIn === 'holder' ? [{ ...mine, ...answer, ...holderCopy }] : [] },
    [VERIFY]: () => ({ body: current }),
    [VISIBILITY]: ({ body }) => {
      current = { ...current, public: (body as { public: boolean }).public };
      return { body: current };
    },
  });
  const { store } = renderScreen(<CertificatePage />, { url: `/certificates/${CODE}`, path: '/certificates/:code' });
  await act(async () => {
    await store.dispatch(academyApi.endpoints.currentUser.initiate());
  });
  const headline = answer.kind === 'path' ? answer.courseTitle : 'Certificate of Completion';
  expect(await screen.findByRole('heading', { level: 1, name: headline })).toBeTruthy();
  return api;
}

describe('CertificatePage', () => {
  it('shows an employer the facts: holder, course, hours, date, final quiz score and issuer', async () => {
    await openPage('visitor');
    for (const text of [
      'Ada Lovelace',
      'Boolean Search & Sourcing',
      '2.5 hours',
      'November 22, 2026',
      '83%',
      'academy.example.com',
      CODE,
    ]) {
      expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('Final quiz score')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to LinkedIn profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(PAGE_URL)}`,
    );
    expect(screen.getByRole('link', { name: 'Download credential' }).getAttribute('href')).toBe(`/api/certificates/${CODE}/credential`);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/certificates/${CODE}/pdf`);
  });

  it('lists the continuing-education credits it earned, with their activity IDs', async () => {
    await openPage('visitor', {
      ...certificate,
      credits: [
        {
          body: 'shrm',
          hundredths: 300,
          categories: [{ category: 'general', hundredths: 300 }],
          activityId: '26-AB3CD',
          bodyName: null,
          label: '3 SHRM PDCs',
          detail: null,
        },
        {
          body: 'hrci',
          hundredths: 250,
          categories: [
            { category: 'general', hundredths: 150 },
            { category: 'ethics', hundredths: 100 },
          ],
          activityId: '612345',
          bodyName: null,
          label: '2.5 HRCI credits',
          detail: '1.5 general, 1 ethics',
        },
      ],
    });
    const credits = screen.getByText('Credits earned').nextElementSibling as HTMLElement;
    expect(
      within(credits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 SHRM PDCs · activity ID 26-AB3CD', '2.5 HRCI credits (1.5 general, 1 ethics) · activity ID 612345']);
  });

  it('leaves out the score line when the course had no quiz, and the sharing when revoked', async () => {
    await openPage('visitor', { ...certificate, finalScore: null, status: 'revoked', revokedAt: '2026-12-01T09:00:00.000Z' });
    expect(screen.queryByText('Final quiz score')).toBeNull();
    expect(screen.getByText(/revoked on December 1, 2026/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Share on LinkedIn' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download credential' })).toBeNull();
  });

  it('gives the holder the LinkedIn form and the search-results switch, which saves their choice', async () => {
    const api = await openPage('holder');
    const addToProfile = await screen.findByRole('link', { name: 'Add to LinkedIn profile' });
    const params = new URL(addToProfile.getAttribute('href')!).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Boolean Search & Sourcing',
      organizationName: 'Recruiting Academy',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: PAGE_URL,
      certId: CODE,
    });

    const toggle = screen.getByRole('switch', { name: 'Show my certificate in search results' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(api.requestsTo(VISIBILITY).map((request) => request.body)).toEqual([{ public: true }]));
    await waitFor(() => expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true));
  });

  it('shows no holder controls to another signed-in learner', async () => {
    await openPage('someone else');
    await screen.findByRole('link', { name: 'Share on LinkedIn' });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to LinkedIn profile' })).toBeNull();
  });

  it('copies the link and says so', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPage('visitor');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(PAGE_URL));
    expect(await screen.findByText('Link copied')).toBeTruthy();
  });

  describe("a learning path's certificate", () => {
    const pathCertificate: CertificateVerificationDto = {
      ...certificate,
      kind: 'path',
      courseTitle: 'Certified Recruiter — Practitioner',
      hours: 12,
      finalScore: null,
      validUntil: '2028-11-22T10:00:00.000Z',
      path: { id: 3, slug: 'certified-recruiter-practitioner', title: 'Certified Recruiter: Practitioner' },
    };

    it('is headed by its title and says the holder completed every required step of the path, linking to it', async () => {
      await openPage('visitor', pathCertificate);
      expect(document.title).toBe('Certificate: Certified Recruiter — Practitioner · Recruiting Academy');
      expect(screen.getByText(/completed every required step of/).textContent).toBe(
        'Ada Lovelace completed every required step of the learning path Certified Recruiter: Practitioner.',
      );
      expect(screen.getByRole('link', { name: 'Certified Recruiter: Practitioner' }).getAttribute('href')).toBe(
        '/paths/certified-recruiter-practitioner',
      );
      expect(screen.getByText('Learning path').nextElementSibling!.textContent).toBe('Certified Recruiter: Practitioner');
      expect(screen.queryByText('Course')).toBeNull();
      expect(screen.getByText('12 hours')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain('This certificate is valid until November 22, 2028');
      expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/certificates/${CODE}/pdf`);
      expect(screen.getByRole('link', { name: 'Download credential' }).getAttribute('href')).toBe(`/api/certificates/${CODE}/credential`);
    });

    it("gives the holder LinkedIn's form named by the certificate's title", async () => {
      await openPage('holder', pathCertificate, { courseId: null });
      const addToProfile = await screen.findByRole('link', { name: 'Add to LinkedIn profile' });
      expect(new URL(addToProfile.getAttribute('href')!).searchParams.get('name')).toBe('Certified Recruiter — Practitioner');
    });

    it('still reads when its path was deleted', async () => {
      await openPage('visitor', { ...pathCertificate, path: null });
      expect(screen.getByText(/completed every required step of/).textContent).toBe(
        'Ada Lovelace completed every required step of the learning path.',
      );
      expect(screen.queryByText('Learning path')).toBeNull();
    });
  });

  describe('validity and renewal', () => {
    const refresher = { kind: 'quiz', id: 41, title: 'Sourcing check-up', courseId: 3, courseTitle: 'Boolean Search & Sourcing' } as const;

    it('tells an employer a valid certificate is valid until its date', async () => {
      await openPage('visitor', { ...certificate, validUntil: '2028-11-22T10:00:00.000Z' });
      expect(screen.getByRole('status').textContent).toContain('This certificate is valid until November 22, 2028');
      expect(screen.getByText('Valid until')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Share on LinkedIn' })).toBeTruthy();
    });

    it('says an expired certificate expired, with no sharing, and links the newer one that renewed it', async () => {
      await openPage('visitor', {
        ...certificate,
        status: 'expired',
        validUntil: '2026-12-22T10:00:00.000Z',
        renewedBy: 'RENEWEDRENEWEDRENEWEDRENEW',
      });
      expect(screen.getByText('Expired', { selector: '.lr-badge' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain('This certificate expired on December 22, 2026 and is no longer valid.');
      expect(screen.getByText('Expired on')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Share on LinkedIn' })).toBeNull();
      expect(screen.getByRole('link', { name: /The newer certificate/ }).getAttribute('href')).toBe(
        '/certificates/RENEWEDRENEWEDRENEWEDRENEW',
      );
    });

    it('links a renewal to the certificate it renews', async () => {
      await openPage('visitor', { ...certificate, renews: 'OLDEROLDEROLDEROLDEROLDERA' });
      expect(screen.getByRole('link', { name: /The earlier certificate/ }).getAttribute('href')).toBe(
        '/certificates/OLDEROLDEROLDEROLDEROLDERA',
      );
    });

    it('shows the holder of an expired certificate the refresher to take', async () => {
      await openPage(
        'holder',
        { ...certificate, status: 'expired', validUntil: '2026-12-22T10:00:00.000Z' },
        { refresher, renewable: true, renewalOpensAt: '2026-10-23T10:00:00.000Z' },
      );
      expect(await screen.findByRole('heading', { name: 'Renew your certificate' })).toBeTruthy();
      expect(
        screen.getByText('Renew it: pass the quiz "Sourcing check-up" in "Boolean Search & Sourcing", and you get a new certificate.'),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Take the refresher' }).getAttribute('href')).toBe('/lessons/41');
    });

    it('tells the holder from when they can renew, before the window opens', async () => {
      await openPage(
        'holder',
        { ...certificate, validUntil: '2028-11-22T10:00:00.000Z' },
        { refresher: { ...refresher, kind: 'course', courseId: null, courseTitle: null }, renewalOpensAt: '2028-09-23T10:00:00.000Z' },
      );
      expect(await screen.findByText('From September 23, 2028 you can renew it: complete the course "Sourcing check-up".')).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Take the refresher' })).toBeNull();
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  certificateDate,
  certificateHours,
  linkedInAddToProfileUrl,
  linkedInShareUrl,
  refresherPath,
  refresherTask,
  renewalHint,
  validityLine,
} from './certificate';
import { certificateCredentialPath, certificatePath, certificatePdfPath } from './certificateLinks';
import type { MyCertificateDto } from '@academy/api';

describe('certificate display', () => {
  it('links the page and the PDF by code', () => {
    expect(certificatePath('QZUNFCWA6K3ZKLS3HA7Q7QTHZ4')).toBe('/certificates/QZUNFCWA6K3ZKLS3HA7Q7QTHZ4');
    expect(certificatePdfPath('QZUNFCWA6K3ZKLS3HA7Q7QTHZ4')).toBe('/api/certificates/QZUNFCWA6K3ZKLS3HA7Q7QTHZ4/pdf');
    expect(certificatePath('a/b')).toBe('/certificates/a%2Fb');
    expect(certificateCredentialPath('QZUNFCWA6K3ZKLS3HA7Q7QTHZ4')).toBe('/api/certificates/QZUNFCWA6K3ZKLS3HA7Q7QTHZ4/credential');
  });

  it('shows the completion date in UTC, like the PDF', () => {
    expect(certificateDate('2026-11-22T23:30:00.000Z')).toBe('November 22, 2026');
    expect(certificateDate('2026-01-05T00:10:00.000Z')).toBe('January 5, 2026');
  });

  it('says hour or hours', () => {
    expect(certificateHours(1)).toBe('1 hour');
    expect(certificateHours(0.5)).toBe('0.5 hours');
    expect(certificateHours(12)).toBe('12 hours');
  });

  it("fills in LinkedIn's add-to-profile form, every value encoded, with the month and year of issue in UTC", () => {
    const url = linkedInAddToProfileUrl({
      name: 'Boolean Search & Sourcing: 101 / Advanced?',
      organizationName: 'Recruiting Academy',
      issuedAt: '2026-12-31T23:30:00.000Z',
      certUrl: 'https://academy.example.com/certificates/QZUNFCWA6K3ZKLS3HA7Q7QTHZ4',
      certId: 'QZUNFCWA6K3ZKLS3HA7Q7QTHZ4',
    });
    expect(url).toBe(
      'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME' +
        '&name=Boolean%20Search%20%26%20Sourcing%3A%20101%20%2F%20Advanced%3F' +
        '&organizationName=Recruiting%20Academy&issueYear=2026&issueMonth=12' +
        '&certUrl=https%3A%2F%2Facademy.example.com%2Fcertificates%2FQZUNFCWA6K3ZKLS3HA7Q7QTHZ4' +
        '&certId=QZUNFCWA6K3ZKLS3HA7Q7QTHZ4',
    );
    const params = new URL(url).searchParams;
    expect(params.get('name')).toBe('Boolean Search & Sourcing: 101 / Advanced?');
    expect(params.get('issueMonth')).toBe('12');
    expect(
      new URL(
        linkedInAddToProfileUrl({ name: 'Ł', organizationName: 'A', issuedAt: '2027-01-01T00:10:00.000Z', certUrl: 'x', certId: 'y' }),
      ).searchParams.get('issueMonth'),
    ).toBe('1');
  });

  it("links LinkedIn's share dialog to the page", () => {
    expect(linkedInShareUrl('https://academy.example.com/certificates/ABC?x=1&y=2')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Facademy.example.com%2Fcertificates%2FABC%3Fx%3D1%26y%3D2',
    );
  });

  it('says how long a certificate holds', () => {
    expect(validityLine({ status: 'valid', validUntil: null })).toBe('Does not expire');
    expect(validityLine({ status: 'valid', validUntil: '2028-03-09T16:45:00.000Z' })).toBe('Valid until March 9, 2028');
    expect(validityLine({ status: 'expired', validUntil: '2026-03-09T16:45:00.000Z' })).toBe('Expired on March 9, 2026');
  });

  it('names the refresher as the thing to do, and where to do it', () => {
    const course = { kind: 'course', id: 9, title: 'Refresher 2027', courseId: null, courseTitle: null } as const;
    const quiz = { kind: 'quiz', id: 41, title: 'Check-up', courseId: 3, courseTitle: 'Sourcing' } as const;
    const lesson = { ...quiz, kind: 'lesson', title: 'What changed in 2027' } as const;
    expect([course, quiz, lesson].map(refresherTask)).toEqual([
      'complete the course "Refresher 2027"',
      'pass the quiz "Check-up" in "Sourcing"',
      'complete the lesson "What changed in 2027" in "Sourcing"',
    ]);
    expect([course, quiz, lesson].map(refresherPath)).toEqual(['/courses/9', '/lessons/41', '/lessons/41']);
  });

  it('tells the holder about renewing only when there is a way to renew and something to renew', () => {
    const refresher = { kind: 'quiz', id: 41, title: 'Check-up', courseId: 3, courseTitle: 'Sourcing' } as const;
    const base = {
      status: 'valid',
      validUntil: '2028-03-09T16:45:00.000Z',
      renewalOpensAt: '2028-01-09T16:45:00.000Z',
      renewedBy: null,
      renewable: false,
      refresher,
    } as unknown as MyCertificateDto;
    expect(renewalHint(base)).toBe('From January 9, 2028 you can renew it: pass the quiz "Check-up" in "Sourcing".');
    expect(renewalHint({ ...base, renewable: true })).toBe(
      'It expires soon. Renew it now: pass the quiz "Check-up" in "Sourcing". The new certificate\'s validity runs on from this one\'s expiry date, so you lose no time.',
    );
    expect(renewalHint({ ...base, renewable: true, status: 'expired' })).toBe(
      'Renew it: pass the quiz "Check-up" in "Sourcing", and you get a new certificate.',
    );
    for (const silent of [
      { ...base, refresher: null },
      { ...base, renewedBy: 'X' },
      { ...base, status: 'revoked' },
      { ...base, validUntil: null, renewalOpensAt: null },
    ] as MyCertificateDto[])
      expect(renewalHint(silent)).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  certificateCredentialPath,
  certificateDate,
  certificateHours,
  certificatePath,
  certificatePdfPath,
  linkedInAddToProfileUrl,
  linkedInShareUrl,
} from './certificate';

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
});

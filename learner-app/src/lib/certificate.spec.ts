import { describe, expect, it } from '@jest/globals';
import { certificateDate, certificateHours, certificatePath, certificatePdfPath } from './certificate';

describe('certificate display', () => {
  it('links the page and the PDF by code', () => {
    expect(certificatePath('QZUNFCWA6K3ZKLS3HA7Q7QTHZ4')).toBe('/certificates/QZUNFCWA6K3ZKLS3HA7Q7QTHZ4');
    expect(certificatePdfPath('QZUNFCWA6K3ZKLS3HA7Q7QTHZ4')).toBe('/api/certificates/QZUNFCWA6K3ZKLS3HA7Q7QTHZ4/pdf');
    expect(certificatePath('a/b')).toBe('/certificates/a%2Fb');
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
});

import { CERTIFICATE_CODE_LENGTH, newCertificateCode, normalizeCertificateCode } from './certificate-code.js';

describe('certificate codes', () => {
  it('are 26 base32 characters and differ every time', () => {
    const codes = Array.from({ length: 2000 }, newCertificateCode);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{26}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(CERTIFICATE_CODE_LENGTH).toBe(26);
  });

  it('use the whole alphabet evenly in the first 25 characters (every one carries 5 random bits)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) for (const char of newCertificateCode().slice(0, 25)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (2000 * 25) / 32;
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.2);
  });

  it('are read back whatever the case, and anything else is not a code', () => {
    const code = newCertificateCode();
    expect(normalizeCertificateCode(` ${code.toLowerCase()} `)).toBe(code);
    expect(normalizeCertificateCode(code.slice(1))).toBeNull();
    expect(normalizeCertificateCode(`${code.slice(1)}0`)).toBeNull();
    expect(normalizeCertificateCode('1')).toBeNull();
  });
});

import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 128 random bits in base32 (RFC 4648, no padding). */
export const CERTIFICATE_CODE_LENGTH = 26;
const CODE_PATTERN = /^[A-Z2-7]{26}$/;

/** A new unguessable certificate code: 128 bits from the system's CSPRNG, URL-safe and free of 0/1/8/9 look-alikes. */
export function newCertificateCode(): string {
  const bytes = randomBytes(16);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) code += BASE32[(value << (5 - bits)) & 31];
  return code;
}

/** The code as stored, from what someone typed or followed (any case, surrounding spaces); null when it cannot be one. */
export function normalizeCertificateCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

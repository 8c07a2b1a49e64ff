/**
 * Why an employer sign-in ended on /auth instead of signed in. The browser lands on
 * `/auth?ssoError=<reason>&connection=<id>`; the page words the reason (and names the employer from
 * the connection). Only a reason and an id travel in the address.
 */
export const SSO_REFUSALS = [
  'not_configured',
  'failed',
  'cancelled',
  'replay',
  'wrong_audience',
  'expired',
  'unsigned',
  'bad_signature',
  'unknown_request',
  'wrong_issuer',
  'state_mismatch',
  'nonce_mismatch',
  'no_email',
  'domain_mismatch',
  'team_full',
  'seat_refused',
  'rate_limited',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A domain as stored: trimmed, lower-case, without a leading "@"; null when it is not a host name with a dot. */
export function normalizeDomain(value: string): string | null {
  const domain = value.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  if (domain.length === 0 || domain.length > 253) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  if (!/^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(labels[labels.length - 1])) return null;
  return domain;
}

/** The domain of an address, lower-case; null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** Whether `email` is an address of one of the connection's domains (exactly: a subdomain is another domain). */
export function belongsToDomains(email: string, domains: readonly string[]): boolean {
  const domain = emailDomain(email);
  return domain !== null && domains.includes(domain);
}

/** node-saml's refusal, as a reason (its messages are the library's; matched here in one place, tested). */
export function samlRefusal(message: string): SsoRefusal {
  if (
    /InResponseTo is missing|InResponseTo is not valid|SubjectInResponseTo is not valid|does not match subjectInResponseTo/i.test(message)
  )
    return 'unknown_request';
  if (/audience/i.test(message)) return 'wrong_audience';
  if (/expired|No valid subject confirmation|not yet valid/i.test(message)) return 'expired';
  if (/signature/i.test(message)) return 'bad_signature';
  if (/issuer/i.test(message)) return 'wrong_issuer';
  return 'failed';
}

/** openid-client's refusal of the provider's answer, as a reason. */
export function oidcRefusal(message: string): SsoRefusal {
  if (/"state"/.test(message)) return 'state_mismatch';
  if (/"nonce"/.test(message)) return 'nonce_mismatch';
  if (/"iss"/.test(message)) return 'wrong_issuer';
  return 'failed';
}

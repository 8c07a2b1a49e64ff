/** A student's display name: first plus last name, else the part of the e-mail before the at-sign (docs/product-rules.md#display-names). */
export function displayName(user: { firstName: string; lastName: string; email: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || user.email.split('@')[0];
}

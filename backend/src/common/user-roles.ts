/** Who a user is to the academy; the guards and the decorators of every module check these. */
export const USER_ROLES = ['admin', 'recruitpro', 'jobseeker'] as const;
export type UserRole = (typeof USER_ROLES)[number];

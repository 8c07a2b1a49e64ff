import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';

/** The employer's single sign-on that an address must sign in through (docs/adr/0033). */
export interface SsoRequirement {
  connectionId: number;
  /** The employer's name: "Acme Corp". */
  displayName: string;
}

type RequirementLookup = (email: string) => Promise<SsoRequirement | null>;

export function ssoRequiredMessage(displayName: string): string {
  return `${displayName} requires you to sign in through its single sign-on.`;
}

/**
 * Which ways in an address may use. The single sign-on module, which depends on this one, registers
 * how to find the connection that requires an address's sign-in; password sign-in, password sign-up
 * and social sign-in ask here before they let anyone in.
 */
@Injectable()
export class SignInPolicyService {
  private lookup: RequirementLookup | null = null;

  useSsoRequirements(lookup: RequirementLookup): void {
    this.lookup = lookup;
  }

  /** The connection that requires `email` to sign in through it, if any. */
  async ssoRequirement(email: string): Promise<SsoRequirement | null> {
    return this.lookup ? this.lookup(email) : null;
  }

  /**
   * Refuses (403 SSO_REQUIRED) a password or social sign-in, or a password sign-up, of an address whose
   * employer requires its single sign-on. Admins keep their password: the academy's own accounts must
   * stay reachable when an employer's identity provider is down or misconfigured.
   */
  async assertOtherSignInAllowed(email: string, role?: string): Promise<void> {
    if (role === 'admin') return;
    const requirement = await this.ssoRequirement(email);
    if (requirement)
      throw new AppError(ErrorCode.SSO_REQUIRED, ssoRequiredMessage(requirement.displayName), { connectionId: requirement.connectionId });
  }
}

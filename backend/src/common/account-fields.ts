import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { IsStrongPassword } from './security/password-policy.js';
import { trimmed } from './transforms.js';

/** The validation of each account field, once, with the messages of docs/product-rules.md#account-fields-and-messages; DTOs compose them. */

const trimmedLowercase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

const LINK_MESSAGE = 'This link is not valid or has already been used. Please ask for a new one.';
const CURRENT_PASSWORD = 'Please enter your current password';

/** An e-mail address, trimmed (`lowercase`: also lowercased, where the DTO compares it). */
export function EmailField(options: { lowercase?: boolean; description?: string } = {}): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: 'jordan.rivera@example.com', description: options.description }),
    Transform(options.lowercase ? trimmedLowercase : trimmed),
    IsEmail({}, { message: 'Please enter a valid email address' }),
    MaxLength(320, { message: 'Please enter a valid email address' }),
  );
}

/** A password as typed at sign-in: the minimum length only. */
export function PasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ minLength: 6, example: 'scorecard-Sunrise-42' }),
    IsString({ message: 'Password must be at least 6 characters' }),
    MinLength(6, { message: 'Password must be at least 6 characters' }),
    MaxLength(200, { message: 'Password must be at most 200 characters' }),
  );
}

/** A password being chosen: the minimum length, not in the breached-password list and hard enough to guess (common/security/password-policy.ts). */
export function NewPasswordField(): PropertyDecorator {
  return applyDecorators(PasswordField(), IsStrongPassword());
}

/** The current password, to confirm a sensitive change. */
export function CurrentPasswordField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty(),
    IsString({ message: CURRENT_PASSWORD }),
    MinLength(1, { message: CURRENT_PASSWORD }),
    MaxLength(200, { message: CURRENT_PASSWORD }),
  );
}

/** "First name" or "Last name": trimmed, required, at most 100 characters. */
export function NameField(label: 'First name' | 'Last name'): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ example: label === 'First name' ? 'Jordan' : 'Rivera' }),
    Transform(trimmed),
    IsString({ message: `${label} is required` }),
    MinLength(1, { message: `${label} is required` }),
    MaxLength(100, { message: `${label} must be at most 100 characters` }),
  );
}

/** The token of a link we e-mailed (verification, reset, e-mail change). */
export function LinkTokenField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty(),
    IsString({ message: LINK_MESSAGE }),
    MinLength(1, { message: LINK_MESSAGE }),
    MaxLength(200, { message: LINK_MESSAGE }),
  );
}

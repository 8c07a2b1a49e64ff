import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsIn, IsInt, IsString, Length, Max, Min } from 'class-validator';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '../../../common/decorators/token-scope.decorator.js';
import type { ApiToken } from '../entities/api-token.entity.js';

/** The longest a token may live: integrations are renewed at least once a year. */
export const MAX_API_TOKEN_DAYS = 366;

export class CreateApiTokenDto {
  @ApiProperty({ description: 'What the token is for, shown in the list', example: 'Greenhouse ATS sync', minLength: 1, maxLength: 100 })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please give the token a name' })
  @Length(1, 100, { message: 'The name must be between 1 and 100 characters' })
  name!: string;

  @ApiProperty({ enum: API_TOKEN_SCOPES, enumName: 'ApiTokenScope', isArray: true, example: ['catalog:read', 'progress:read'] })
  @IsArray({ message: 'Choose at least one scope' })
  @ArrayNotEmpty({ message: 'Choose at least one scope' })
  @ArrayMaxSize(API_TOKEN_SCOPES.length)
  @ArrayUnique({ message: 'Each scope may be chosen once' })
  @IsIn(API_TOKEN_SCOPES, { each: true, message: `Scopes must be among: ${API_TOKEN_SCOPES.join(', ')}` })
  scopes!: ApiTokenScope[];

  @ApiProperty({
    description: `Days until the token stops working (1 to ${MAX_API_TOKEN_DAYS})`,
    example: 90,
    minimum: 1,
    maximum: MAX_API_TOKEN_DAYS,
  })
  @IsInt({ message: 'Expiry must be a whole number of days' })
  @Min(1, { message: 'A token must last at least one day' })
  @Max(MAX_API_TOKEN_DAYS, { message: `A token can last at most ${MAX_API_TOKEN_DAYS} days` })
  expiresInDays!: number;
}

export class ApiTokenDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Greenhouse ATS sync' }) name!: string;
  @ApiProperty({ description: 'The first characters of the secret', example: 'ra_8fK2' }) secretPrefix!: string;
  @ApiProperty({ enum: API_TOKEN_SCOPES, enumName: 'ApiTokenScope', isArray: true }) scopes!: ApiTokenScope[];
  @ApiProperty({ description: 'Name of the admin who created it; the token acts as this admin' }) createdBy!: string;
  @ApiProperty() createdAt!: string;
  @ApiProperty() expiresAt!: string;
  @ApiProperty({ type: String, nullable: true }) revokedAt!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the academy revoked the token by itself (its creator stopped being an admin); null otherwise',
    example: 'Revoked when the account stopped being an admin',
  })
  revokedReason!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastUsedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The address of the last request' }) lastUsedIp!: string | null;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'], enumName: 'ApiTokenStatus', description: 'Whether the token still works' })
  status!: 'active' | 'expired' | 'revoked';

  static from(token: ApiToken, now = new Date()): ApiTokenDto {
    return {
      id: token.id,
      name: token.name,
      secretPrefix: token.secretPrefix,
      scopes: token.scopes as ApiTokenScope[],
      createdBy: token.createdBy.displayName,
      createdAt: token.createdAt.toISOString(),
      expiresAt: token.expiresAt.toISOString(),
      revokedAt: token.revokedAt?.toISOString() ?? null,
      revokedReason: token.revokedReason ?? null,
      lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
      lastUsedIp: token.lastUsedIp ?? null,
      status: token.revokedAt ? 'revoked' : token.expiresAt <= now ? 'expired' : 'active',
    };
  }
}

export class CreatedApiTokenDto {
  @ApiProperty({ type: ApiTokenDto }) token!: ApiTokenDto;
  @ApiProperty({
    description: 'The secret: shown this once, never again. Send it as `Authorization: Bearer <secret>`.',
    example: 'ra_8fK2qLw0c3n3l9hVJ6o1mZx4yT7bPaQe5sUd0rGkHiN',
  })
  secret!: string;
}

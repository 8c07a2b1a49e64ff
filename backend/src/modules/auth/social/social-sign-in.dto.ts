import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { SOCIAL_PROVIDER_IDS, type SocialProviderId } from '../../../config/config.js';

export class SocialProviderDto {
  @ApiProperty({ enum: SOCIAL_PROVIDER_IDS, enumName: 'SocialProviderId', example: 'google' }) id!: SocialProviderId;
  @ApiProperty({ description: "What the button says after 'Continue with'", example: 'Google' }) name!: string;
}

export class SocialStartQueryDto {
  @ApiPropertyOptional({
    enum: ['signin', 'link'],
    description: 'signin (default): sign in or sign up; link: link to the signed-in account',
  })
  @IsOptional()
  @IsIn(['signin', 'link'], { message: 'intent must be signin or link' })
  intent?: 'signin' | 'link';

  @ApiPropertyOptional({
    description: 'A path of this site to land on afterwards (anything else is ignored)',
    example: '/team-invites/abc',
  })
  @IsOptional()
  @IsString({ message: 'returnTo must be a path' })
  @MaxLength(2000, { message: 'returnTo must be at most 2000 characters' })
  returnTo?: string;

  @ApiPropertyOptional({ description: "An invite link's token: the sign-up honours it as a password sign-up does" })
  @IsOptional()
  @IsString({ message: 'invite must be a token' })
  @MaxLength(200, { message: 'invite must be at most 200 characters' })
  invite?: string;
}

export class LinkedSignInDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ enum: SOCIAL_PROVIDER_IDS, enumName: 'SocialProviderId', example: 'google' }) provider!: SocialProviderId;
  @ApiProperty({ example: 'Google' }) providerName!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The provider account's e-mail when it was linked",
    example: 'jordan@gmail.com',
  })
  email!: string | null;
  @ApiProperty({ example: '2026-01-15T09:30:00.000Z' }) linkedAt!: string;
  @ApiProperty({ type: String, nullable: true, example: '2026-03-02T18:04:11.000Z' }) lastUsedAt!: string | null;
}

export class SignInMethodsDto {
  @ApiProperty({ description: 'Whether the account has a password (an account made through a provider has none until one is set)' })
  hasPassword!: boolean;
  @ApiProperty({ type: [LinkedSignInDto] }) identities!: LinkedSignInDto[];
  @ApiProperty({ type: [SocialProviderDto], description: 'The providers that are on: those not linked yet can be connected' })
  providers!: SocialProviderDto[];
}

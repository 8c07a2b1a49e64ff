import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { SSO_PROTOCOLS, type SsoProtocol } from '../entities/sso-connection.entity.js';

export const MAX_DOMAINS = 20;
const MAX_CERTIFICATES = 5;

export class PutSsoConnectionDto {
  @ApiProperty({ enum: SSO_PROTOCOLS, enumName: 'SsoProtocol', example: 'saml' })
  @IsIn(SSO_PROTOCOLS, { message: 'protocol must be oidc or saml' })
  protocol!: SsoProtocol;

  @ApiProperty({ description: "The employer's name, as people see it", example: 'Acme Corp', maxLength: 100 })
  @IsString({ message: 'Enter the company name' })
  @MinLength(1, { message: 'Enter the company name' })
  @MaxLength(100, { message: 'The company name must be at most 100 characters' })
  displayName!: string;

  @ApiProperty({
    type: [String],
    description: `The e-mail domains this connection signs in (1 to ${MAX_DOMAINS}; a domain belongs to one connection at most)`,
    example: ['acme.com'],
  })
  @IsArray({ message: 'emailDomains must be a list of domains' })
  @ArrayMinSize(1, { message: 'Enter at least one e-mail domain' })
  @ArrayMaxSize(MAX_DOMAINS, { message: `Enter at most ${MAX_DOMAINS} e-mail domains` })
  @IsString({ each: true, message: 'Each e-mail domain must be text' })
  @MaxLength(253, { each: true, message: 'An e-mail domain is at most 253 characters' })
  emailDomains!: string[];

  @ApiProperty({ description: 'People of these domains must sign in through this connection (no password, no social sign-in)' })
  @IsBoolean({ message: 'required must be true or false' })
  required!: boolean;

  @ApiPropertyOptional({
    description: 'Team connections only: someone of these domains without a seat takes a free one at their first sign-in',
  })
  @IsOptional()
  @IsBoolean({ message: 'jitSeats must be true or false' })
  jitSeats?: boolean;

  @ApiPropertyOptional({
    description: 'OpenID Connect: the issuer (its discovery document must answer when saving)',
    example: 'https://login.acme.com',
  })
  @IsOptional()
  @IsString({ message: 'oidcIssuer must be a URL' })
  @MaxLength(500, { message: 'The issuer URL must be at most 500 characters' })
  oidcIssuer?: string;

  @ApiPropertyOptional({ description: 'OpenID Connect: the client id the employer registered for the academy' })
  @IsOptional()
  @IsString({ message: 'oidcClientId must be text' })
  @MaxLength(255, { message: 'The client id must be at most 255 characters' })
  oidcClientId?: string;

  @ApiPropertyOptional({
    description: 'OpenID Connect: the client secret (stored encrypted, never returned); leave out to keep the saved one',
  })
  @IsOptional()
  @IsString({ message: 'oidcClientSecret must be text' })
  @MaxLength(500, { message: 'The client secret must be at most 500 characters' })
  oidcClientSecret?: string;

  @ApiPropertyOptional({
    description: "SAML: the identity provider's metadata URL (read when saving to fill in the entity id, address and certificates)",
  })
  @IsOptional()
  @IsString({ message: 'samlMetadataUrl must be a URL' })
  @MaxLength(1000, { message: 'The metadata URL must be at most 1000 characters' })
  samlMetadataUrl?: string;

  @ApiPropertyOptional({ description: "SAML: the identity provider's metadata XML, instead of its URL" })
  @IsOptional()
  @IsString({ message: 'samlMetadataXml must be XML text' })
  @MaxLength(200_000, { message: 'The metadata must be at most 200,000 characters' })
  samlMetadataXml?: string;

  @ApiPropertyOptional({ description: "SAML without metadata: the identity provider's entity id" })
  @IsOptional()
  @IsString({ message: 'samlIdpEntityId must be text' })
  @MaxLength(500, { message: 'The entity id must be at most 500 characters' })
  samlIdpEntityId?: string;

  @ApiPropertyOptional({ description: "SAML without metadata: the identity provider's single sign-on address (HTTP-Redirect binding)" })
  @IsOptional()
  @IsString({ message: 'samlSsoUrl must be a URL' })
  @MaxLength(1000, { message: 'The sign-on URL must be at most 1000 characters' })
  samlSsoUrl?: string;

  @ApiPropertyOptional({ type: [String], description: "SAML without metadata: the identity provider's signing certificates (PEM)" })
  @IsOptional()
  @IsArray({ message: 'samlCertificates must be a list of certificates' })
  @ArrayMaxSize(MAX_CERTIFICATES, { message: `Enter at most ${MAX_CERTIFICATES} certificates` })
  @IsString({ each: true, message: 'Each certificate must be PEM text' })
  @MaxLength(20_000, { each: true, message: 'A certificate is at most 20,000 characters' })
  samlCertificates?: string[];
}

export class SsoOidcSettingsDto {
  @ApiProperty({ example: 'https://login.acme.com' }) issuer!: string;
  @ApiProperty({ example: 'academy' }) clientId!: string;
  @ApiProperty({ description: 'Whether a client secret is saved (it is never returned)' }) clientSecretSet!: boolean;
}

export class SsoCertificateDto {
  @ApiProperty({ example: 'CN=Acme IdP' }) subject!: string;
  @ApiProperty({ example: '2030-01-01T00:00:00.000Z' }) validTo!: string;
  @ApiProperty({ description: 'SHA-256 fingerprint', example: 'AB:CD:…' }) fingerprint!: string;
}

export class SsoSamlSettingsDto {
  @ApiProperty({ example: 'https://idp.acme.com/metadata' }) idpEntityId!: string;
  @ApiProperty({ example: 'https://idp.acme.com/sso' }) ssoUrl!: string;
  @ApiProperty({ type: String, nullable: true }) metadataUrl!: string | null;
  @ApiProperty({ type: [SsoCertificateDto] }) certificates!: SsoCertificateDto[];
}

export class SsoServiceProviderDto {
  @ApiProperty({ description: "SAML: the academy's entity id (also its metadata URL)" }) entityId!: string;
  @ApiProperty({ description: 'SAML: the Assertion Consumer Service URL (HTTP-POST)' }) acsUrl!: string;
  @ApiProperty({ description: "SAML: the academy's service provider metadata" }) metadataUrl!: string;
  @ApiProperty({ description: 'OpenID Connect: the redirect URI to register' }) oidcRedirectUri!: string;
}

export class SsoConnectionDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The team; null for the whole academy' }) teamId!: number | null;
  @ApiProperty({ enum: SSO_PROTOCOLS, enumName: 'SsoProtocol' }) protocol!: SsoProtocol;
  @ApiProperty({ example: 'Acme Corp' }) displayName!: string;
  @ApiProperty({ type: [String], example: ['acme.com'] }) emailDomains!: string[];
  @ApiProperty() required!: boolean;
  @ApiProperty() jitSeats!: boolean;
  @ApiProperty({ type: SsoOidcSettingsDto, nullable: true }) oidc!: SsoOidcSettingsDto | null;
  @ApiProperty({ type: SsoSamlSettingsDto, nullable: true }) saml!: SsoSamlSettingsDto | null;
  @ApiProperty({ type: SsoServiceProviderDto }) serviceProvider!: SsoServiceProviderDto;
  @ApiProperty() createdAt!: string;
  @ApiProperty() updatedAt!: string;
}

export class SsoSetupDto {
  @ApiProperty({ type: SsoConnectionDto, nullable: true, description: 'The connection; null when none is set up' })
  connection!: SsoConnectionDto | null;
  @ApiProperty({ type: SsoServiceProviderDto, nullable: true, description: 'What to give the identity provider once a connection exists' })
  serviceProvider!: SsoServiceProviderDto | null;
}

export class DiscoverSsoDto {
  @ApiProperty({ example: 'ada@acme.com' })
  @IsString({ message: 'Enter your work e-mail' })
  @MaxLength(320, { message: 'An e-mail address is at most 320 characters' })
  @IsEmail({}, { message: 'Enter a valid e-mail address' })
  email!: string;
}

export class SsoDiscoveryDto {
  @ApiProperty({ example: 3 }) connectionId!: number;
  @ApiProperty({ example: 'Acme Corp' }) displayName!: string;
  @ApiProperty({ description: 'Where the browser goes to sign in', example: '/api/auth/sso/3/start' }) startUrl!: string;
}

export class SsoConnectionNameDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Acme Corp' }) displayName!: string;
}

export class SsoStartQueryDto {
  @ApiPropertyOptional({ description: 'A path of this site to land on afterwards (anything else is ignored)', example: '/teams' })
  @IsOptional()
  @IsString({ message: 'returnTo must be a path' })
  @MaxLength(2000, { message: 'returnTo must be at most 2000 characters' })
  returnTo?: string;

  @ApiPropertyOptional({ description: 'The work e-mail typed, passed to the identity provider as a login hint' })
  @IsOptional()
  @IsString({ message: 'loginHint must be text' })
  @MaxLength(320, { message: 'loginHint must be at most 320 characters' })
  loginHint?: string;
}

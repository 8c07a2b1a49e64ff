import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { CertificatesService } from './certificates.service.js';
import { CredentialsService } from './credentials.service.js';
import {
  CertificateSettingsDto,
  CertificateVerificationDto,
  CertificateVisibilityDto,
  MyCertificateDto,
  RevokeCertificateDto,
  StudentCertificateDto,
  UpdateCertificateSettingsDto,
} from './dto/certificate.dto.js';
import { MAX_VALIDITY_MONTHS, RENEWAL_WINDOW_DAYS } from './public/certificate-validity.js';

const JWT_CONTENT_TYPE = 'application/jwt';
const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
const pathId = () => new ParseRowIdPipe(ErrorCode.PATH_NOT_FOUND, 'Path not found');

@ApiTags('certificates')
@Controller()
export class CertificatesController {
  constructor(
    private readonly certificates: CertificatesService,
    private readonly credentials: CredentialsService,
  ) {}

  @Get('certificates')
  @ApiOperation({
    summary: 'List your certificates',
    description: `The signed-in learner's certificates, newest first, renewed ones included: each with its status, expiry, renewals, the course's refresher and whether passing it renews the certificate now (from ${RENEWAL_WINDOW_DAYS} days before it expires).`,
  })
  @ApiOkResponse({ type: [MyCertificateDto] })
  listMyCertificates(@CurrentUser() user: User): Promise<MyCertificateDto[]> {
    return this.certificates.mine(user);
  }

  @Public()
  @Get('certificates/:code')
  @ApiOperation({
    summary: 'Verify a certificate',
    description:
      'Anyone with the code may verify it: valid, expired (from its validUntil on) or revoked (with the date; revoked wins), with the name, course (or, for a learning path certificate, ' +
      'the certificate title and the path), hours, completion date, final quiz score, continuing-education credits earned and issuer as issued, and the codes of the certificates it renews and was renewed by.',
  })
  @ApiOkResponse({ type: CertificateVerificationDto, description: 'Anyone with the code may verify it' })
  @ApiNotFoundResponse({ description: 'Certificate not found' })
  verifyCertificate(@Param('code') code: string): Promise<CertificateVerificationDto> {
    return this.certificates.verify(code);
  }

  // Public like the verification page: the code is a 128-bit secret the learner chooses to share.
  @Public()
  @Get('certificates/:code/pdf')
  @ApiOperation({
    summary: 'Download a certificate as PDF',
    description:
      'The certificate on A4 landscape, with its code, verification address and QR code, and "Valid until" when it expires. A revoked certificate has no PDF.',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The certificate, A4 landscape', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Certificate not found' })
  @ApiGoneResponse({ description: 'The certificate has been revoked' })
  async downloadCertificatePdf(@Param('code') code: string): Promise<StreamableFile> {
    const { filename, data } = await this.certificates.pdf(code);
    return new StreamableFile(data, { type: 'application/pdf', disposition: `attachment; filename="${filename}"`, length: data.length });
  }

  @Put('certificates/:code/visibility')
  @ApiOperation({
    summary: 'Set whether search engines index a certificate',
    description:
      "The holder chooses whether search engines may index the certificate's page; for anyone else the certificate does not exist.",
  })
  @ApiOkResponse({ type: CertificateVerificationDto })
  @ApiBadRequestResponse({ description: '`public` is not true or false' })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiNotFoundResponse({ description: 'No certificate of the signed-in learner has this code' })
  setCertificateVisibility(
    @CurrentUser() user: User,
    @Param('code') code: string,
    @Body() body: CertificateVisibilityDto,
  ): Promise<CertificateVerificationDto> {
    return this.certificates.setVisibility(user, code, body.public);
  }

  // Public like the PDF: the holder hands the credential to wallets and employers.
  @Public()
  @Get('certificates/:code/credential')
  @ApiOperation({
    summary: 'Download a certificate as a credential',
    description:
      "The Open Badges 3.0 credential, a VC-JWT signed EdDSA with the academy's did:web key, with validUntil and the JWT's exp when the certificate expires. A revoked certificate has none.",
  })
  @ApiProduces(JWT_CONTENT_TYPE)
  @ApiOkResponse({ description: 'The Open Badges 3.0 credential, a VC-JWT signed EdDSA', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Certificate not found' })
  @ApiGoneResponse({ description: 'The certificate has been revoked' })
  async downloadCertificateCredential(@Param('code') code: string): Promise<StreamableFile> {
    const { filename, jwt } = await this.certificates.credential(code);
    return new StreamableFile(Buffer.from(jwt), { type: JWT_CONTENT_TYPE, disposition: `attachment; filename="${filename}"` });
  }

  @Public()
  @Get('credentials/status/revocation')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Get the revocation list',
    description:
      "The signed status list (BitstringStatusListCredential, VC-JWT) of every credential; a certificate's id is its index. Cached for 5 minutes.",
  })
  @ApiProduces(JWT_CONTENT_TYPE)
  @ApiOkResponse({
    description: 'The revocation list of every credential (BitstringStatusListCredential, VC-JWT)',
    schema: { type: 'string' },
  })
  async credentialStatusList(): Promise<StreamableFile> {
    return new StreamableFile(Buffer.from(await this.credentials.statusListJwt()), { type: JWT_CONTENT_TYPE });
  }

  @Roles('admin')
  @Post('admin/certificates/:code/revoke')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Revoke a certificate',
    description: 'Revokes the certificate once, with a reason only the learner and admins see; its verification says revoked from then on.',
  })
  @ApiOkResponse({ type: StudentCertificateDto })
  @ApiNotFoundResponse({ description: 'Certificate not found' })
  @ApiConflictResponse({ description: 'Already revoked' })
  revokeCertificate(
    @CurrentUser() admin: User,
    @Param('code') code: string,
    @Body() body: RevokeCertificateDto,
  ): Promise<StudentCertificateDto> {
    return this.certificates.revoke(admin, code, body.reason);
  }

  @Roles('admin')
  @TokenScope('catalog:read')
  @Get('courses/:id/certificate-settings')
  @ApiOperation({
    summary: "Get a course's certificate validity",
    description: 'How many months certificates of the course are valid (null: they never expire) and the refresher that renews them.',
  })
  @ApiOkResponse({ type: CertificateSettingsDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'Course not found' })
  getCertificateSettings(@Param('id', courseId()) id: number): Promise<CertificateSettingsDto> {
    return this.certificates.settings({ courseId: id });
  }

  @Roles('admin')
  @TokenScope('catalog:write')
  @Put('courses/:id/certificate-settings')
  @ApiOperation({
    summary: "Set a course's certificate validity",
    description:
      `Sets how many months certificates of the course are valid (1 to ${MAX_VALIDITY_MONTHS}, or null: never expire) and at most one refresher: ` +
      'another course to complete, or a lesson to complete (a quiz lesson: its quiz to pass; of this course itself only a quiz or practice lesson). ' +
      'A refresher needs a validity. Certificates issued before keep their dates.',
  })
  @ApiOkResponse({ type: CertificateSettingsDto, description: 'The settings as saved' })
  @ApiBadRequestResponse({
    description:
      'A validity out of range, two refreshers, a refresher without a validity, the course itself, or an unknown or unsuitable course or lesson',
  })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'Course not found' })
  saveCertificateSettings(
    @Param('id', courseId()) id: number,
    @Body() body: UpdateCertificateSettingsDto,
  ): Promise<CertificateSettingsDto> {
    return this.certificates.saveSettings({ courseId: id }, body);
  }

  @Roles('admin')
  @TokenScope('catalog:read')
  @Get('admin/paths/:id/certificate-settings')
  @ApiOperation({
    summary: "Get a learning path's certificate validity",
    description: "How many months the path's certificates are valid (null: they never expire) and the refresher that renews them.",
  })
  @ApiOkResponse({ type: CertificateSettingsDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'Path not found' })
  getPathCertificateSettings(@Param('id', pathId()) id: number): Promise<CertificateSettingsDto> {
    return this.certificates.settings({ pathId: id });
  }

  @Roles('admin')
  @TokenScope('catalog:write')
  @Put('admin/paths/:id/certificate-settings')
  @ApiOperation({
    summary: "Set a learning path's certificate validity",
    description:
      `Sets how many months the path's certificates are valid (1 to ${MAX_VALIDITY_MONTHS}, or null: never expire) and at most one refresher: ` +
      'a course to complete, or a lesson to complete (a quiz lesson: its quiz to pass). A refresher needs a validity. Certificates issued before keep their dates.',
  })
  @ApiOkResponse({ type: CertificateSettingsDto, description: 'The settings as saved' })
  @ApiBadRequestResponse({
    description: 'A validity out of range, two refreshers, a refresher without a validity, or an unknown or unsuitable course or lesson',
  })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'Path not found' })
  savePathCertificateSettings(
    @Param('id', pathId()) id: number,
    @Body() body: UpdateCertificateSettingsDto,
  ): Promise<CertificateSettingsDto> {
    return this.certificates.saveSettings({ pathId: id }, body);
  }
}

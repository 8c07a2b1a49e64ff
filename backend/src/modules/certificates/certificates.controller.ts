import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
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
import type { User } from '../users/entities/user.entity.js';
import { CertificatesService } from './certificates.service.js';
import { CredentialsService } from './credentials.service.js';
import {
  CertificateVerificationDto,
  CertificateVisibilityDto,
  MyCertificateDto,
  RevokeCertificateDto,
  StudentCertificateDto,
} from './dto/certificate.dto.js';

const JWT_CONTENT_TYPE = 'application/jwt';

@ApiTags('certificates')
@Controller()
export class CertificatesController {
  constructor(
    private readonly certificates: CertificatesService,
    private readonly credentials: CredentialsService,
  ) {}

  @Get('certificates')
  @ApiOperation({ summary: 'List your certificates', description: "The signed-in learner's certificates, newest first." })
  @ApiOkResponse({ type: [MyCertificateDto] })
  listMyCertificates(@CurrentUser() user: User): Promise<MyCertificateDto[]> {
    return this.certificates.mine(user);
  }

  @Public()
  @Get('certificates/:code')
  @ApiOperation({
    summary: 'Verify a certificate',
    description:
      'Anyone with the code may verify it: valid or revoked (with the date), with the name, course, hours, completion date, final quiz score and issuer as issued.',
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
    description: 'The certificate on A4 landscape, with its code, verification address and QR code. A revoked certificate has no PDF.',
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
    description: "The Open Badges 3.0 credential, a VC-JWT signed EdDSA with the academy's did:web key. A revoked certificate has none.",
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
}

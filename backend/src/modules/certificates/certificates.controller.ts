import { Body, Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { CertificatesService } from './certificates.service.js';
import { CertificateVerificationDto, MyCertificateDto, RevokeCertificateDto, StudentCertificateDto } from './dto/certificate.dto.js';

@ApiTags('certificates')
@Controller()
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get('certificates')
  @ApiOkResponse({ type: [MyCertificateDto] })
  listMyCertificates(@CurrentUser() user: User): Promise<MyCertificateDto[]> {
    return this.certificates.mine(user);
  }

  @Public()
  @Get('certificates/:code')
  @ApiOkResponse({ type: CertificateVerificationDto, description: 'Anyone with the code may verify it' })
  @ApiNotFoundResponse({ description: 'Certificate not found' })
  verifyCertificate(@Param('code') code: string): Promise<CertificateVerificationDto> {
    return this.certificates.verify(code);
  }

  // Public like the verification page: the code is a 128-bit secret the learner chooses to share.
  @Public()
  @Get('certificates/:code/pdf')
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The certificate, A4 landscape', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'Certificate not found' })
  @ApiGoneResponse({ description: 'The certificate has been revoked' })
  async downloadCertificatePdf(@Param('code') code: string): Promise<StreamableFile> {
    const { filename, data } = await this.certificates.pdf(code);
    return new StreamableFile(data, { type: 'application/pdf', disposition: `attachment; filename="${filename}"`, length: data.length });
  }

  @Roles('admin')
  @Post('admin/certificates/:code/revoke')
  @HttpCode(200)
  @ApiOkResponse({ type: StudentCertificateDto })
  @ApiNotFoundResponse({ description: 'Certificate not found' })
  @ApiConflictResponse({ description: 'Already revoked' })
  revokeCertificate(@CurrentUser() admin: User, @Param('code') code: string, @Body() body: RevokeCertificateDto): Promise<StudentCertificateDto> {
    return this.certificates.revoke(admin, code, body.reason);
  }
}

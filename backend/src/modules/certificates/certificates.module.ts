import { Module } from '@nestjs/common';
import { CertificatesController } from './certificates.controller.js';
import { CertificatesRepository } from './certificates.repository.js';
import { CertificatesService } from './certificates.service.js';
import { CredentialsService } from './credentials.service.js';
import { DidController } from './did.controller.js';

@Module({
  controllers: [CertificatesController, DidController],
  providers: [CertificatesService, CredentialsService, CertificatesRepository],
  exports: [CertificatesService],
})
export class CertificatesModule {}

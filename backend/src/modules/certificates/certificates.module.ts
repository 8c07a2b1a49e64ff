import { Module } from '@nestjs/common';
import { PathsModule } from '../paths/paths.module.js';
import { CertificatesController } from './certificates.controller.js';
import { CertificatesRepository } from './certificates.repository.js';
import { CertificatesService } from './certificates.service.js';
import { CredentialsService } from './credentials.service.js';
import { DidController } from './did.controller.js';

@Module({
  imports: [PathsModule],
  controllers: [CertificatesController, DidController],
  providers: [CertificatesService, CredentialsService, CertificatesRepository],
  exports: [CertificatesService],
})
export class CertificatesModule {}

import { Module } from '@nestjs/common';
import { SecurityModule } from '../../common/security/security.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { ProfileImagesController } from './profile-images.controller.js';
import { ProfileImagesService } from './profile-images.service.js';

@Module({
  imports: [AuthModule, CertificatesModule, UsersModule, PaymentsModule, SecurityModule],
  controllers: [AccountController, ProfileImagesController],
  providers: [AccountService, ProfileImagesService],
})
export class AccountModule {}

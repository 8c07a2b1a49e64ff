import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CertificatesModule } from '../certificates/certificates.module.js';
import { SocialImagesController } from './social-images.controller.js';
import { SocialImagesService } from './social-images.service.js';

@Module({ imports: [CatalogModule, CertificatesModule], controllers: [SocialImagesController], providers: [SocialImagesService] })
export class SocialImagesModule {}

import { basename } from 'node:path';
import { Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service.js';
import { CourseImagesService } from '../catalog/course-images.service.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { PngCache } from './png-cache.js';
import {
  certificateSocialContent,
  courseSocialContent,
  socialImageVersion,
  type CertificateSocialContent,
  type CourseSocialContent,
} from './social-image-content.js';
import { drawCertificate, drawCourse } from './social-image-drawing.js';

/** About 150 course pictures' worth of images (a PNG of a photo is a few hundred KB, a drawn one far less). */
const CACHE_BYTES = 64 * 1024 * 1024;

/** An image to send: `png` is null when the client's copy (`If-None-Match`) is current. */
export interface SocialImage {
  etag: string;
  png: Buffer | null;
}

/** Whether an `If-None-Match` header names this entity tag (weak or strong, one of a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Link-preview images (Open Graph, Twitter cards) of public courses and certificates. Every request
 * reads the current content, so a stale `v` in the address still gets the current image; drawing
 * costs tens of milliseconds, so images are kept by a hash of what they show.
 */
@Injectable()
export class SocialImagesService {
  private readonly cache = new PngCache(CACHE_BYTES);
  /** Renders under way, so simultaneous first requests for one image draw it once. */
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly catalog: CatalogService,
    private readonly courseImages: CourseImagesService,
    private readonly certificates: CertificatesService,
  ) {}

  /** A course a visitor may see; any other answers the catalogue's 404, so nothing tells them apart. */
  async course(id: number, ifNoneMatch?: string): Promise<SocialImage> {
    const course = await this.catalog.publicCourse(id);
    const content = courseSocialContent(course);
    return this.image(content, ifNoneMatch, async (drawn: CourseSocialContent) => {
      const hero = course.heroImageUrl ? await this.courseImages.read(basename(course.heroImageUrl)) : null;
      return drawCourse(drawn, hero);
    });
  }

  /**
   * A valid certificate's preview. A revoked or expired one has none (it is not shared from its page
   * either): it answers as an unknown code does, so a link shared before stops showing it as held.
   */
  async certificate(code: string, ifNoneMatch?: string): Promise<SocialImage> {
    const certificate = await this.certificates.verify(code);
    if (certificate.status !== 'valid') throw new AppError(ErrorCode.CERTIFICATE_NOT_FOUND, 'Certificate not found');
    const content = certificateSocialContent(certificate);
    return this.image(content, ifNoneMatch, (drawn: CertificateSocialContent) => drawCertificate(drawn));
  }

  private async image<Content extends CourseSocialContent | CertificateSocialContent>(
    content: Content,
    ifNoneMatch: string | undefined,
    draw: (content: Content) => Promise<Buffer>,
  ): Promise<SocialImage> {
    const version = socialImageVersion(content);
    const etag = `"${version}"`;
    if (matches(ifNoneMatch, etag)) return { etag, png: null };
    const cached = this.cache.get(version);
    if (cached) return { etag, png: cached };
    let pending = this.rendering.get(version);
    if (!pending) {
      pending = draw(content)
        .then((png) => {
          this.cache.set(version, png);
          return png;
        })
        .finally(() => this.rendering.delete(version));
      this.rendering.set(version, pending);
    }
    return { etag, png: await pending };
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { coverWebp } from '../../common/uploads/images.js';
import type { FileReader } from '../../common/uploads/multipart-file.js';
import { checkUpload } from '../../common/uploads/upload-policy.js';
import { User } from '../users/entities/user.entity.js';
import { ProfileImage } from './entities/profile-image.entity.js';

export const PROFILE_IMAGE_PATH = '/api/profile-images/';
const SIZE = 256;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Profile pictures: any PNG or JPEG the upload rules accept, stored as a 256 px square WebP without its metadata (no camera or location data). */
@Injectable()
export class ProfileImagesService {
  constructor(private readonly em: EntityManager) {}

  async replace(user: User, read: FileReader): Promise<User> {
    const file = await read();
    const accepted = checkUpload(file.fileName, file.mimeType, file.data);
    if (!accepted.contentType.startsWith('image/'))
      throw new AppError(ErrorCode.INVALID_PICTURE, 'Choose a PNG or JPEG picture, up to 10 MB.');
    const data = await coverWebp(file.data, SIZE, SIZE, 82).catch(() => {
      throw new AppError(ErrorCode.INVALID_PICTURE, 'This picture could not be read. Choose another PNG or JPEG file.');
    });
    return this.em.transactional(async (em) => {
      await em.nativeDelete(ProfileImage, { user: user.id });
      const id = randomUUID();
      em.create(ProfileImage, { id, user: em.getReference(User, user.id), contentType: 'image/webp', data });
      const owner = await em.findOneOrFail(User, { id: user.id });
      owner.profileImageUrl = `${PROFILE_IMAGE_PATH}${id}`;
      return owner;
    });
  }

  async remove(user: User): Promise<User> {
    return this.em.transactional(async (em) => {
      await em.nativeDelete(ProfileImage, { user: user.id });
      const owner = await em.findOneOrFail(User, { id: user.id });
      owner.profileImageUrl = null;
      return owner;
    });
  }

  async read(id: string): Promise<{ contentType: string; data: Buffer }> {
    const image = UUID.test(id) ? await this.em.findOne(ProfileImage, { id }, { populate: ['data'] }) : null;
    if (!image) throw new AppError(ErrorCode.PICTURE_NOT_FOUND, 'Picture not found');
    return { contentType: image.contentType, data: Buffer.from(image.data) };
  }
}

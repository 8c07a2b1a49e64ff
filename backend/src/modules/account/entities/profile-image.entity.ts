import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A learner's picture, re-encoded on upload (square, metadata stripped) and kept in PostgreSQL like
 * every other upload. A new picture gets a new id, so its URL can be cached for good.
 */
const ProfileImageSchema = defineEntity({
  name: 'ProfileImage',
  tableName: 'profile_images',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').unique(),
    contentType: p.string().length(60),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ProfileImage extends ProfileImageSchema.class {}
ProfileImageSchema.setClass(ProfileImage);
export { ProfileImageSchema };

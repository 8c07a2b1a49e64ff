import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { User } from '../../users/entities/user.entity.js';

const CertificateSchema = defineEntity({
  name: 'Certificate',
  tableName: 'certificates',
  // One certificate per learner and course, however many completions race to issue it.
  uniques: [{ properties: ['user', 'course'] }],
  properties: {
    id: p.integer().primary(),
    /** 128 random bits in base32: the public verification key, not guessable or sequential. */
    code: p.string().length(26).unique(),
    /** Null once the learner deleted their account: the certificate stays verifiable. */
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    /** Name, title and length as they were when the certificate was issued; later edits do not change it. */
    learnerName: p.string().length(255),
    courseTitle: p.string().length(200),
    minutes: p.integer(),
    issuedAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
    revokeReason: p.string().length(500).nullable(),
    revokedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
  },
});

export class Certificate extends CertificateSchema.class {}
CertificateSchema.setClass(Certificate);
export { CertificateSchema };

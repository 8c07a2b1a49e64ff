import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { LearningPath } from '../../paths/entities/learning-path.entity.js';
import { User } from '../../users/entities/user.entity.js';

const CertificateSchema = defineEntity({
  name: 'Certificate',
  tableName: 'certificates',
  indexes: [
    {
      // One current certificate per learner and course, however many completions race to issue it; a renewal
      // marks the old one renewed (no longer current) in the transaction that inserts the new one.
      name: 'certificates_current_unique',
      expression: 'create unique index "certificates_current_unique" on "certificates" ("user_id", "course_id") where "renewed_at" is null',
    },
    {
      // The same for a learning path's certificates (course_id is null on them, so the key above never meets them).
      name: 'certificates_current_path_unique',
      expression:
        'create unique index "certificates_current_path_unique" on "certificates" ("user_id", "path_id") where "renewed_at" is null and "path_id" is not null',
    },
  ],
  uniques: [{ properties: ['renews'] }],
  checks: [
    { name: 'certificates_final_score_check', expression: '(final_score IS NULL) OR ((final_score >= 0) AND (final_score <= 100))' },
    { name: 'certificates_valid_until_check', expression: '(valid_until IS NULL) OR (valid_until > issued_at)' },
    { name: 'certificates_one_subject_check', expression: 'num_nonnulls(course_id, path_id) = 1' },
  ],
  properties: {
    id: p.integer().primary(),
    /** 128 random bits in base32: the public verification key, not guessable or sequential. */
    code: p.string().length(26).unique(),
    /** Null once the learner deleted their account: the certificate stays verifiable. Indexed: a learner's certificates are looked up by it. */
    user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
    /** What it certifies: a course, or a learning path (exactly one of the two). */
    course: () => p.manyToOne(Course).nullable().deleteRule('cascade').index(),
    path: () => p.manyToOne(LearningPath).nullable().deleteRule('cascade').index(),
    /**
     * Name, title and length as they were when the certificate was issued; later edits do not change it.
     * A path's certificate holds the path's certificate title ("Certified Recruiter — Practitioner") and
     * the length of its required steps.
     */
    learnerName: p.string().length(255),
    courseTitle: p.string().length(200),
    minutes: p.integer(),
    /** Whole percent, as issued; null when the course had no graded quiz (docs/product-rules.md#certificates). */
    finalScore: p.smallint().nullable(),
    /** The holder lets search engines index the verification page. */
    public: p.boolean().default(false),
    issuedAt: p.datetime().onCreate(() => new Date()),
    /** When it expires: issued_at plus the course's validity then; null = never (docs/product-rules.md#certificate-validity-and-renewal). */
    validUntil: p.datetime().nullable(),
    /** The certificate this one renews (its predecessor for the same learner and course). */
    renews: () => p.manyToOne(Certificate).nullable().deleteRule('set null'),
    /** When a renewal replaced it: it is no longer the learner's current certificate of the course. */
    renewedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    revokeReason: p.string().length(500).nullable(),
    revokedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
  },
});

export class Certificate extends CertificateSchema.class {}
CertificateSchema.setClass(Certificate);
export { CertificateSchema };

import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_users } from './Migration20261122000000_users.js';
import { Migration20261122061023_catalog_learning } from './Migration20261122061023_catalog_learning.js';
import { Migration20261122065356_course_soft_delete } from './Migration20261122065356_course_soft_delete.js';
import { Migration20261122065854_user_activity_index } from './Migration20261122065854_user_activity_index.js';
import { Migration20261122070448_invites } from './Migration20261122070448_invites.js';
import { Migration20261122073500_disable_jit } from './Migration20261122073500_disable_jit.js';
import { Migration20261122074119_enrollment_completed_lessons } from './Migration20261122074119_enrollment_completed_lessons.js';
import { Migration20261122090000_payments } from './Migration20261122090000_payments.js';
import { Migration20261122100000_download_files } from './Migration20261122100000_download_files.js';
import { Migration20261122083255_certificates } from './Migration20261122083255_certificates.js';
import { Migration20261123002355_account_security } from './Migration20261123002355_account_security.js';
import { Migration20261123015239_outbox } from './Migration20261123015239_outbox.js';
import { Migration20261123053000_learner_flow } from './Migration20261123053000_learner_flow.js';
import { Migration20261123060000_subscriptions } from './Migration20261123060000_subscriptions.js';
import { Migration20261123063000_course_images } from './Migration20261123063000_course_images.js';
import { Migration20261123074039_certificate_credentials } from './Migration20261123074039_certificate_credentials.js';
import { Migration20261123080911_course_updated_at } from './Migration20261123080911_course_updated_at.js';
import { Migration20261123105451_api_tokens } from './Migration20261123105451_api_tokens.js';
import { Migration20261123105753_webhooks } from './Migration20261123105753_webhooks.js';

import { Migration20261122083400_quizzes } from './Migration20261122083400_quizzes.js';
/** Every migration, in order. `npm run migration:create -w backend` appends new ones here. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_users', class: Migration20261122000000_users },
  { name: 'Migration20261122061023_catalog_learning', class: Migration20261122061023_catalog_learning },
  { name: 'Migration20261122065356_course_soft_delete', class: Migration20261122065356_course_soft_delete },
  { name: 'Migration20261122065854_user_activity_index', class: Migration20261122065854_user_activity_index },
  { name: 'Migration20261122070448_invites', class: Migration20261122070448_invites },
  { name: 'Migration20261122073500_disable_jit', class: Migration20261122073500_disable_jit },
  { name: 'Migration20261122074119_enrollment_completed_lessons', class: Migration20261122074119_enrollment_completed_lessons },
  { name: 'Migration20261122090000_payments', class: Migration20261122090000_payments },
  { name: 'Migration20261122083255_certificates', class: Migration20261122083255_certificates },
  { name: 'Migration20261122083400_quizzes', class: Migration20261122083400_quizzes },
  { name: 'Migration20261122100000_download_files', class: Migration20261122100000_download_files },
  { name: 'Migration20261123002355_account_security', class: Migration20261123002355_account_security },
  { name: 'Migration20261123015239_outbox', class: Migration20261123015239_outbox },
  { name: 'Migration20261123053000_learner_flow', class: Migration20261123053000_learner_flow },
  { name: 'Migration20261123060000_subscriptions', class: Migration20261123060000_subscriptions },
  { name: 'Migration20261123063000_course_images', class: Migration20261123063000_course_images },
  { name: 'Migration20261123074039_certificate_credentials', class: Migration20261123074039_certificate_credentials },
  { name: 'Migration20261123080911_course_updated_at', class: Migration20261123080911_course_updated_at },
  { name: 'Migration20261123105451_api_tokens', class: Migration20261123105451_api_tokens },
  { name: 'Migration20261123105753_webhooks', class: Migration20261123105753_webhooks },
];

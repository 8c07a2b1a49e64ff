/**
 * What the other workspaces (scripts/, e2e/) use to run the backend outside the app: databases,
 * Redis, SMTP and the local Stripe-compatible server. Published as `@academy/backend/testing`.
 */
export { createFreshDatabase, dropDatabase, freePort, provideTestServer } from './test-database.js';
export { migrateDatabase } from '../../src/database/migrate.js';
export { TestSmtpServer, type ReceivedMail } from './smtp.js';
export { LocalStripe } from './local-stripe/local-stripe.js';
export { LocalLlm, type ScriptedAnswer } from './local-llm/local-llm.js';
export { ensureRedis } from '../../src/infrastructure/redis-server.js';
export { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/infrastructure/embedded-postgres.js';
// The benchmark's baseline server builds the catalogue's SQL from the same helpers (it loads them built).
export type { AcademyDb } from '../../src/database/kysely.js';
export type { courseColumns } from '../../src/modules/catalog/public/course-columns.js';
export type { courseImageUrls } from '../../src/modules/catalog/public/course-image.js';
export type { visibleCourse, Viewer } from '../../src/modules/catalog/public/viewer.js';
export type { resumeLesson } from '../../src/modules/learning/resume.js';
// The demo academy's Sourcing Lab, for the Playwright spec that runs its first exercise on a server
// that never seeds the demo: the talent pool's profiles (imported through the admin API) and the exercises.
// Only decorator-free files: this module is loaded without the backend's compiler settings.
export { DEMO_POOL_SIZE, demoTalentProfiles } from '../../src/modules/sourcing/public/talent-pool-generator.js';
export type { ImportColumn } from '../../src/modules/sourcing/pool-rows.js';
export { DEMO_QUIZZES } from '../../src/seed/demo-quizzes.data.js';
// SCORM packages the SCORM journeys upload: the sample SCO and a zip of it.
export { sampleScormFiles, type SampleScormVersion } from '../../src/seed/scorm-sample.js';
export { zipFiles } from './scorm-zip.js';

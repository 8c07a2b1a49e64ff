import { Migration } from '@mikro-orm/migrations';

const TEMPLATES_BEFORE = [
  'accessGranted',
  'verifyEmail',
  'passwordReset',
  'registrationAttempt',
  'emailChangeConfirm',
  'emailChangeNotice',
  'grantInvite',
  'purchaseInvite',
  'certificateIssued',
  'practiceReviewed',
  'webhookEndpointDisabled',
  'teamSeatInvite',
  'teamSeatRevoked',
  'teamSeatsReduced',
  'teamAlmostFull',
  'teamFull',
  'teamEnded',
];
const TEMPLATES_AFTER = [...TEMPLATES_BEFORE, 'creditCycleReminder'];

const SCOPES_BEFORE = ['catalog:read', 'catalog:write', 'users:read', 'progress:read', 'enrolments:write', 'payments:read', 'admin'];
const SCOPES_AFTER = [...SCOPES_BEFORE.slice(0, 6), 'credits:read', 'admin'];

const BODIES = `'shrm', 'hrci', 'cpd'`;
const CATEGORIES = `'general', 'business', 'global', 'ethics'`;
const CERTIFICATIONS = `'shrm-cp', 'shrm-scp', 'aphr', 'phr', 'sphr', 'gphr', 'cpd'`;

/**
 * The bodies' published recertification figures, in hundredths (docs/product-rules.md#continuing-education-credits):
 * SHRM-CP and SHRM-SCP 60 PDCs per 3-year cycle; HRCI's aPHR 45, PHR 60, SPHR 60 with 15 business,
 * GPHR 60 with 15 global, each HRCI one with at least 1 ethics credit, per 3-year cycle; CPD none.
 */
const REQUIREMENTS: [certification: string, total: number | null, ethics: number, business: number, global: number][] = [
  ['shrm-cp', 6000, 0, 0, 0],
  ['shrm-scp', 6000, 0, 0, 0],
  ['aphr', 4500, 100, 0, 0],
  ['phr', 6000, 100, 0, 0],
  ['sphr', 6000, 100, 1500, 0],
  ['gphr', 6000, 100, 0, 1500],
  ['cpd', null, 0, 0, 0],
];

const list = (names: string[]) => names.map((name) => `'${name}'`).join(', ');

/**
 * Continuing-education credits: what each course offers, the snapshot each certificate earned, who
 * held it once the account is deleted, the learner's certifications and own entries with evidence, the
 * requirements and the record retention (academy settings), the reminder e-mail and the token scope
 * for the provider records export.
 */
export class Migration20261206170000_credits extends Migration {
  override name = 'Migration20261206170000_credits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "course_credits" ("id" serial primary key, "course_id" int not null, "body" text not null, "category" text not null default 'general', "hundredths" int not null, "activity_id" varchar(20) null, "body_name" varchar(100) null);`,
    );
    this.addSql(
      `alter table "course_credits" add constraint "course_credits_course_id_body_category_unique" unique ("course_id", "body", "category");`,
    );
    this.addSql(
      `alter table "course_credits" add constraint "course_credits_course_id_foreign" foreign key ("course_id") references "courses" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "course_credits" add constraint "course_credits_body_check" check ("body" in (${BODIES}));`);
    this.addSql(`alter table "course_credits" add constraint "course_credits_category_check" check ("category" in (${CATEGORIES}));`);
    this.addSql(
      `alter table "course_credits" add constraint "course_credits_hundredths_check" check ((hundredths > 0) AND (hundredths <= 10000) AND ((hundredths % 25) = 0));`,
    );
    this.addSql(
      `alter table "course_credits" add constraint "course_credits_general_unless_hrci" check ((body = 'hrci') OR (category = 'general'));`,
    );
    this.addSql(
      `alter table "course_credits" add constraint "course_credits_body_name_check" check ((body = 'cpd') = (body_name IS NOT NULL));`,
    );
    this.addSql(
      `alter table "course_credits" add constraint "course_credits_activity_id_check" check ((body <> 'hrci') OR (activity_id IS NOT NULL));`,
    );

    this.addSql(
      `create table "certificate_credits" ("id" serial primary key, "certificate_id" int not null, "body" text not null, "category" text not null, "hundredths" int not null, "activity_id" varchar(20) null, "body_name" varchar(100) null, "earned_at" timestamptz not null);`,
    );
    this.addSql(`create index "certificate_credits_body_earned_at_index" on "certificate_credits" ("body", "earned_at");`);
    this.addSql(
      `alter table "certificate_credits" add constraint "certificate_credits_certificate_id_body_category_unique" unique ("certificate_id", "body", "category");`,
    );
    this.addSql(
      `alter table "certificate_credits" add constraint "certificate_credits_certificate_id_foreign" foreign key ("certificate_id") references "certificates" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "certificate_credits" add constraint "certificate_credits_hundredths_check" check (hundredths > 0);`);
    this.addSql(`alter table "certificate_credits" add constraint "certificate_credits_body_check" check ("body" in (${BODIES}));`);
    this.addSql(
      `alter table "certificate_credits" add constraint "certificate_credits_category_check" check ("category" in (${CATEGORIES}));`,
    );

    this.addSql(
      `create table "credit_record_holders" ("certificate_id" int not null, "learner_name" varchar(255) not null, "email" varchar(320) not null, "account_deleted_at" timestamptz not null, primary key ("certificate_id"));`,
    );
    this.addSql(
      `alter table "credit_record_holders" add constraint "credit_record_holders_certificate_id_foreign" foreign key ("certificate_id") references "certificates" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "learner_certifications" ("id" serial primary key, "user_id" int not null, "certification" text not null, "body_name" varchar(100) null, "cycle_start" date not null, "cycle_end" date not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create unique index "learner_certifications_user_certification_unique" on "learner_certifications" ("user_id", "certification", lower(coalesce("body_name", '')));`,
    );
    this.addSql(
      `alter table "learner_certifications" add constraint "learner_certifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "learner_certifications" add constraint "learner_certifications_cycle_check" check (cycle_end > cycle_start);`,
    );
    this.addSql(
      `alter table "learner_certifications" add constraint "learner_certifications_body_name_check" check ((certification = 'cpd') = (body_name IS NOT NULL));`,
    );
    this.addSql(
      `alter table "learner_certifications" add constraint "learner_certifications_certification_check" check ("certification" in (${CERTIFICATIONS}));`,
    );

    this.addSql(
      `create table "credit_entries" ("id" serial primary key, "user_id" int not null, "earned_on" date not null, "provider" varchar(200) not null, "activity_title" varchar(200) not null, "body" text not null, "category" text not null default 'general', "body_name" varchar(100) null, "activity_id" varchar(40) null, "hundredths" int not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "credit_entries_user_earned_on_index" on "credit_entries" ("user_id", "earned_on");`);
    this.addSql(
      `alter table "credit_entries" add constraint "credit_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "credit_entries" add constraint "credit_entries_hundredths_check" check ((hundredths > 0) AND (hundredths <= 100000));`,
    );
    this.addSql(
      `alter table "credit_entries" add constraint "credit_entries_general_unless_hrci" check ((body = 'hrci') OR (category = 'general'));`,
    );
    this.addSql(`alter table "credit_entries" add constraint "credit_entries_body_check" check ("body" in (${BODIES}));`);
    this.addSql(`alter table "credit_entries" add constraint "credit_entries_category_check" check ("category" in (${CATEGORIES}));`);

    this.addSql(
      `create table "credit_evidence" ("entry_id" int not null, "file_name" varchar(255) not null, "content_type" varchar(120) not null, "size" int not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("entry_id"));`,
    );
    this.addSql(
      `alter table "credit_evidence" add constraint "credit_evidence_entry_id_foreign" foreign key ("entry_id") references "credit_entries" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "credit_evidence" add constraint "credit_evidence_size_check" check (((size >= 1) AND (size <= 10485760)) AND (octet_length(data) = size));`,
    );

    this.addSql(
      `create table "certification_requirements" ("certification" text not null, "total_hundredths" int null, "ethics_hundredths" int not null default 0, "business_hundredths" int not null default 0, "global_hundredths" int not null default 0, "cycle_years" smallint not null default 3, "updated_at" timestamptz not null, primary key ("certification"));`,
    );
    this.addSql(
      `alter table "certification_requirements" add constraint "certification_requirements_amounts_check" check (((total_hundredths IS NULL) OR ((total_hundredths > 0) AND (total_hundredths <= 100000))) AND (ethics_hundredths >= 0) AND (business_hundredths >= 0) AND (global_hundredths >= 0));`,
    );
    this.addSql(
      `alter table "certification_requirements" add constraint "certification_requirements_cycle_years_check" check ((cycle_years >= 1) AND (cycle_years <= 10));`,
    );
    this.addSql(
      `alter table "certification_requirements" add constraint "certification_requirements_certification_check" check ("certification" in (${CERTIFICATIONS}));`,
    );
    const rows = REQUIREMENTS.map(
      ([certification, total, ethics, business, global]) =>
        `('${certification}', ${total ?? 'null'}, ${ethics}, ${business}, ${global}, 3, now())`,
    );
    this.addSql(
      `insert into "certification_requirements" ("certification", "total_hundredths", "ethics_hundredths", "business_hundredths", "global_hundredths", "cycle_years", "updated_at") values ${rows.join(', ')};`,
    );

    this.addSql(
      `create table "credit_settings" ("id" smallint not null, "record_retention_years" smallint not null default 5, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "credit_settings" add constraint "credit_settings_single_row" check ((id = 1));`);
    this.addSql(
      `alter table "credit_settings" add constraint "credit_settings_retention_check" check ((record_retention_years >= 1) AND (record_retention_years <= 50));`,
    );
    this.addSql(`insert into "credit_settings" ("id", "updated_at") values (1, now());`);

    this.templates(TEMPLATES_AFTER);
    this.scopes(SCOPES_AFTER);
  }

  override down(): void | Promise<void> {
    for (const table of [
      'credit_evidence',
      'credit_entries',
      'learner_certifications',
      'credit_record_holders',
      'certificate_credits',
      'course_credits',
      'certification_requirements',
      'credit_settings',
    ]) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
    this.addSql(`delete from "outgoing_emails" where "template" = 'creditCycleReminder';`);
    this.templates(TEMPLATES_BEFORE);
    this.addSql(`update "api_tokens" set "scopes" = array_remove("scopes", 'credits:read');`);
    this.addSql(`delete from "api_tokens" where cardinality("scopes") = 0;`);
    this.scopes(SCOPES_BEFORE);
  }

  private templates(names: string[]): void {
    this.addSql(`alter table "outgoing_emails" drop constraint "outgoing_emails_template_check";`);
    this.addSql(`alter table "outgoing_emails" add constraint "outgoing_emails_template_check" check ("template" in (${list(names)}));`);
  }

  private scopes(scopes: string[]): void {
    this.addSql(`alter table "api_tokens" drop constraint "api_tokens_scopes_known";`);
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_scopes_known" check (cardinality(scopes) > 0 and scopes <@ array[${list(scopes)}]::text[]);`,
    );
  }
}

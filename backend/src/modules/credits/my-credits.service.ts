import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { Clock } from '../../common/clock.js';
import { csvStream } from '../../common/csv/csv-stream.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { FileReader } from '../../common/uploads/multipart-file.js';
import { checkUpload } from '../../common/uploads/upload-policy.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { User } from '../users/entities/user.entity.js';
import { displayName } from '../users/public/display-name.js';
import { CreditSchedule } from './credit-schedule.service.js';
import { CreditsRepository } from './credits.repository.js';
import { addDays, addYears, dateOf } from './cycle-dates.js';
import type { CertificationInputDto, CreditEntryDto, CreditEntryInputDto, MyCreditsDto } from './dto/my-credits.dto.js';
import { CreditEntry } from './entities/credit-entry.entity.js';
import { LearnerCertification } from './entities/learner-certification.entity.js';
import { certificationLabel, certificationLedger, countsToward, ledgerLines } from './ledger.js';
import { toAddedCredit, toEarnedCredit, type EntryRow } from './ledger-rows.js';
import { ACADEMY_PROVIDER, creditLabel } from './public/credit-rules.js';
import { renderTranscriptPdf, TRANSCRIPT_COLUMNS, type TranscriptLine } from './transcript.js';
import { requirementOf } from './requirements.js';

/** The longest cycle a learner may enter: longer than any body's. */
const MAX_CYCLE_YEARS = 10;
/** What the transcript CSV's reader may leave unread before the stream gives up (it is small, and sent at once). */
const STALL_MS = 60_000;

export interface EvidenceFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** The learner's own credits: their certifications and cycles, the credits they add, the ledger, reminders and transcripts. */
@Injectable()
export class MyCreditsService {
  constructor(
    private readonly em: EntityManager,
    private readonly credits: CreditsRepository,
    private readonly schedule: CreditSchedule,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The My credits page: each certification's ledger for its cycle, the credits added, the requirements. Four statements. */
  async overview(user: User): Promise<MyCreditsDto> {
    return (await this.load(user)).page;
  }

  /** What the page and the transcripts read, and the page made of it. */
  private async load(user: User) {
    const [certifications, earned, entries, requirements] = await Promise.all([
      this.credits.certifications(user.id),
      this.credits.earnedCredits(user.id),
      this.credits.entries(user.id),
      this.credits.requirements(),
    ]);
    const lines = ledgerLines(earned.map(toEarnedCredit), entries.map(toAddedCredit));
    const today = dateOf(this.clock.now());
    const page: MyCreditsDto = {
      certifications: certifications.map((row) =>
        certificationLedger(
          { id: row.id, certification: row.certification, bodyName: row.body_name, cycleStart: row.cycle_start, cycleEnd: row.cycle_end },
          {
            totalHundredths: row.total_hundredths,
            ethicsHundredths: row.ethics_hundredths ?? 0,
            businessHundredths: row.business_hundredths ?? 0,
            globalHundredths: row.global_hundredths ?? 0,
          },
          lines,
          today,
        ),
      ),
      entries: entries.map((row) => this.toEntry(row)),
      requirements: requirements.map(requirementOf),
    };
    return { page, lines, entries, today };
  }

  /** Adds a certification with its cycle and schedules its reminders; 409 when the learner already keeps it. */
  async addCertification(user: User, input: CertificationInputDto): Promise<MyCreditsDto> {
    const values = this.certificationValues(input);
    try {
      await this.em.transactional(async (em) => {
        const certification = em.create(LearnerCertification, { user: user.id, ...values });
        await em.flush();
        await this.schedule.armReminders(em, { id: certification.id, cycleEnd: values.cycleEnd }, this.clock.now());
      });
    } catch (error) {
      throw this.clashOr(error, input);
    }
    return this.overview(user);
  }

  /** Changes the certification or its cycle; its reminders move with the new dates. */
  async updateCertification(user: User, id: number, input: CertificationInputDto): Promise<MyCreditsDto> {
    const values = this.certificationValues(input);
    try {
      await this.em.transactional(async (em) => {
        const certification = await em.findOne(LearnerCertification, { id, user: user.id });
        if (!certification) throw new AppError(ErrorCode.CERTIFICATION_NOT_FOUND, 'Certification not found');
        em.assign(certification, values);
        await em.flush();
        await this.schedule.armReminders(em, { id, cycleEnd: values.cycleEnd }, this.clock.now());
      });
    } catch (error) {
      throw this.clashOr(error, input);
    }
    return this.overview(user);
  }

  /** Removes the certification and its reminders; credits stay (they are the learner's, whatever they keep). */
  async removeCertification(user: User, id: number): Promise<MyCreditsDto> {
    await this.em.transactional(async (em) => {
      if (!(await this.credits.removeCertification(user.id, id)))
        throw new AppError(ErrorCode.CERTIFICATION_NOT_FOUND, 'Certification not found');
      await this.schedule.disarmReminders(em, id);
    });
    return this.overview(user);
  }

  async addEntry(user: User, input: CreditEntryInputDto): Promise<MyCreditsDto> {
    const values = this.entryValues(input);
    await this.em.transactional((em) => {
      em.create(CreditEntry, { user: user.id, ...values });
    });
    return this.overview(user);
  }

  async updateEntry(user: User, id: number, input: CreditEntryInputDto): Promise<MyCreditsDto> {
    const values = this.entryValues(input);
    await this.em.transactional(async (em) => {
      const entry = await this.ownEntry(em, user, id);
      em.assign(entry, values);
    });
    return this.overview(user);
  }

  /** Removes the entry and its evidence file. */
  async removeEntry(user: User, id: number): Promise<MyCreditsDto> {
    await this.ownEntry(this.em, user, id);
    if (!(await this.credits.removeEntry(user.id, id))) throw new AppError(ErrorCode.CREDIT_ENTRY_NOT_FOUND, 'Credit entry not found');
    return this.overview(user);
  }

  /** The learner's own entry, to change or remove: not one the academy recorded for a live session they attended. */
  private async ownEntry(em: EntityManager, user: User, id: number): Promise<CreditEntry> {
    const entry = await em.findOne(CreditEntry, { id, user: user.id });
    if (!entry) throw new AppError(ErrorCode.CREDIT_ENTRY_NOT_FOUND, 'Credit entry not found');
    if (entry.attendance)
      throw new AppError(
        ErrorCode.CREDIT_ENTRY_FROM_SESSION,
        'The academy recorded these credits for a live session you attended: they cannot be changed or removed here.',
      );
    return entry;
  }

  /**
   * Attaches an evidence file to the learner's entry, replacing the one before, under the upload rules
   * (common/uploads/upload-policy.ts) and within the learner's upload space (UPLOAD_QUOTA_MB, shared with
   * quiz answers). The learner's row is locked while the size is checked, so uploads take turns.
   */
  async attachEvidence(user: User, entryId: number, read: FileReader): Promise<CreditEntryDto> {
    if (!(await this.credits.entry(user.id, entryId))) throw new AppError(ErrorCode.CREDIT_ENTRY_NOT_FOUND, 'Credit entry not found');
    const file = await read();
    const accepted = checkUpload(file.fileName, file.mimeType, file.data);
    const stored = await this.em.transactional(async () => {
      await this.credits.lockUser(user.id);
      const used = await this.credits.uploadBytes(user.id, entryId);
      const { quotaBytes } = this.config.uploads;
      if (used + file.data.length > quotaBytes) {
        throw new AppError(
          ErrorCode.UPLOAD_QUOTA_EXCEEDED,
          `This file does not fit in your ${megabytes(quotaBytes)} MB of upload space (${megabytes(used)} MB used). Please choose a smaller file.`,
        );
      }
      return this.credits.storeEvidence(user.id, entryId, {
        fileName: accepted.fileName,
        contentType: accepted.contentType,
        data: file.data,
      });
    });
    const entry = stored ? await this.credits.entry(user.id, entryId) : undefined;
    // Removed while the file was arriving.
    if (!entry) throw new AppError(ErrorCode.CREDIT_ENTRY_NOT_FOUND, 'Credit entry not found');
    return this.toEntry(entry);
  }

  async removeEvidence(user: User, entryId: number): Promise<CreditEntryDto> {
    const entry = await this.credits.entry(user.id, entryId);
    if (!entry) throw new AppError(ErrorCode.CREDIT_ENTRY_NOT_FOUND, 'Credit entry not found');
    if (!(await this.credits.removeEvidence(user.id, entryId)))
      throw new AppError(ErrorCode.FILE_NOT_FOUND, 'This entry has no evidence file');
    return this.toEntry({ ...entry, evidence_name: null, evidence_size: null });
  }

  /** The evidence file, for the learner who added it only (anyone else: 404). */
  async evidence(user: User, entryId: number): Promise<EvidenceFile> {
    const row = await this.credits.evidence(user.id, entryId);
    if (!row) throw new AppError(ErrorCode.FILE_NOT_FOUND, 'File not found');
    return { fileName: row.file_name, contentType: row.content_type, data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data) };
  }

  async transcriptPdf(user: User): Promise<{ filename: string; data: Buffer }> {
    const transcript = await this.transcript(user);
    return { filename: `credits-transcript-${transcript.generatedOn}.pdf`, data: await renderTranscriptPdf(transcript) };
  }

  async transcriptCsv(user: User): Promise<{ filename: string; stream: Readable }> {
    const transcript = await this.transcript(user);
    async function* batches() {
      yield transcript.lines;
    }
    return { filename: `credits-transcript-${transcript.generatedOn}.csv`, stream: csvStream(batches(), TRANSCRIPT_COLUMNS, STALL_MS) };
  }

  private async transcript(user: User) {
    const { page, lines, entries, today } = await this.load(user);
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const transcriptLines: TranscriptLine[] = lines.map((line) => {
      const entry = line.entryId === null ? undefined : byId.get(line.entryId);
      return {
        date: line.date,
        source: line.source,
        activityTitle: line.activityTitle,
        provider: line.provider,
        body: line.body,
        category: line.category,
        bodyName: entry?.body_name ?? null,
        hundredths: line.hundredths,
        activityId: line.activityId,
        certificateCode: line.certificateCode,
        evidence: entry?.evidence_name ?? null,
        countsToward: page.certifications
          .filter((ledger) => countsToward(line, ledger))
          .map((ledger) => `${ledger.label} (${ledger.cycleStart} to ${ledger.cycleEnd})`),
      };
    });
    return {
      academyName: ACADEMY_PROVIDER,
      academyUrl: this.config.publicUrl,
      learnerName: displayName(user),
      email: user.email,
      generatedOn: today,
      certifications: page.certifications,
      lines: transcriptLines,
    };
  }

  /** The rules a certification's fields follow beyond their own format. */
  private certificationValues(input: CertificationInputDto) {
    if (input.certification === 'cpd' && !input.bodyName)
      throw new AppError(ErrorCode.CERTIFICATION_INVALID, 'Name the CPD body you report to, such as CIPD');
    if (input.certification !== 'cpd' && input.bodyName)
      throw new AppError(
        ErrorCode.CERTIFICATION_INVALID,
        `Only CPD takes a body name: ${certificationLabel(input.certification, null)} does not`,
      );
    if (input.cycleEnd <= input.cycleStart) throw new AppError(ErrorCode.CERTIFICATION_INVALID, 'The cycle must end after it starts');
    if (input.cycleEnd > addYears(input.cycleStart, MAX_CYCLE_YEARS))
      throw new AppError(ErrorCode.CERTIFICATION_INVALID, `A cycle lasts at most ${MAX_CYCLE_YEARS} years`);
    return {
      certification: input.certification,
      bodyName: input.certification === 'cpd' ? input.bodyName : null,
      cycleStart: input.cycleStart,
      cycleEnd: input.cycleEnd,
    };
  }

  private entryValues(input: CreditEntryInputDto) {
    if (input.body !== 'hrci' && input.category !== 'general')
      throw new AppError(ErrorCode.CREDIT_ENTRY_INVALID, 'Only HRCI credits have a category: SHRM PDCs and CPD hours are general');
    if (input.body !== 'cpd' && input.bodyName) throw new AppError(ErrorCode.CREDIT_ENTRY_INVALID, 'Only CPD hours take a body name');
    // A day of slack: the learner's today may be UTC's tomorrow.
    if (input.earnedOn > addDays(dateOf(this.clock.now()), 1))
      throw new AppError(ErrorCode.CREDIT_ENTRY_INVALID, 'The date earned cannot be in the future');
    return {
      earnedOn: input.earnedOn,
      provider: input.provider,
      activityTitle: input.activityTitle,
      body: input.body,
      category: input.category,
      bodyName: input.body === 'cpd' ? input.bodyName : null,
      activityId: input.activityId,
      hundredths: input.hundredths,
    };
  }

  private clashOr(error: unknown, input: CertificationInputDto): unknown {
    if (!(error instanceof UniqueConstraintViolationException)) return error;
    return new AppError(
      ErrorCode.CERTIFICATION_ALREADY_ADDED,
      `${certificationLabel(input.certification, input.bodyName)} is already in your certifications: change its cycle dates instead`,
    );
  }

  private toEntry(row: EntryRow): CreditEntryDto {
    return {
      id: row.id,
      earnedOn: row.earned_on,
      provider: row.provider,
      activityTitle: row.activity_title,
      body: row.body,
      category: row.category,
      bodyName: row.body_name,
      activityId: row.activity_id,
      hundredths: row.hundredths,
      label: creditLabel(row.body, row.hundredths, row.body_name),
      evidence:
        row.evidence_name === null || row.evidence_size === null
          ? null
          : { fileName: row.evidence_name, size: row.evidence_size, url: `/api/account/credits/entries/${row.id}/evidence` },
    };
  }
}

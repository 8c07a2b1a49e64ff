import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { lockedUntil, moduleLockedMessage } from '../cohorts/public/drip.js';
import { displayName } from '../users/public/display-name.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import type { CommitScormDto, ScormCommitResultDto, ScormLaunchDto } from './dto/scorm.dto.js';
import type { ScormCmi } from './public/scorm-types.js';
import { launchCmi, readCommit } from './scorm-cmi.js';
import { contentToken, encodeLaunchPath } from './scorm-content-token.js';
import { ScormEventsService } from './scorm-events.service.js';
import { ScormRepository } from './scorm.repository.js';

export const SCORM_CONTENT_PATH = '/api/scorm-content/';
const NO_PACKAGE = 'This lesson has no SCORM package yet.';

/** Playing a SCORM lesson: the launch (where the package is, what to resume from) and the package's commits. */
@Injectable()
export class ScormService {
  constructor(
    private readonly repository: ScormRepository,
    private readonly events: ScormEventsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * The launch: a content address signed for this learner and package, valid for
   * SCORM_CONTENT_TOKEN_MINUTES, and the run-time data to resume from (none after the package was replaced).
   */
  async launch(user: SignedInUser, lessonId: number): Promise<ScormLaunchDto> {
    const row = await this.lesson(user, lessonId);
    const storageId = row.storage_id;
    if (!storageId || !row.version) throw new AppError(ErrorCode.SCORM_NOT_FOUND, NO_PACKAGE);
    const resume = row.attempt_package_id === storageId ? (row.attempt_cmi as ScormCmi | null) : null;
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.config.scorm.contentTokenMinutes * 60;
    const token = contentToken(this.config.auth.jwtSecret, { storageId, userId: user.id, expires });
    return {
      lessonId,
      packageId: storageId,
      version: row.version,
      title: row.title ?? row.lesson_title,
      launchUrl: `${SCORM_CONTENT_PATH}${token}/${encodeLaunchPath(row.launch_path ?? '')}`,
      expiresAt: new Date(expires * 1000).toISOString(),
      cmi: launchCmi(row.version, resume, { id: user.id, name: displayName(user) }),
      completionStatus: resume ? (row.completion_status ?? 'not_attempted') : 'not_attempted',
      successStatus: resume ? (row.success_status ?? 'unknown') : 'unknown',
      scoreScaled: resume && row.score_scaled !== null ? Number(row.score_scaled) : null,
      isCompleted: row.is_completed,
    };
  }

  /**
   * Keeps a commit of the package's run-time data (checked against the standard's limits) as the
   * learner's attempt. When the package reports the lesson done (completed, and passed if it reports
   * success), the lesson is completed the way Mark Complete does it; repeating a commit changes nothing
   * more. Admins previewing a course they are not enrolled in keep their data but complete nothing.
   */
  async commit(user: SignedInUser, lessonId: number, body: CommitScormDto): Promise<ScormCommitResultDto> {
    const row = await this.lesson(user, lessonId);
    if (!row.storage_id || !row.version) throw new AppError(ErrorCode.SCORM_NOT_FOUND, NO_PACKAGE);
    if (body.packageId !== row.storage_id)
      throw new AppError(ErrorCode.SCORM_PACKAGE_REPLACED, "This lesson's package was replaced. Reload the lesson to start the new one.");
    const report = readCommit(row.version, body.cmi);
    const saved = await this.repository.saveAttempt({
      lessonId,
      userId: user.id,
      packageId: row.storage_id,
      version: row.version,
      cmi: report.resume,
      completionStatus: report.completionStatus,
      successStatus: report.successStatus,
      scoreRaw: report.scoreRaw,
      scoreMin: report.scoreMin,
      scoreMax: report.scoreMax,
      scoreScaled: report.scoreScaled,
      totalSeconds: report.totalSeconds,
      done: report.done,
      now: this.clock.now(),
    });
    let isCompleted = row.is_completed;
    // Also after an earlier commit reported it done but its completion failed: completing is idempotent.
    if (saved.completedAt && row.is_enrolled && !isCompleted) {
      await this.events.scormDone(user, lessonId);
      isCompleted = true;
    }
    return {
      completionStatus: report.completionStatus,
      successStatus: report.successStatus,
      scoreScaled: report.scoreScaled,
      isCompleted,
    };
  }

  private async lesson(user: SignedInUser, lessonId: number) {
    const row = await this.repository.visibleScorm({ id: user.id, role: user.role }, lessonId);
    if (!row) throw new AppError(ErrorCode.SCORM_NOT_FOUND, 'This lesson is not a SCORM lesson.');
    if (!row.is_enrolled && user.role !== 'admin') throw new AppError(ErrorCode.NOT_ENROLLED, 'Enroll in this course to open this lesson.');
    const locked = lockedUntil(row.unlocks_at, this.clock.now(), user.role);
    if (locked) throw new AppError(ErrorCode.MODULE_LOCKED, moduleLockedMessage(locked));
    return row;
  }
}

/** The SCORM editions a package may declare: 1.2, or 2004 (3rd or 4th edition). */
export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];

/** The learner's progress as the package reports it, in SCORM 2004's words (1.2's lesson_status is mapped onto them). */
export const SCORM_COMPLETION_STATUSES = ['not_attempted', 'incomplete', 'completed', 'unknown'] as const;
export type ScormCompletionStatus = (typeof SCORM_COMPLETION_STATUSES)[number];
export const SCORM_SUCCESS_STATUSES = ['passed', 'failed', 'unknown'] as const;
export type ScormSuccessStatus = (typeof SCORM_SUCCESS_STATUSES)[number];

/** The run-time data kept to resume a package: the elements a learner's next launch starts from. */
export type ScormCmi = Record<string, unknown>;

export type { LearnerPracticeDto, PracticeAttemptDto, PracticeResultDto, PracticeTurnDto } from '@academy/api';

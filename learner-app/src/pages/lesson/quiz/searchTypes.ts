// Interim shapes from the sourcing contract, until the generated client has them.
export type { CandidateCardDto, HighlightRangeDto, SearchResultsDto } from '@academy/api';
export type SearchField = 'title' | 'skills' | 'company' | 'location' | 'text';
export interface SearchGradeProfileDto {
  id: number;
  name: string;
  title: string;
  company: string;
  location: string;
  reasons: string[];
}
export interface SearchGradeDto {
  query: string;
  hitCount: number;
  targetCount: number;
  truePositives: number;
  precision: number;
  recall: number;
  f1: number;
  passF1: number;
  passed: boolean;
  syntaxError: string | null;
  missed: SearchGradeProfileDto[];
  missedCount: number;
  wrong: SearchGradeProfileDto[];
  wrongCount: number;
}
export interface LearnerSearchDto {
  fields: SearchField[];
  poolName: string;
  poolSize: number;
}

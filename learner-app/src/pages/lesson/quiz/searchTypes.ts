// Interim shapes from the sourcing contract, until the generated client has them.
export type SearchField = 'title' | 'skills' | 'company' | 'location' | 'text';
export interface HighlightRangeDto {
  field: 'title' | 'company' | 'location' | 'skills' | 'summary';
  index: number;
  start: number;
  end: number;
}
export interface CandidateCardDto {
  id: number;
  name: string;
  title: string;
  company: string;
  location: string;
  industry: string;
  skills: string[];
  languages: string[];
  yearsExperience: number;
  openToWork: boolean;
  summary: string;
  profileUrl: string;
  highlights: HighlightRangeDto[];
}
export interface SearchResultsDto {
  total: number;
  results: CandidateCardDto[];
  warnings: string[];
}
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

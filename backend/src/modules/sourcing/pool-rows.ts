import { profileDocument, siteKey, tsvectorLiteral, type ProfileText } from './profile-document.js';
import { SEARCH_FIELDS, type SearchField } from './query/query-ast.js';

/** The columns of an import (CSV headers, JSON keys). */
export const IMPORT_COLUMNS = [
  'name',
  'title',
  'company',
  'location',
  'industry',
  'skills',
  'languages',
  'years_experience',
  'open_to_work',
  'summary',
  'profile_url',
  'external_id',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** A CSV header as the import reads it: `Years Experience`, ` years-experience ` → `years_experience`. */
export function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * "Unknown column: salary." for the names that are not import columns, or null. A file reports each
 * unknown column once: on its CSV header, or on the first JSON item that has it.
 */
export function unknownColumnsProblem(names: readonly string[]): string | null {
  const unknown = names.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length === 0) return null;
  return `Unknown ${unknown.length === 1 ? 'column' : 'columns'}: ${unknown.join(', ')}.`;
}

export const MAX_SKILLS = 50;
export const MAX_LANGUAGES = 20;
const MAX_LIST_ITEM = 100;

/** A profile as imported or generated, before its index is computed: what search reads, and the rest. */
export interface ProfileInput extends ProfileText {
  externalId: string;
  name: string;
  yearsExperience: number;
  openToWork: boolean;
  profileUrl: string;
}

/** `defaultExternalId`: the row has no external_id, so its line is used. */
/** A profile ready to insert: its text, its index literals (`tsvectorLiteral`) and its site key. */
export interface ProfileInsert extends ProfileInput {
  siteKey: string;
  tsv: Record<SearchField, string>;
}

export type RowResult = { ok: true; profile: ProfileInput; defaultExternalId: boolean } | { ok: false; reason: string };

const TEXT_LIMITS: Record<'name' | 'title' | 'company' | 'location' | 'industry' | 'summary' | 'profile_url' | 'external_id', number> = {
  name: 200,
  title: 200,
  company: 200,
  location: 200,
  industry: 120,
  summary: 2000,
  profile_url: 300,
  external_id: 100,
};
const REQUIRED: readonly ImportColumn[] = ['name', 'title'];

// Control characters other than tab and line breaks never belong in a profile.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A column's value as trimmed text; a number or boolean in JSON is taken as written. */
function text(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** CSV lists are `;`-separated; JSON lists are arrays of strings (a `;`-separated string is accepted too). */
function list(value: unknown): string[] | null {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string')
    return value
      .split(';')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.map((item) => item.trim()).filter((item) => item !== '');
  return null;
}

function openToWork(value: unknown): boolean | null {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === 'yes') return true;
  if (word === 'false' || word === 'no') return false;
  return null;
}

function years(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 0 && number <= 70 ? number : null;
}

/**
 * Checks one imported row and gives the profile, or the reasons it is refused in one sentence each,
 * joined. `line` is the default external id. Columns other than the import's are not read here (see
 * unknownColumnsProblem).
 */
export function validateProfileRow(raw: Record<string, unknown>, line: number): RowResult {
  const problems: string[] = [];

  const texts = {} as Record<keyof typeof TEXT_LIMITS, string>;
  for (const [column, limit] of Object.entries(TEXT_LIMITS) as [keyof typeof TEXT_LIMITS, number][]) {
    const value = text(raw[column]);
    if (value === null) {
      problems.push(`${column} must be text.`);
      texts[column] = '';
    } else if (value.length > limit) {
      problems.push(`${column} is longer than ${limit} characters.`);
      texts[column] = value;
    } else if (CONTROL.test(value)) {
      problems.push(`${column} contains a control character.`);
      texts[column] = value;
    } else {
      texts[column] = value;
    }
  }
  for (const column of REQUIRED) if (text(raw[column]) === '') problems.push(`${column} is missing.`);

  const lists = { skills: list(raw.skills), languages: list(raw.languages) };
  for (const [column, max] of [
    ['skills', MAX_SKILLS],
    ['languages', MAX_LANGUAGES],
  ] as const) {
    const items = lists[column];
    if (items === null) problems.push(`${column} must be a list of text (separated by ";" in CSV).`);
    else if (items.length > max) problems.push(`${column} has more than ${max} entries.`);
    else if (items.some((item) => item.length > MAX_LIST_ITEM))
      problems.push(`Each of ${column} must be at most ${MAX_LIST_ITEM} characters.`);
    else if (items.some((item) => CONTROL.test(item))) problems.push(`${column} contains a control character.`);
  }

  const yearsExperience = years(raw.years_experience);
  if (yearsExperience === null) problems.push('years_experience must be a whole number from 0 to 70.');
  const open = openToWork(raw.open_to_work);
  if (open === null) problems.push('open_to_work must be true, false, yes or no.');

  const url = texts.profile_url;
  if (url !== '' && !/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(url))
    problems.push('profile_url must be a web address starting with https:// or http://.');

  if (problems.length > 0) return { ok: false, reason: problems.join(' ') };
  return {
    ok: true,
    defaultExternalId: texts.external_id === '',
    profile: {
      externalId: texts.external_id === '' ? String(line) : texts.external_id,
      name: texts.name,
      title: texts.title,
      company: texts.company,
      location: texts.location,
      industry: texts.industry,
      skills: lists.skills!,
      languages: lists.languages!,
      yearsExperience: yearsExperience!,
      openToWork: open!,
      summary: texts.summary,
      profileUrl: url,
    },
  };
}

/** The profile with its index: the tsvector literal of each field and the site key. */
export function profileInsert(profile: ProfileInput): ProfileInsert {
  const document = profileDocument(profile);
  const tsv = Object.fromEntries(SEARCH_FIELDS.map((field) => [field, tsvectorLiteral(document[field])])) as Record<SearchField, string>;
  return { ...profile, siteKey: siteKey(profile.profileUrl), tsv };
}

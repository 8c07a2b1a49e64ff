import JSONParser from '@streamparser/json-node/jsonparser.js';
import { parse } from 'csv-parse';
import type { Readable } from 'node:stream';
import { columnName, unknownColumnsProblem } from './pool-rows.js';

export type PoolFileFormat = 'csv' | 'json';

/**
 * One row of an import file: its fields, or why it could not be read. `line` is the line in a CSV file
 * (the header is line 1) and the item's number (from 1) in a JSON array. `problem`: what is wrong with
 * a JSON item's keys (unknown columns, each named on the first item that has it).
 */
export type PoolFileRow = { line: number; fields: Record<string, unknown>; problem?: string } | { line: number; reason: string };

/** The file's format from its name; null when it is neither. */
export function poolFileFormat(fileName: string): PoolFileFormat | null {
  const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'json' ? extension : null;
}

/** What is wrong with a CSV header line, if anything: unnamed or repeated columns. */
export function csvHeaderProblem(columns: readonly string[]): string | null {
  const unnamed = columns.findIndex((column) => column === '');
  if (unnamed >= 0) return `Column ${unnamed + 1} of the header has no name.`;
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated !== undefined) return `The header names the column ${repeated} more than once.`;
  return null;
}

/** Where the parser is: the line the last record ended on, and the empty lines skipped so far. */
interface CsvPlace {
  lines: number;
  empty_lines: number;
}

/** The rows of a CSV file with a header line, read as the bytes arrive. */
async function* csvRows(input: Readable): AsyncGenerator<PoolFileRow> {
  const skipped: PoolFileRow[] = [];
  let headerProblem: string | null = null;
  let unknownColumns: string | null = null;
  // The line the next record starts on, not counting the empty lines skipped so far (the parser counts
  // them apart, in empty_lines): the header's is 1, the first row's 2.
  let nextRecord = 1;
  const ended = (place: CsvPlace) => (nextRecord = place.lines + 1 - place.empty_lines);
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      nextRecord = 2;
      const columns = header.map(columnName);
      headerProblem = csvHeaderProblem(columns);
      unknownColumns = unknownColumnsProblem(columns);
      return columns;
    },
    skip_empty_lines: true,
    skip_records_with_error: true,
    info: true,
    max_record_size: 64 * 1024,
    on_record: (record: unknown, info: CsvPlace) => {
      ended(info);
      return record;
    },
  });
  parser.on('skip', (error: Error & { code?: string } & Partial<CsvPlace>) => {
    const place = { lines: error.lines ?? 0, empty_lines: error.empty_lines ?? 0 };
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      // The parser notices at the end of the file; the quote opened in the record after the last one.
      const opened = nextRecord + place.empty_lines;
      skipped.push({ line: opened, reason: `The quote opened on line ${opened} is never closed.` });
    } else skipped.push({ line: place.lines, reason: csvReason(error) });
    ended(place);
  });
  input.pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  let line = 1;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      if (headerProblem !== null) {
        yield { line: 1, reason: headerProblem };
        input.resume();
        return;
      }
      if (unknownColumns !== null) {
        yield { line: 1, reason: unknownColumns };
        unknownColumns = null;
      }
      yield* skipped.splice(0);
      line = info.lines;
      yield { line, fields: record };
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('FST_')) throw error;
    if (unknownColumns !== null) yield { line: 1, reason: unknownColumns };
    yield* skipped.splice(0);
    yield { line: line + 1, reason: 'The CSV cannot be read from this line on.' };
    return;
  }
  if (headerProblem !== null) yield { line: 1, reason: headerProblem };
  else if (unknownColumns !== null) yield { line: 1, reason: unknownColumns };
  yield* skipped.splice(0);
}

function csvReason(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return 'The row does not have as many values as the header has columns.';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'A quote is not followed by a comma or the end of the line.';
    case 'CSV_MAX_RECORD_SIZE':
      return 'The row is longer than 64 KB.';
    default:
      return 'The row is not valid CSV.';
  }
}

/** The items of a JSON array of objects, each parsed as its bytes arrive. */
async function* jsonRows(input: Readable): AsyncGenerator<PoolFileRow> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  input.pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  let item = 0;
  const reported = new Set<string>();
  try {
    for await (const { value, key } of parser as AsyncIterable<{ value: unknown; key: unknown }>) {
      if (typeof key !== 'number') {
        yield { line: 1, reason: 'The file must hold a JSON array of profiles: [{"name": …}, …].' };
        return;
      }
      item = key + 1;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) yield { line: item, reason: 'The item is not an object.' };
      else {
        const fields = value as Record<string, unknown>;
        const problem = unknownColumnsProblem(Object.keys(fields).filter((key) => !reported.has(key)));
        for (const key of Object.keys(fields)) reported.add(key);
        yield problem === null ? { line: item, fields } : { line: item, fields, problem };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('FST_')) throw error;
    yield { line: item + 1, reason: 'The JSON is not valid from this item on (a missing bracket, comma or quote?).' };
  }
}

/** The rows of an import file. A CSV row that cannot be read is reported and the next rows still read. */
export function poolFileRows(input: Readable, format: PoolFileFormat): AsyncGenerator<PoolFileRow> {
  return format === 'csv' ? csvRows(input) : jsonRows(input);
}

import { stringify, type Options } from 'csv-stringify/sync';
import { Readable } from 'node:stream';

export type CsvCell = string | number | null;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** Spreadsheets run a cell that starts with one of these as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, which makes it show as text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The rows as CSV, a batch of rows pulled from `batches` only when the reader has taken the previous
 * one: a UTF-8 byte order mark first (so that Excel reads accents right), then the header line, then
 * a CRLF-terminated line per row. Closing the stream (the client went away, or a reader left the bytes
 * waiting for `stallMs`) ends `batches`, which closes its database cursor.
 */
export function csvStream<Row>(batches: AsyncIterableIterator<Row[]>, columns: CsvColumn<Row>[], stallMs: number): Readable {
  const options: Options = {
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    cast: { string: neutraliseFormula },
  };
  let lastPull = Date.now();
  async function* chunks(): AsyncGenerator<string> {
    yield stringify([], { ...options, bom: true, header: true });
    for await (const rows of batches) {
      lastPull = Date.now();
      yield stringify(
        rows.map((row) => columns.map((column) => column.value(row))),
        options,
      );
    }
  }
  // Bytes, not objects: the stream stops asking for batches once 16 KiB wait to be read.
  const stream = Readable.from(chunks(), { objectMode: false });
  const watchdog = setInterval(
    () => {
      // Bytes waiting and no batch asked for: the reader stopped reading (a slow query has no bytes waiting).
      if (stream.readableLength > 0 && Date.now() - lastPull > stallMs)
        stream.destroy(new Error(`The export's reader took nothing for ${stallMs} ms`));
    },
    Math.min(stallMs, 10_000),
  ).unref();
  stream.once('close', () => {
    clearInterval(watchdog);
    // Also when the stream closes before it ever asked for a batch (the generator's own clean-up would not run).
    void batches.return?.();
  });
  return stream;
}

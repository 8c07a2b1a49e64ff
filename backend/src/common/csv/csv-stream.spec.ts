import { parse } from 'csv-parse/sync';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { csvStream, neutraliseFormula, type CsvColumn } from './csv-stream.js';

interface Person {
  name: string;
  score: number | null;
}

const COLUMNS: CsvColumn<Person>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Score (%)', value: (row) => row.score },
];

/**
 * Batches of 100 rows made on demand, like a database cursor: counting the rows asked for, and
 * whether the reader let go (`return()`, which a cursor needs to give its connection back).
 */
function source(count = Number.POSITIVE_INFINITY) {
  const state = { pulled: 0, closed: false };
  const rows: AsyncIterableIterator<Person[]> = {
    next: async () => {
      if (state.closed || state.pulled >= count) return { done: true, value: undefined };
      const batch = Array.from({ length: Math.min(100, count - state.pulled) }, (_, index) => ({
        name: `Learner ${state.pulled + index} ${'x'.repeat(200)}`,
        score: index,
      }));
      state.pulled += batch.length;
      return { done: false, value: batch };
    },
    return: async () => {
      state.closed = true;
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => rows,
  };
  return { rows, state };
}

/** The bytes as text, byte order mark included (TextDecoder would drop it). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

/** The rows as one batch (none at all when there are none). */
async function* only<T>(...rows: T[]): AsyncGenerator<T[]> {
  if (rows.length > 0) yield rows;
}

describe('CSV exports', () => {
  it('start with a byte order mark and the header, end lines with CRLF, leave numbers and blanks as they are', async () => {
    const csv = await text(
      csvStream(only<Person>({ name: 'Zoë, "the" recruiter', score: 90 }, { name: 'Ana', score: null }), COLUMNS, 60_000),
    );
    expect(csv).toBe('\uFEFFName,Score (%)\r\n"Zoë, ""the"" recruiter",90\r\nAna,\r\n');
    expect(parse(csv, { bom: true, columns: true })).toEqual([
      { Name: 'Zoë, "the" recruiter', 'Score (%)': '90' },
      { Name: 'Ana', 'Score (%)': '' },
    ]);
  });

  it('are the byte order mark and the header alone when there are no rows', async () => {
    expect(await text(csvStream(only<Person>(), COLUMNS, 60_000))).toBe('\uFEFFName,Score (%)\r\n');
  });

  it('put an apostrophe before text a spreadsheet would run as a formula, and only there', async () => {
    const names = ['=HYPERLINK("https://evil.example","Click")', '+1', '-2', '@SUM(A1:A9)', '\tTab', '\rReturn', 'Ann = Bob', 'a-b', ''];
    const csv = await text(csvStream(only(...names.map((name) => ({ name, score: -5 }))), COLUMNS, 60_000));
    const cells = (parse(csv, { bom: true, columns: true, relax_quotes: true }) as Record<string, string>[]).map((row) => row.Name);
    expect(cells).toEqual([
      '\'=HYPERLINK("https://evil.example","Click")',
      "'+1",
      "'-2",
      "'@SUM(A1:A9)",
      "'\tTab",
      "'\rReturn",
      'Ann = Bob',
      'a-b',
      '',
    ]);
    // Numbers are numbers, not text: a negative one stays as it is.
    expect(csv).toContain(',-5\r\n');
    expect(neutraliseFormula('-2')).toBe("'-2");
  });

  it('pull rows only as fast as they are read', async () => {
    const { rows, state } = source();
    const stream = csvStream(rows, COLUMNS, 60_000);
    stream.read(0);
    await sleep(50);
    // Nobody reads: at most a batch ahead, not the endless source.
    expect(state.pulled).toBeLessThanOrEqual(100);
    stream.destroy();
    await sleep(20);
    expect(state.closed).toBe(true);
  });

  it('let go of the rows when the stream closes before it asked for any', async () => {
    const { rows, state } = source();
    csvStream(rows, COLUMNS, 60_000).destroy();
    await sleep(20);
    expect(state).toEqual({ pulled: 0, closed: true });
  });

  it('let go of the rows when the reader goes away', async () => {
    const { rows, state } = source(100_000);
    const stream = csvStream(rows, COLUMNS, 60_000);
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > 100_000) break;
    }
    await sleep(20);
    expect(state.closed).toBe(true);
    expect(state.pulled).toBeLessThan(2_000);
  });

  it('give up on a reader that stops reading, and let go of the rows', async () => {
    const { rows, state } = source();
    const stream = csvStream(rows, COLUMNS, 100);
    const failed = once(stream, 'error');
    stream.read();
    const [error] = (await failed) as [Error];
    expect(error.message).toBe("The export's reader took nothing for 100 ms");
    await sleep(20);
    expect(state.closed).toBe(true);
  });

  it('keep waiting for rows that are slow to come while the reader waits too', async () => {
    async function* slow(): AsyncGenerator<Person[]> {
      await sleep(300);
      yield [{ name: 'Late', score: 1 }];
    }
    expect(await text(csvStream(slow(), COLUMNS, 100))).toBe('\uFEFFName,Score (%)\r\nLate,1\r\n');
  });
});

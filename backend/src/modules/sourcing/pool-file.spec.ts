import { Readable } from 'node:stream';
import { poolFileRows, type PoolFileFormat, type PoolFileRow } from './pool-file.js';

/** The rows in line order (a refused row can arrive before the rows above it; the import sorts them). */
async function rows(text: string, format: PoolFileFormat = 'csv'): Promise<PoolFileRow[]> {
  const result: PoolFileRow[] = [];
  for await (const row of poolFileRows(Readable.from([Buffer.from(text)]), format)) result.push(row);
  return result.sort((a, b) => a.line - b.line);
}

const reasons = async (text: string, format: PoolFileFormat = 'csv') =>
  (await rows(text, format)).filter((row) => 'reason' in row || row.problem !== undefined);

describe('reading an import file', () => {
  it('reports an unclosed quote on the line where it opens, not where the file ends', async () => {
    expect(await rows('name,title\nA,B\n"A,B\nC\nD,E,F')).toEqual([
      { line: 2, fields: { name: 'A', title: 'B' } },
      { line: 3, reason: 'The quote opened on line 3 is never closed.' },
    ]);
    // Empty lines are skipped but still counted, and so are rows refused before the quote.
    expect(await reasons('name,title\n\nA,B\nx,y,z\n\n\nC,"D\nE\n')).toEqual([
      { line: 4, reason: 'The row does not have as many values as the header has columns.' },
      { line: 7, reason: 'The quote opened on line 7 is never closed.' },
    ]);
    // A quoted value over several lines moves the next row down.
    expect(await reasons('name,title\nA,"B\nC"\nD,E\n"F,G')).toEqual([{ line: 5, reason: 'The quote opened on line 5 is never closed.' }]);
    expect(await reasons('\n"name,title\nA,B\n')).toEqual([{ line: 2, reason: 'The quote opened on line 2 is never closed.' }]);
  });

  it('reads headers in any case, with spaces or hyphens for underscores', async () => {
    expect(await rows('Name, Title ,Years Experience,open-to-work,External ID\nA,B,3,yes,x1\n')).toEqual([
      { line: 2, fields: { name: 'A', title: 'B', years_experience: '3', open_to_work: 'yes', external_id: 'x1' } },
    ]);
    expect(await rows('name,title,Years Experience,years-experience\nA,B,1,2\n')).toEqual([
      { line: 1, reason: 'The header names the column years_experience more than once.' },
    ]);
  });

  it('reports unknown columns once, on the CSV header, and still reads every row', async () => {
    expect(await rows('name,title,salary,Age\nA,B,1,2\nC,,3,4\n')).toEqual([
      { line: 1, reason: 'Unknown columns: salary, age.' },
      { line: 2, fields: { name: 'A', title: 'B', salary: '1', age: '2' } },
      { line: 3, fields: { name: 'C', title: '', salary: '3', age: '4' } },
    ]);
    expect(await rows('name,title,salary\n')).toEqual([{ line: 1, reason: 'Unknown column: salary.' }]);
  });

  it('reports an unknown JSON key on the first item that has it only', async () => {
    const items = [
      { name: 'A', title: 'B' },
      { name: 'C', title: 'D', salary: 1 },
      { name: 'E', title: 'F', salary: 2, age: 3 },
      { salary: 4 },
    ];
    expect(await reasons(JSON.stringify(items), 'json')).toEqual([
      { line: 2, fields: items[1], problem: 'Unknown column: salary.' },
      { line: 3, fields: items[2], problem: 'Unknown column: age.' },
    ]);
  });
});

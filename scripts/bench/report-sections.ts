// Sections of BENCHMARKS.md that other commands write (`npm run bench:ttc`, `--only export`, the
// drills with --record): each is found by its `## ` heading and runs to the next `## ` heading.

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BENCHMARKS = join(import.meta.dirname, '../../BENCHMARKS.md');

export const TIME_TO_CONTENT_HEADING = '## Time to content';
export const DRILL_HEADINGS = {
  scale: '## Drill: two replicas behind nginx (`npm run drill:scale`)',
  replicas: '## Drill: reads on a PostgreSQL replica (`npm run drill:replicas`)',
} as const;
/** Sections `npm run bench` keeps when it rewrites the file: other commands measure them. */
export const CARRIED_HEADINGS = [TIME_TO_CONTENT_HEADING, ...Object.values(DRILL_HEADINGS)];

function findSection(markdown: string, heading: string): { start: number; end: number } | null {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return null;
  const next = markdown.indexOf('\n## ', start + 1);
  return { start: start + 1, end: next < 0 ? markdown.length : next + 1 };
}

/** The section under `heading`, without trailing blank lines; empty when there is none. */
export function sectionOf(markdown: string, heading: string): string {
  const section = findSection(markdown, heading);
  return section ? markdown.slice(section.start, section.end).trimEnd() : '';
}

/**
 * `markdown` with the section under `heading` replaced by `section`; a new section goes before the
 * `before` heading when there is one, else at the end. An empty `section` changes nothing.
 */
export function withSection(markdown: string, heading: string, section: string, options: { before?: string } = {}): string {
  if (!section) return markdown;
  const found = findSection(markdown, heading);
  if (found) return `${markdown.slice(0, found.start)}${section}\n${found.end < markdown.length ? `\n${markdown.slice(found.end)}` : ''}`;
  const before = options.before ? markdown.indexOf(`\n${options.before}\n`) : -1;
  if (before >= 0) return `${markdown.slice(0, before + 1)}${section}\n\n${markdown.slice(before + 1)}`;
  return `${markdown.trimEnd()}\n\n${section}\n`;
}

/** A drill's checks and measurements as its section of BENCHMARKS.md (`--record`): one row per check, met or not. */
export function recordDrill(
  heading: string,
  command: string,
  checks: { name: string; ok: boolean; detail: string }[],
  measurements: string[],
): void {
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
  const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const section = [
    heading,
    '',
    `Written by \`${command} -- --record\` on ${when} UTC, on this machine.`,
    '',
    ...measurements.map((line) => `- ${line}`),
    '',
    '| Check | Result |  |',
    '|---|---|---|',
    ...checks.map((check) => `| ${cell(check.name)} | ${cell(check.detail)} | ${check.ok ? '✅ met' : '❌ not met'} |`),
  ].join('\n');
  const markdown = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, 'utf8') : '# Benchmarks\n';
  writeFileSync(BENCHMARKS, withSection(markdown, heading, section, { before: TIME_TO_CONTENT_HEADING }));
}

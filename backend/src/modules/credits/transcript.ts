import { startPdf } from '../../common/pdf/pdf-kit.js';
import type { CsvColumn } from '../../common/csv/csv-stream.js';
import { longDate } from './cycle-dates.js';
import type { CertificationLedgerDto, RequirementFiguresDto } from './dto/my-credits.dto.js';
import { BODY_LABELS, creditAmount, type CreditBody, type CreditCategory } from './public/credit-rules.js';

/** One credit on the transcript: earned here or added by the learner, and the cycles it counts toward. */
export interface TranscriptLine {
  date: string;
  source: 'academy' | 'elsewhere';
  activityTitle: string;
  provider: string;
  body: CreditBody;
  category: CreditCategory;
  bodyName: string | null;
  hundredths: number;
  activityId: string | null;
  certificateCode: string | null;
  evidence: string | null;
  /** "PHR (2025-01-01 to 2027-12-31)" for each certification cycle it counts toward. */
  countsToward: string[];
}

export interface Transcript {
  academyName: string;
  academyUrl: string;
  learnerName: string;
  email: string;
  generatedOn: string;
  certifications: CertificationLedgerDto[];
  lines: TranscriptLine[];
}

const SOURCE_LABELS = { academy: 'Recruiting Academy certificate', elsewhere: 'Added by the learner' } as const;

/** The transcript as CSV rows: every credit once, oldest first. */
export const TRANSCRIPT_COLUMNS: CsvColumn<TranscriptLine>[] = [
  { header: 'Date', value: (line) => line.date },
  { header: 'Source', value: (line) => SOURCE_LABELS[line.source] },
  { header: 'Activity', value: (line) => line.activityTitle },
  { header: 'Provider', value: (line) => line.provider },
  { header: 'Body', value: (line) => (line.body === 'cpd' && line.bodyName ? `CPD (${line.bodyName})` : BODY_LABELS[line.body]) },
  { header: 'Category', value: (line) => line.category },
  { header: 'Credits', value: (line) => creditAmount(line.hundredths) },
  { header: 'Activity ID', value: (line) => line.activityId },
  { header: 'Certificate code', value: (line) => line.certificateCode },
  { header: 'Evidence', value: (line) => line.evidence },
  { header: 'Counts toward', value: (line) => line.countsToward.join('; ') },
];

/** "32.5 of 60 credits; ethics 1 of 1": a cycle's progress in a line. */
export function progressText(ledger: Pick<CertificationLedgerDto, 'earned' | 'required'>): string {
  const { earned, required } = ledger;
  if (!required) return `${creditAmount(earned.total)} credits (no requirement set)`;
  const parts = [`${creditAmount(earned.total)} of ${creditAmount(required.total)} credits`];
  for (const category of ['ethics', 'business', 'global'] as const satisfies (keyof RequirementFiguresDto)[]) {
    if (required[category] > 0) parts.push(`${category} ${creditAmount(earned[category])} of ${creditAmount(required[category])}`);
  }
  return parts.join('; ');
}

const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1e3a8a';
const RULE = '#d1d5db';
// A4 portrait, in points.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const WIDTH = PAGE.width - 2 * MARGIN;
/** Date, activity (with provider), source, credits: the columns' widths. */
const COLUMNS = [70, 260, 110, WIDTH - 70 - 260 - 110];

/** The learner's transcript for their own audit: each certification's cycle with its credits, then every credit. */
export async function renderTranscriptPdf(transcript: Transcript): Promise<Buffer> {
  const { doc, bytes } = await startPdf({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Continuing-education transcript: ${transcript.learnerName}`,
      Author: transcript.academyName,
      Subject: 'Continuing-education credits',
    },
  });
  const bottom = PAGE.height - MARGIN;
  const ensure = (height: number) => {
    if (doc.y + height > bottom) doc.addPage();
  };

  doc.font('sansBold').fontSize(11).fillColor(ACCENT).text(transcript.academyName, MARGIN, MARGIN);
  doc.font('sans').fontSize(8).fillColor(MUTED).text(transcript.academyUrl);
  doc.moveDown(0.8);
  doc.font('serifBold').fontSize(20).fillColor(INK).text('Continuing-education transcript');
  doc.moveDown(0.3);
  doc.font('sans').fontSize(10).fillColor(INK).text(`${transcript.learnerName} · ${transcript.email}`);
  doc
    .fillColor(MUTED)
    .text(
      `Made on ${longDate(transcript.generatedOn)}. Credits from Recruiting Academy certificates are as issued; credits added by the learner are as they entered them.`,
    );

  const table = (lines: { date: string; activityTitle: string; provider: string; source: string; credits: string }[]) => {
    const header = ['Date', 'Activity', 'Source', 'Credits'];
    const row = (cells: string[], font: 'sans' | 'sansBold', color: string) => {
      doc.font(font).fontSize(8.5);
      const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index] - 6 }));
      const height = Math.max(...heights) + 6;
      ensure(height);
      const y = doc.y;
      let x = MARGIN;
      cells.forEach((cell, index) => {
        doc.fillColor(color).text(cell, x, y + 3, { width: COLUMNS[index] - 6 });
        x += COLUMNS[index];
      });
      doc
        .moveTo(MARGIN, y + height)
        .lineTo(MARGIN + WIDTH, y + height)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.x = MARGIN;
      doc.y = y + height;
    };
    row(header, 'sansBold', MUTED);
    if (lines.length === 0) row(['', 'No credits yet', '', ''], 'sans', MUTED);
    for (const line of lines) row([line.date, `${line.activityTitle}\n${line.provider}`, line.source, line.credits], 'sans', INK);
  };

  for (const ledger of transcript.certifications) {
    doc.moveDown(1.2);
    ensure(80);
    doc.font('sansBold').fontSize(13).fillColor(INK).text(ledger.label, MARGIN);
    doc
      .font('sans')
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(`Cycle ${longDate(ledger.cycleStart)} to ${longDate(ledger.cycleEnd)} · ${progressText(ledger)}`);
    if (ledger.warning) doc.fillColor('#b45309').text(ledger.warning);
    doc.moveDown(0.4);
    table(
      ledger.lines.map((line) => ({
        date: line.date,
        activityTitle: line.activityTitle,
        provider: line.activityId ? `${line.provider} · activity ID ${line.activityId}` : line.provider,
        source: SOURCE_LABELS[line.source],
        credits: `${creditAmount(line.hundredths)}${line.category === 'general' ? '' : ` ${line.category}`}`,
      })),
    );
  }

  doc.moveDown(1.2);
  ensure(60);
  doc.font('sansBold').fontSize(13).fillColor(INK).text('All credits', MARGIN);
  doc.moveDown(0.4);
  table(
    transcript.lines.map((line) => ({
      date: line.date,
      activityTitle: line.activityTitle,
      provider: line.activityId ? `${line.provider} · activity ID ${line.activityId}` : line.provider,
      source: SOURCE_LABELS[line.source],
      credits: `${creditAmount(line.hundredths)} ${line.body === 'cpd' && line.bodyName ? `CPD (${line.bodyName})` : BODY_LABELS[line.body]}${line.category === 'general' ? '' : ` ${line.category}`}`,
    })),
  );

  doc.end();
  return bytes;
}

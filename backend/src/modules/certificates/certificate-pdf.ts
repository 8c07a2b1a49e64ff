import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';
import type QRCode from 'qrcode';
import type { BitMatrix } from 'qrcode';

export interface CertificatePdfContent {
  academyName: string;
  learnerName: string;
  courseTitle: string;
  completedOn: string;
  hours: string;
  code: string;
  verificationUrl: string;
  /** The academy's address, printed under its name. */
  issuerUrl: string;
  /** Whole percent; the line is left out when null (no graded quiz). */
  finalScore: number | null;
  /** The expiry date as printed ("Valid until ..."); the line is left out when null (it never expires). */
  validUntil: string | null;
  issuedAt: Date;
}

// PDF's 14 standard fonts only cover Western European letters; DejaVu prints Polish, Czech,
// Turkish, Greek and Cyrillic names correctly too (pdfkit embeds only the glyphs used).
const FONT_FILES = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  mono: 'DejaVuSansMono-Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;
let fonts: Record<FontName, Buffer> | undefined;

function loadFonts(): Record<FontName, Buffer> {
  if (!fonts) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(join(dir, file))])) as Record<
      FontName,
      Buffer
    >;
  }
  return fonts;
}

interface PdfLibraries {
  PDFDocument: typeof PDFDocument;
  QRCode: typeof QRCode;
}

let librariesLoading: Promise<PdfLibraries> | undefined;

/**
 * pdfkit (with fontkit and its font decoders) and qrcode load with the first certificate PDF rather
 * than in every API process at start: megabytes that most processes never use.
 */
function loadPdfLibraries(): Promise<PdfLibraries> {
  librariesLoading ??= Promise.all([import('pdfkit'), import('qrcode')]).then(([pdfkit, qrcode]) => ({
    PDFDocument: pdfkit.default,
    QRCode: qrcode.default,
  }));
  return librariesLoading;
}

const ACCENT = '#1e3a8a';
const INK = '#111827';
const MUTED = '#4b5563';
// A4 landscape, in points.
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 72;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const QR_SIZE = 104;

/** The largest size from `max` down to `min` at which `text` fits on one line of `width`. */
function fittedSize(doc: PDFKit.PDFDocument, font: FontName, text: string, max: number, min: number, width: number): number {
  let size = max;
  while (size > min && doc.font(font).fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

function centred(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  font: FontName,
  size: number,
  color: string,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  doc
    .font(font)
    .fontSize(size)
    .fillColor(color)
    .text(text, MARGIN, y, { width: TEXT_WIDTH, align: 'center', ...options });
}

/** The QR code as vector squares (sharp at any zoom), one rectangle per run of dark modules. */
function drawQrCode(doc: PDFKit.PDFDocument, modules: BitMatrix, x: number, y: number, size: number): void {
  const cell = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

/** The certificate as a one-page A4 landscape PDF. */
export async function renderCertificatePdf(content: CertificatePdfContent): Promise<Buffer> {
  const { PDFDocument, QRCode } = await loadPdfLibraries();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of Completion: ${content.courseTitle}`,
      Author: content.academyName,
      Subject: `${content.learnerName} completed ${content.courseTitle}`,
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, data] of Object.entries(loadFonts())) doc.registerFont(name, data);

  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(34, 34, PAGE.width - 68, PAGE.height - 68)
    .stroke();

  centred(doc, content.academyName, 58, 'sansBold', 16, ACCENT);
  centred(doc, content.issuerUrl, 78, 'sans', 9, MUTED, { link: content.issuerUrl, lineBreak: false, ellipsis: true });
  centred(doc, 'Certificate of Completion', 100, 'serifBold', 36, INK);
  centred(doc, 'This certifies that', 176, 'sans', 14, MUTED);
  const nameSize = fittedSize(doc, 'serifBold', content.learnerName, 34, 16, TEXT_WIDTH);
  centred(doc, content.learnerName, 204, 'serifBold', nameSize, INK, { lineBreak: false, ellipsis: true });
  doc
    .lineWidth(0.75)
    .strokeColor('#9ca3af')
    .moveTo(PAGE.width / 2 - 200, 254)
    .lineTo(PAGE.width / 2 + 200, 254)
    .stroke();
  centred(doc, 'has successfully completed the course', 268, 'sans', 14, MUTED);
  const titleSize = fittedSize(doc, 'serifBold', content.courseTitle, 24, 14, TEXT_WIDTH);
  centred(doc, content.courseTitle, 294, 'serifBold', titleSize, INK, { height: 60, ellipsis: true });
  centred(doc, `Completed on ${content.completedOn}  ·  ${content.hours} of learning`, 360, 'sans', 13, INK);
  const extraLines = [
    ...(content.finalScore !== null ? [`Final quiz score: ${content.finalScore}%`] : []),
    ...(content.validUntil !== null ? [`Valid until ${content.validUntil}`] : []),
  ];
  extraLines.forEach((line, index) => centred(doc, line, 382 + index * 20, 'sans', 13, INK));

  const footerY = PAGE.height - MARGIN - QR_SIZE;
  doc
    .font('sans')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Certificate code', MARGIN, footerY + 14);
  doc
    .font('mono')
    .fontSize(13)
    .fillColor(INK)
    .text(content.code, MARGIN, footerY + 27);
  doc
    .font('sans')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Verify this certificate at', MARGIN, footerY + 56);
  doc
    .font('sans')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(content.verificationUrl, MARGIN, footerY + 69, {
      link: content.verificationUrl,
      width: TEXT_WIDTH - QR_SIZE - 40,
    });

  const qrX = PAGE.width - MARGIN - QR_SIZE;
  drawQrCode(doc, QRCode.create(content.verificationUrl, { errorCorrectionLevel: 'M' }).modules, qrX, footerY - 6, QR_SIZE);
  doc
    .font('sans')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Scan to verify', qrX, footerY + QR_SIZE, { width: QR_SIZE, align: 'center' });

  doc.end();
  return finished;
}

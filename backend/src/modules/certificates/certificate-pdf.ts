import type QRCode from 'qrcode';
import type { BitMatrix } from 'qrcode';
import { startPdf, type PdfFontName } from '../../common/pdf/pdf-kit.js';

export interface CertificatePdfContent {
  academyName: string;
  learnerName: string;
  courseTitle: string;
  /** The learning path a path certificate certifies; null for a course's certificate (`courseTitle` is then the certificate title). */
  pathTitle: string | null;
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
  /** The continuing-education credits earned, one line per body with its activity ID; none leaves the block out. */
  credits: string[];
  issuedAt: Date;
}

type FontName = PdfFontName;
let qrCodeLoading: Promise<typeof QRCode> | undefined;

/** qrcode loads with the first certificate PDF rather than in every API process at start (pdfkit likewise: common/pdf). */
function loadQrCode(): Promise<typeof QRCode> {
  qrCodeLoading ??= import('qrcode').then((qrcode) => qrcode.default);
  return qrCodeLoading;
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
  const QRCode = await loadQrCode();
  const { doc, bytes } = await startPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of Completion: ${content.courseTitle}`,
      Author: content.academyName,
      Subject: content.pathTitle
        ? `${content.learnerName} completed the learning path ${content.pathTitle}: ${content.courseTitle}`
        : `${content.learnerName} completed ${content.courseTitle}`,
      CreationDate: content.issuedAt,
    },
  });
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
  // With credits, the body moves up to make room for them above the footer.
  const lift = content.credits.length > 0 ? 28 : 0;
  centred(doc, 'This certifies that', 176 - lift, 'sans', 14, MUTED);
  const nameSize = fittedSize(doc, 'serifBold', content.learnerName, 34, 16, TEXT_WIDTH);
  centred(doc, content.learnerName, 204 - lift, 'serifBold', nameSize, INK, { lineBreak: false, ellipsis: true });
  doc
    .lineWidth(0.75)
    .strokeColor('#9ca3af')
    .moveTo(PAGE.width / 2 - 200, 254 - lift)
    .lineTo(PAGE.width / 2 + 200, 254 - lift)
    .stroke();
  const completed = content.pathTitle
    ? `has completed every required step of the learning path “${content.pathTitle}” and is`
    : 'has successfully completed the course';
  centred(doc, completed, 268 - lift, 'sans', 14, MUTED, { height: 20, ellipsis: true });
  const titleSize = fittedSize(doc, 'serifBold', content.courseTitle, 24, 14, TEXT_WIDTH);
  centred(doc, content.courseTitle, 294 - lift, 'serifBold', titleSize, INK, { height: lift > 0 ? 56 : 60, ellipsis: true });
  let y = 360 - lift;
  centred(doc, `Completed on ${content.completedOn}  ·  ${content.hours} of learning`, y, 'sans', 13, INK);
  if (content.finalScore !== null) {
    y += 22;
    centred(doc, `Final quiz score: ${content.finalScore}%`, y, 'sans', 13, INK);
  }
  if (content.validUntil !== null) {
    y += 22;
    centred(doc, `Valid until ${content.validUntil}`, y, 'sans', 13, INK);
  }
  if (content.credits.length > 0) {
    // Narrower than the page, so that the lines stay clear of the QR code and the code in the footer.
    const x = MARGIN + QR_SIZE + 24;
    const width = TEXT_WIDTH - 2 * (QR_SIZE + 24);
    y += 22;
    doc.font('sans').fontSize(9).fillColor(MUTED).text('Continuing-education credits earned', x, y, { width, align: 'center' });
    for (const line of content.credits) {
      y += 14;
      doc.font('sans').fontSize(10).fillColor(INK).text(line, x, y, { width, align: 'center', lineBreak: false, ellipsis: true });
    }
  }

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
  return bytes;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';

// PDF's 14 standard fonts only cover Western European letters; DejaVu prints Polish, Czech,
// Turkish, Greek and Cyrillic names correctly too (pdfkit embeds only the glyphs used).
const FONT_FILES = {
  sans: 'DejaVuSans.ttf',
  sansBold: 'DejaVuSans-Bold.ttf',
  serifBold: 'DejaVuSerif-Bold.ttf',
  mono: 'DejaVuSansMono-Bold.ttf',
} as const;
export type PdfFontName = keyof typeof FONT_FILES;
let fonts: Record<PdfFontName, Buffer> | undefined;

/** The DejaVu fonts every PDF of the academy uses, read once. */
export function pdfFonts(): Record<PdfFontName, Buffer> {
  if (!fonts) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(join(dir, file))])) as Record<
      PdfFontName,
      Buffer
    >;
  }
  return fonts;
}

let pdfKitLoading: Promise<typeof PDFDocument> | undefined;

/** pdfkit (with fontkit and its font decoders) loads with the first PDF rather than in every process at start. */
export function loadPdfKit(): Promise<typeof PDFDocument> {
  pdfKitLoading ??= import('pdfkit').then((pdfkit) => pdfkit.default);
  return pdfKitLoading;
}

/** A document with the academy's fonts registered, and the promise of its bytes once `end()` is called. */
export async function startPdf(options: PDFKit.PDFDocumentOptions): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const PDFKitDocument = await loadPdfKit();
  const doc = new PDFKitDocument(options);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const [name, data] of Object.entries(pdfFonts())) doc.registerFont(name, data);
  return { doc, bytes };
}

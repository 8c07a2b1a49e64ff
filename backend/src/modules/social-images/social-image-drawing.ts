import type { Resvg } from '@resvg/resvg-js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type satori from 'satori';
import type { Font } from 'satori';
import { coverJpeg } from '../../common/uploads/images.js';
import type { CertificateSocialContent, CourseSocialContent } from './social-image-content.js';

const SOCIAL_IMAGE_WIDTH = 1200;
const SOCIAL_IMAGE_HEIGHT = 630;

/** Mirrors BRAND in ui-kit/src/brand.ts, which is outside the backend's build: keep the two in step. */
const BRAND = {
  colorPrimary: '#2563eb',
  colorLink: '#1d4ed8',
  colorText: '#1f2937',
  colorBackground: '#f8fafc',
  colorBorder: '#e5e7eb',
} as const;
const MUTED = '#6b7280';

/**
 * Inter's subsets beyond Latin too, so names such as "Łucja Šťastná" or "Анна" are drawn. Each subset
 * gets a name of its own: satori falls back from one family of `fontFamily` to the next for a missing
 * glyph, not from one file of a family to another.
 */
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'] as const;
const FONT_FAMILY = FONT_SUBSETS.map((subset) => `'Inter ${subset}'`).join(', ');

/** satori needs WOFF (not WOFF2). */
const FONT_FILES = ([400, 700] as const).flatMap((weight) => FONT_SUBSETS.map((subset) => ({ subset, weight })));

interface Renderer {
  satori: typeof satori;
  Resvg: typeof Resvg;
  /** Read once: every render reuses the same buffers. */
  fonts: Font[];
}

let rendererLoading: Promise<Renderer> | undefined;

async function readFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  const files = join(dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  return Promise.all(
    FONT_FILES.map(async ({ subset, weight }) => ({
      name: `Inter ${subset}`,
      weight,
      style: 'normal' as const,
      data: await readFile(join(files, `inter-${subset}-${weight}-normal.woff`)),
    })),
  );
}

/**
 * satori (with its WebAssembly layout engine and font parser), resvg and the fonts load with the first
 * image rather than in every API process at start: megabytes that most processes never use.
 */
function loadRenderer(): Promise<Renderer> {
  rendererLoading ??= Promise.all([import('satori'), import('@resvg/resvg-js'), readFonts()]).then(
    ([satoriModule, resvgModule, fonts]) => ({
      satori: satoriModule.default,
      Resvg: resvgModule.Resvg,
      fonts,
    }),
  );
  return rendererLoading;
}

type Style = Record<string, string | number>;
/** satori's element syntax without JSX: what React.createElement would have produced. */
interface SatoriElement {
  type: string;
  props: { style?: Style; children?: SatoriChild | SatoriChild[]; src?: string; width?: number; height?: number };
}
type SatoriChild = SatoriElement | string;

function box(style: Style, children?: SatoriChild | SatoriChild[]): SatoriElement {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } };
}

/** A block of text that wraps, cut after `lines` lines with an ellipsis. */
function text(content: string, style: Style, lines = 1): SatoriElement {
  return { type: 'div', props: { style: { display: 'block', lineClamp: lines, overflow: 'hidden', ...style }, children: content } };
}

function wordmark(color: string): SatoriElement {
  return box({ alignItems: 'center', gap: 18 }, [
    box(
      {
        width: 52,
        height: 52,
        borderRadius: 12,
        backgroundColor: BRAND.colorPrimary,
        alignItems: 'center',
        justifyContent: 'center',
        border: '2px solid rgba(255,255,255,0.7)',
      },
      [text('R', { color: '#ffffff', fontSize: 30, fontWeight: 700 })],
    ),
    text('Recruiting Academy', { color, fontSize: 30, fontWeight: 700 }),
  ]);
}

async function toPng(element: SatoriElement): Promise<Buffer> {
  const { satori, Resvg, fonts } = await loadRenderer();
  // satori's types ask for a React node; the object syntax is what a React element is at run time.
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}

/**
 * The course's picture cropped to the card's 1200×630 as JPEG: satori and resvg cannot read WebP,
 * and a picture already the right size keeps resvg from scaling a 1600×900 one on every render.
 */
async function backgroundOf(heroWebp: Buffer): Promise<string> {
  const jpeg = await coverJpeg(heroWebp, SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, 85);
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** A course: its picture (or the brand gradient), darkened at the bottom under the title, the price and hours line and the academy. */
export async function drawCourse(content: CourseSocialContent, heroWebp: Buffer | null): Promise<Buffer> {
  const layers: SatoriChild[] = [];
  // Stored pictures were re-encoded by sharp on upload; one it cannot read after all gets the gradient rather than no image.
  const src = heroWebp ? await backgroundOf(heroWebp).catch(() => null) : null;
  if (src) {
    layers.push({
      type: 'img',
      props: { src, width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, style: { position: 'absolute', top: 0, left: 0 } },
    });
  }
  layers.push(
    box({
      position: 'absolute',
      top: 0,
      left: 0,
      width: SOCIAL_IMAGE_WIDTH,
      height: SOCIAL_IMAGE_HEIGHT,
      backgroundImage: src
        ? 'linear-gradient(180deg, rgba(15,23,42,0.35) 0%, rgba(15,23,42,0.15) 35%, rgba(15,23,42,0.88) 100%)'
        : `linear-gradient(135deg, ${BRAND.colorPrimary} 0%, ${BRAND.colorLink} 55%, #1e3a8a 100%)`,
    }),
    box({ position: 'absolute', top: 64, left: 64 }, [wordmark('#ffffff')]),
    box({ position: 'absolute', left: 64, right: 64, bottom: 56, flexDirection: 'column', gap: 20 }, [
      text(content.title, { color: '#ffffff', fontSize: 64, fontWeight: 700, lineHeight: 1.15 }, 3),
      text(content.details, { color: 'rgba(255,255,255,0.9)', fontSize: 32, fontWeight: 400 }),
    ]),
  );
  return toPng(
    box(
      {
        width: SOCIAL_IMAGE_WIDTH,
        height: SOCIAL_IMAGE_HEIGHT,
        position: 'relative',
        backgroundColor: BRAND.colorLink,
        fontFamily: FONT_FAMILY,
      },
      layers,
    ),
  );
}

/** A valid certificate: what it certifies, who holds it, for which course and when (a revoked one has no image). */
export async function drawCertificate(content: CertificateSocialContent): Promise<Buffer> {
  const card = box(
    {
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: SOCIAL_IMAGE_WIDTH - 80,
      height: SOCIAL_IMAGE_HEIGHT - 80,
      boxSizing: 'border-box',
      padding: '48px 56px',
      backgroundColor: '#ffffff',
      borderRadius: 20,
      border: `3px solid ${BRAND.colorBorder}`,
    },
    [
      box({ justifyContent: 'space-between', alignItems: 'center' }, [
        text('Certificate of completion', {
          color: BRAND.colorPrimary,
          fontSize: 30,
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: 2,
        }),
      ]),
      box({ flexDirection: 'column', gap: 14 }, [
        text(content.learnerName, { color: BRAND.colorText, fontSize: 68, fontWeight: 700, lineHeight: 1.1 }, 1),
        text('has completed', { color: MUTED, fontSize: 28 }),
        text(content.courseTitle, { color: BRAND.colorText, fontSize: 44, fontWeight: 700, lineHeight: 1.2 }, 2),
      ]),
      box({ justifyContent: 'space-between', alignItems: 'flex-end' }, [
        text(content.completedOn, { color: MUTED, fontSize: 28 }),
        wordmark(BRAND.colorText),
      ]),
    ],
  );
  return toPng(
    box(
      {
        width: SOCIAL_IMAGE_WIDTH,
        height: SOCIAL_IMAGE_HEIGHT,
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: FONT_FAMILY,
        backgroundImage: `linear-gradient(135deg, ${BRAND.colorPrimary} 0%, #1e3a8a 100%)`,
      },
      [card],
    ),
  );
}

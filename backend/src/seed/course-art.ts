/**
 * The demo courses' images: an illustration per course theme, drawn as SVG here and rendered by the
 * seeder (no binary files in the repository, no stock photos). Each is a 16:9 scene of flat shapes on a
 * gradient, drawn small enough around the centre that the card and the wider hero crops both keep it.
 */

interface Palette {
  from: string;
  to: string;
  accent: string;
  light: string;
}

type Motif = (palette: Palette) => string;

const W = 1600;
const H = 900;

/** A hiring funnel: many people at the top, one hire at the bottom. */
const funnel: Motif = ({ accent, light }) => `
  <path d="M560 230 H1040 L880 470 V640 H720 V470 Z" fill="${light}" opacity="0.92"/>
  <path d="M620 300 H980 L850 470 H750 Z" fill="${accent}" opacity="0.35"/>
  ${[600, 680, 760, 840, 920, 1000].map((x, index) => person(x, 170 - (index % 2) * 18, 26, light)).join('')}
  ${person(800, 720, 38, accent)}
  <circle cx="800" cy="720" r="70" fill="none" stroke="${light}" stroke-width="10" opacity="0.8"/>`;

/** A magnifier over a network of candidates. */
const sourcing: Motif = ({ accent, light }) => {
  const nodes: [number, number][] = [
    [430, 300],
    [620, 220],
    [560, 470],
    [780, 380],
    [980, 250],
    [1120, 430],
    [900, 600],
    [680, 650],
    [1200, 660],
  ];
  const links = [
    [0, 1],
    [0, 2],
    [1, 3],
    [2, 3],
    [3, 4],
    [4, 5],
    [3, 6],
    [6, 7],
    [2, 7],
    [5, 8],
    [6, 8],
  ];
  return `
  ${links.map(([a, b]) => `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="${light}" stroke-width="6" opacity="0.55"/>`).join('')}
  ${nodes.map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${index === 3 ? 34 : 22}" fill="${index === 3 ? accent : light}"/>`).join('')}
  <circle cx="780" cy="380" r="120" fill="${light}" fill-opacity="0.18" stroke="${light}" stroke-width="22"/>
  <line x1="866" y1="466" x2="1000" y2="600" stroke="${light}" stroke-width="40" stroke-linecap="round"/>`;
};

/** Two speech bubbles and a scorecard with ticks. */
const interviewing: Motif = ({ accent, light }) => `
  <rect x="380" y="230" width="420" height="240" rx="40" fill="${light}"/>
  <path d="M470 460 L450 560 L560 465 Z" fill="${light}"/>
  ${[290, 340, 390].map((y, index) => `<rect x="430" y="${y}" width="${320 - index * 70}" height="22" rx="11" fill="${accent}" opacity="0.55"/>`).join('')}
  <rect x="860" y="200" width="360" height="500" rx="30" fill="${light}" opacity="0.95"/>
  ${[290, 400, 510, 620]
    .map(
      (y, index) => `
    <rect x="910" y="${y - 30}" width="60" height="60" rx="12" fill="${index < 3 ? accent : 'none'}" stroke="${accent}" stroke-width="8"/>
    ${index < 3 ? `<path d="M922 ${y} l14 14 l24 -30" fill="none" stroke="${light}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` : ''}
    <rect x="1000" y="${y - 11}" width="170" height="22" rx="11" fill="${accent}" opacity="0.35"/>`,
    )
    .join('')}`;

/** A briefcase at the end of a winding path with milestones. */
const jobSearch: Motif = ({ accent, light }) => `
  <path d="M300 720 C520 720 520 520 760 520 S1000 320 1180 330" fill="none" stroke="${light}" stroke-width="26" stroke-linecap="round" stroke-dasharray="2 50" opacity="0.9"/>
  ${[
    [300, 720],
    [560, 610],
    [760, 520],
    [960, 420],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="24" fill="${light}"/>`)
    .join('')}
  <rect x="1080" y="250" width="260" height="190" rx="28" fill="${accent}" stroke="${light}" stroke-width="12"/>
  <path d="M1160 250 V215 a20 20 0 0 1 20 -20 H1240 a20 20 0 0 1 20 20 V250" fill="none" stroke="${light}" stroke-width="12"/>
  <rect x="1080" y="320" width="260" height="14" fill="${light}" opacity="0.8"/>
  <path d="M1210 120 l16 34 l37 5 l-27 26 l7 37 l-33 -18 l-33 18 l7 -37 l-27 -26 l37 -5 z" fill="${light}"/>`;

/** A megaphone sending out hearts and stars. */
const branding: Motif = ({ accent, light }) => `
  <path d="M420 400 L800 260 V640 L420 500 Z" fill="${light}"/>
  <rect x="340" y="390" width="100" height="120" rx="20" fill="${light}"/>
  <path d="M470 505 L520 650 H600 L560 525 Z" fill="${light}" opacity="0.85"/>
  <rect x="790" y="240" width="40" height="420" rx="20" fill="${accent}"/>
  ${[
    [980, 300, 1.2],
    [1140, 470, 1],
    [960, 620, 0.8],
  ]
    .map(([x, y, scale]) => heart(x, y, scale, light))
    .join('')}
  ${[
    [1230, 260],
    [1250, 650],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="16" fill="${accent}"/>`)
    .join('')}`;

/** A dashboard with a chart, and a gear. */
const adminHandbook: Motif = ({ accent, light }) => `
  <rect x="360" y="210" width="700" height="480" rx="34" fill="${light}"/>
  <rect x="360" y="210" width="700" height="70" rx="34" fill="${accent}" opacity="0.5"/>
  ${[
    [430, 150],
    [530, 240],
    [630, 190],
    [730, 300],
    [830, 260],
  ]
    .map(([x, h]) => `<rect x="${x}" y="${620 - h}" width="70" height="${h}" rx="12" fill="${accent}" opacity="0.8"/>`)
    .join('')}
  <g transform="translate(1140 560)">
    ${Array.from({ length: 8 }, (_, index) => `<rect x="-28" y="-175" width="56" height="80" rx="12" fill="${light}" transform="rotate(${index * 45})"/>`).join('')}
    <circle r="130" fill="${light}"/>
    <circle r="55" fill="${accent}"/>
  </g>`;

const ART: Record<string, { palette: Palette; motif: Motif }> = {
  'recruiting-fundamentals': { palette: { from: '#1d4ed8', to: '#0ea5e9', accent: '#1e3a8a', light: '#f8fafc' }, motif: funnel },
  'modern-candidate-sourcing': { palette: { from: '#047857', to: '#14b8a6', accent: '#064e3b', light: '#f0fdfa' }, motif: sourcing },
  'interviewing-with-structure': { palette: { from: '#6d28d9', to: '#a855f7', accent: '#4c1d95', light: '#faf5ff' }, motif: interviewing },
  'land-your-next-role-job-search-playbook': {
    palette: { from: '#c2410c', to: '#f59e0b', accent: '#7c2d12', light: '#fffbeb' },
    motif: jobSearch,
  },
  'employer-branding-that-attracts-talent': {
    palette: { from: '#be123c', to: '#f472b6', accent: '#881337', light: '#fff1f2' },
    motif: branding,
  },
  'running-the-academy-admin-handbook': {
    palette: { from: '#334155', to: '#64748b', accent: '#0f172a', light: '#f8fafc' },
    motif: adminHandbook,
  },
};

function person(x: number, y: number, r: number, fill: string): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><path d="M${x - r * 1.5} ${y + r * 3} a${r * 1.5} ${r * 1.6} 0 0 1 ${r * 3} 0 Z" fill="${fill}"/>`;
}

function heart(x: number, y: number, scale: number, fill: string): string {
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 30 C-60 -20 -30 -70 0 -35 C30 -70 60 -20 0 30 Z" fill="${fill}"/>`;
}

/** The SVG of a demo course's image, or undefined for a slug without one. */
export function demoCourseArt(slug: string): string | undefined {
  const art = ART[slug];
  if (!art) return undefined;
  const { palette } = art;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="1450" cy="120" r="260" fill="${palette.light}" opacity="0.08"/>
  <circle cx="160" cy="820" r="320" fill="${palette.light}" opacity="0.07"/>
  <circle cx="240" cy="160" r="90" fill="${palette.accent}" opacity="0.18"/>
  <g transform="translate(800 450) scale(0.82) translate(-800 -450)">${art.motif(palette)}</g>
</svg>`;
}

import type { ReactNode } from 'react';
import type { LessonOutlineDto } from '@academy/api';

/** Shared attributes of the learner's line icons: 24×24 grid, round stroke, hidden from assistive technology. */
const base = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export interface IconProps {
  className?: string;
  /** Width and height in pixels. */
  size?: number;
}

/** A decorative line icon drawn from `children` (paths, circles…) on the shared 24×24 grid. */
export function Icon({ className, size = 16, children }: IconProps & { children: ReactNode }) {
  return (
    <svg {...base} width={size} height={size} className={className}>
      {children}
    </svg>
  );
}

/** Mortarboard: expert-led content. */
export function ExpertIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 7l10-4 10 4-10 4L2 7z" />
      <path d="M6 9v5c0 1.7 2.7 3 6 3s6-1.3 6-3V9" />
    </Icon>
  );
}

/** Two people: community. */
export function CommunityIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" />
      <path d="M16 5.5a3 3 0 010 5.5M21 20c0-2.7-1.6-5-4-5.7" />
    </Icon>
  );
}

/** Rising trend line: growth and progress. */
export function GrowthIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 17l6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </Icon>
  );
}

/** Rosette: certificates. */
export function CertificateIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14l-1.5 7 5-3 5 3-1.5-7" />
    </Icon>
  );
}

export function ArrowLeftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 12H5M12 19l-7-7 7-7" />
    </Icon>
  );
}

/** A plain tick (no circle). */
export function TickIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M20 6L9 17l-5-5" />
    </Icon>
  );
}

/** Ticked circle used for completed lessons on the learning and lesson pages. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l2.5 2.5L16 9.5" />
    </Icon>
  );
}

/** Ticked circle used for completed lessons in the course detail outline. */
export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12l3 3 5-6" />
    </Icon>
  );
}

export function PlayCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8l6 4-6 4z" />
    </Icon>
  );
}

/** Question mark in a circle: quizzes. */
export function QuizIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 115 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01" />
    </Icon>
  );
}

/** Two speech bubbles: practice conversations. */
export function PracticeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 5h11v8H8l-3 3v-3H3z" />
      <path d="M17 9h4v8h-2v3l-3-3h-5v-2" />
    </Icon>
  );
}

/** A package: a SCORM lesson. */
export function ScormIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M21 8l-9-5-9 5v8l9 5 9-5z" />
      <path d="M3 8l9 5 9-5M12 13v8" />
    </Icon>
  );
}

/** A stopwatch: the time left on a timed quiz. */
export function StopwatchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="14" r="7" />
      <path d="M12 14l3-3M10 3h4M12 3v4M18.5 6.5l1.5-1.5" />
    </Icon>
  );
}

/** Page with a folded corner: readings in the course detail outline. */
export function PageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M14 3v5h5M9 13h7M9 17h7" />
    </Icon>
  );
}

/** A padlock: a drip module's lessons before it opens. */
export function LockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 018 0v4" />
    </Icon>
  );
}

export const LESSON_TYPE_LABELS: Record<string, string> = {
  video: 'Video',
  text: 'Text',
  download: 'Download',
  quiz: 'Quiz',
  practice: 'Practice conversation',
  scorm: 'SCORM lesson',
};

/** Video, text, download, quiz, practice and SCORM icons; any other type gets a generic document icon. */
export function LessonTypeIcon({ type, className }: { type: LessonOutlineDto['type'] | string; className?: string }) {
  switch (type) {
    case 'video':
      return (
        <Icon className={className}>
          <rect x="2" y="5" width="14" height="14" rx="2" />
          <path d="M16 10l6-3v10l-6-3z" />
        </Icon>
      );
    case 'text':
      return (
        <Icon className={className}>
          <path d="M14 3H6a2 2 0 00-2 2v14a2 2 0 002 2h12a2 2 0 002-2V9z" />
          <path d="M14 3v6h6M8 13h8M8 17h6" />
        </Icon>
      );
    case 'download':
      return (
        <Icon className={className}>
          <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
        </Icon>
      );
    case 'quiz':
      return <QuizIcon className={className} />;
    case 'practice':
      return <PracticeIcon className={className} />;
    case 'scorm':
      return <ScormIcon className={className} />;
    default:
      return (
        <Icon className={className}>
          <rect x="4" y="3" width="16" height="18" rx="2" />
          <path d="M8 8h8M8 12h8M8 16h5" />
        </Icon>
      );
  }
}

import type { SampleScormOptions, SampleScormVersion } from './scorm-sample.js';

export interface DemoScormPackage extends SampleScormOptions {
  version: SampleScormVersion;
  /** The name the package is stored under, as an uploaded zip's. */
  fileName: string;
}

/**
 * The packages of the demo academy's SCORM lessons, keyed by the lesson title: made in code
 * (scorm-sample.ts) when the academy is seeded, and checked and stored as an admin's upload is.
 */
export const DEMO_SCORM: Readonly<Record<string, DemoScormPackage>> = {
  'Intake meeting essentials (interactive)': {
    version: '1.2',
    title: 'Intake meeting essentials',
    fileName: 'intake-meeting-essentials-scorm12.zip',
    score: 90,
  },
};

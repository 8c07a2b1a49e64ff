/**
 * Unit tests of the learner remote: its display rules (src/lib) in Node, and its screens rendered
 * in jsdom with the real store and api slice (the *.spec.tsx files).
 */
import { frontEndJestConfig } from '@academy/ui/jest-config';

export default frontEndJestConfig;

/**
 * Unit tests of the admin remote: its pure logic (rich-text HTML conversion, link rules, undo policy,
 * lesson form) in Node, and its screens rendered in jsdom with the real store and api slice (the
 * *.spec.tsx files). draft-js's convertFromHTML is covered by the browser tests in e2e/.
 */
import { frontEndJestConfig } from '@academy/ui/jest-config';

export default frontEndJestConfig;

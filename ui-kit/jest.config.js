/** Unit tests of the shared UI code (session rules, display formats, toasts). */
import { frontEndJestConfig } from './jest/front-end-config.js';

export default frontEndJestConfig;

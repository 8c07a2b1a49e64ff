// A Jest reporter: after a run, the ten slowest test files with their time and test count, so the next
// slowdown is visible the day it comes.
import { relative } from 'node:path';

const SHOWN = 10;

export default class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({
        path: relative(this.rootDir, file.testFilePath),
        seconds: (file.perfStats.end - file.perfStats.start) / 1000,
        tests: file.numPassingTests + file.numFailingTests + file.numPendingTests,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (files.length === 0) return;
    const lines = files.map((file) => `${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.path}`);
    process.stderr.write(`\nSlowest test files:\n${lines.join('\n')}\n`);
  }
}

import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

/** The current time. Injected (rather than calling `new Date()`) so tests can move time without sleeping. */
@Injectable()
export class Clock {
  /**
   * @param offsetFile browser tests only (TEST_CLOCK_FILE): a file holding milliseconds to add, read on
   * every call, so that a journey moves the time of the API and its workers together.
   */
  constructor(private readonly offsetFile: string | null = null) {}

  now(): Date {
    return new Date(this.offsetFile ? Date.now() + readOffset(this.offsetFile) : Date.now());
  }
}

function readOffset(file: string): number {
  try {
    const offset = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0; // no file yet: no offset
  }
}

/** One clock for every module, so a test that moves it moves it for all of them. */
@Global()
@Module({
  providers: [
    {
      provide: Clock,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (config.testClockFile)
          new Logger(Clock.name).warn(`TEST_CLOCK_FILE is set: time moves with ${config.testClockFile}. Never set it in production.`);
        return new Clock(config.testClockFile);
      },
    },
  ],
  exports: [Clock],
})
export class ClockModule {}

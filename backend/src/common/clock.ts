import { Global, Injectable, Module } from '@nestjs/common';

/** The current time. Injected (rather than calling `new Date()`) so tests can move time without sleeping. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** One clock for every module, so a test that moves it moves it for all of them. */
@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

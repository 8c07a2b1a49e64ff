import { Injectable } from '@nestjs/common';

/** The current time. Injected (rather than calling `new Date()`) so tests can move time without sleeping. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

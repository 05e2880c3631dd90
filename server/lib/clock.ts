/**
 * The one source of time for the server's rules (tokens, rate-limit windows, holds, expiries, retention). Services,
 * stores and jobs ask `ctx.clock.now()` and pass the result into SQL as a parameter, never SQL's own `now()`, so that
 * tests move time instead of sleeping. A lint rule (eslint.config.js) refuses `Date.now()`, `new Date()` and SQL
 * `now()` elsewhere in server/ and shared/.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with real time from an offset that tests move forward (or back). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  /** Back to real time. */
  reset(): void;
}

export function createMovableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}

import { UpstreamError } from '../../adapters/http.js';
import { AppError } from '../../errors.js';

export interface WarnLogger {
  warn(details: object, message: string): void;
}

/** Upstream failures become the spec's Spanish message with a 502 (and a log line); anything else is our bug. */
export async function orUpstreamError<T>(message: string, log: WarnLogger, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn({ service: error.service, failure: error.failure, upstreamStatus: error.status }, error.message);
    throw new AppError('UPSTREAM_UNAVAILABLE', message);
  }
}

/** For the optional parts of an answer (genre names, one series' details): log the failure, go on without. */
export function withoutOnFailure<T>(log: WarnLogger, what: string, fallback: T) {
  return (error: unknown): T => {
    if (!(error instanceof UpstreamError)) throw error;
    log.warn({ service: error.service, failure: error.failure, upstreamStatus: error.status }, `${what}: ${error.message}`);
    return fallback;
  };
}

import { ERROR_STATUS, type ErrorCode } from '@welink/domain';

/** The one error type services throw; the error handler turns it into the HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { status?: string; fields?: Record<string, string> } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return ERROR_STATUS[this.code];
  }
}

import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@welink/domain';

/** The one error type services throw; the error handler turns it into the HTTP answer. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Omit<ErrorBody, 'message' | 'code'> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return ERROR_STATUS[this.code];
  }
}

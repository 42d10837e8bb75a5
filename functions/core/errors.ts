import { ERROR_CATALOGUE, type TSystemCode } from '../../shared/core/errors.js';

/** A failure the caller can act on: carries a catalogue code and becomes a 4xx answer. */
export class AppError extends Error {
  readonly systemCode: TSystemCode;
  readonly status: number;
  readonly param?: string;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(
    systemCode: TSystemCode,
    options: { param?: string; message?: string; fieldErrors?: Record<string, string[]>; cause?: unknown } = {},
  ) {
    super(options.message ?? ERROR_CATALOGUE[systemCode].message, { cause: options.cause });
    this.name = 'AppError';
    this.systemCode = systemCode;
    this.status = ERROR_CATALOGUE[systemCode].status;
    this.param = options.param;
    this.fieldErrors = options.fieldErrors;
  }
}

export const notFound = (param?: string) => new AppError('no_record', { param });
export const forbidden = (param?: string) => new AppError(40011, { param });

/**
 * A failure a handler means to report: it becomes the envelope `{code, msg, data: null}` with the
 * given HTTP status (200 unless the contract gives the case a status of its own, such as 401 or 413).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly httpStatus: number = 200,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

/**
 * The one error the API client throws: a request that got no answer. `reason` tells the caller why, so a
 * data layer can turn it into a result without guessing from error texts.
 */
export type NoAnswerReason = 'timeout' | 'network' | 'aborted';

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly reason: NoAnswerReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

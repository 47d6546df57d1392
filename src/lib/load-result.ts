/**
 * What a loader resolves to: the data, or the failure the server explained (`msg`, possibly empty).
 * Loaders resolve expected failures this way and throw only on the unexpected.
 */
export type LoadResult<T> = { ok: true; data: T } | { ok: false; msg: string };

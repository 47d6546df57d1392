/**
 * The effects the startup UUID machine invokes, as typed placeholders the browser provides: reading the
 * stored UUID entry and calling `web/login/uuid`.
 */
import { fromPromise } from 'xstate';
import { notProvided } from '../not-provided';
import type { LoginAddressResult, StoredUuid } from './startup-uuid.types';

export const startupUuidActors = {
  /** Reads the raw UUID entry from storage. */
  readStored: fromPromise<StoredUuid>(() => notProvided('readStored')),
  /** Calls `web/login/uuid`; resolves `{ok: false}` on an expected failure instead of throwing. */
  fetchLoginAddress: fromPromise<LoginAddressResult>(() => notProvided('fetchLoginAddress')),
};

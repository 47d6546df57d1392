/**
 * The effects the external address machine invokes, as typed placeholders. The browser provides the real
 * ones with `.provide()`: storage for `readStoredAddress`, the API client for `fetchExternalAddress`.
 */
import { fromPromise } from 'xstate';
import { notProvided } from '../not-provided';
import type {
  ExternalAddressKind,
  ExternalAddressResult,
  StoredAddress,
} from './external-address.types';

export const externalAddressActors = {
  /** Reads the cached address of this kind from storage. */
  readStoredAddress: fromPromise<StoredAddress, { kind: ExternalAddressKind }>(() =>
    notProvided('readStoredAddress'),
  ),
  /** Calls `web/login/out` or `web/login/register`; resolves `{ok: false}` on an expected failure. */
  fetchExternalAddress: fromPromise<ExternalAddressResult, { kind: ExternalAddressKind }>(() =>
    notProvided('fetchExternalAddress'),
  ),
};

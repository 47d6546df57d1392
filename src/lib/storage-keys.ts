/**
 * The keys the portal keeps in web storage (spec §3). Written once here so no two places spell them
 * differently.
 */
export const storageKeys = {
  /** The signed-in user; also mirrored in a cookie of the same name. */
  authState: 'AuthState',
  /** The SSO login address as a cached value (`{value, expiresAt}`). */
  uuid: 'UUID',
  /** The login attempt id taken from the login address. */
  uuidId: 'UUID_ID',
  homeLogoutUrl: 'homeLogoutUrl',
  homeRegisterUrl: 'homeRegisterUrl',
  /** The last visited location, to come back to after login. */
  latestPath: 'latestPath',
  tpl: 'tpl',
  /** `'on'` while 长辈模式 (larger type and spacing) is chosen; absent otherwise. */
  elderlyMode: 'elderlyMode',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

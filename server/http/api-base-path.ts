/** Every API path starts here (spec §7). */
export const apiBasePath = '/alpha-portal/api/v1';

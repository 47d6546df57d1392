/**
 * Service addresses (where the SSO sends the browser back with a ticket). A ticket is bound to the
 * address it was issued for; the address is compared in one canonical form — without any `ticket`
 * parameter or fragment, query re-encoded — so harmless differences in encoding do not matter.
 */
export function canonicalService(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  url.searchParams.delete('ticket');
  url.hash = '';
  return url.toString();
}

/** The service address with the ticket added, keeping its own query (e.g. `preUrl`). */
export function withTicket(service: string, ticket: string): string {
  const url = new URL(service);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

export function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * How the server calls other services (the government SSO, an SMS gateway): a `fetch` taking a
 * `Request`, injected so tests can route calls into the app itself instead of the network.
 */
export type OutboundFetch = (request: Request) => Promise<Response>;

export const globalOutboundFetch: OutboundFetch = (request) => fetch(request);

/**
 * The boundary to the government SSO: a service ticket (from the address the SSO sent the browser
 * back to) and the service address it was issued for go in; the identity that signed in, or why not,
 * comes out. Expected failures are results, never throws.
 */
export interface SsoIdentity {
  /** The SSO's stable identifier of the account. */
  readonly subject: string;
  /** `legal`: a legal person (法人) account; `natural`: a natural person. */
  readonly kind: 'legal' | 'natural';
  /** The person's name (for a legal person: the person acting for it, 经办人). */
  readonly name: string;
  readonly corName?: string;
  readonly creditCode?: string;
  readonly phone?: string;
}

export type TicketValidation =
  | { readonly ok: true; readonly identity: SsoIdentity }
  /** `rejected`: the SSO says the ticket is not good (unknown, used, expired, another service). */
  | { readonly ok: false; readonly reason: 'rejected'; readonly detail: string }
  /** `unavailable`: the SSO could not be asked, or answered something unreadable. */
  | { readonly ok: false; readonly reason: 'unavailable'; readonly detail: string };

export interface TicketValidator {
  validateTicket(ticket: string, service: string): Promise<TicketValidation>;
}

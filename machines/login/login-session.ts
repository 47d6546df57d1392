/**
 * What a successful login step returns (the contract's `Session`), and the result shape every login
 * effect resolves with: expected failures are results carrying the server's code and Chinese message,
 * never throws (STYLE: results instead of throws).
 */

export type LoginSession = {
  token: string;
  /** `primary` for operators, `second` for corporate users. */
  userType: string;
  name: string;
  /** The legal person's name; null for operators. */
  corName: string | null;
  rights: string[];
  /** An operator who must change the password before anything else. */
  mustChangePassword: boolean;
};

/** An expected failure: the envelope code (or why no answer came) and the message to show. */
export type LoginFailure = { ok: false; code: number | string; message: string };

/** The AuthState a session is stored as (spec §3): empty rights dropped, no corName for operators. */
export function authStateOf(session: LoginSession): {
  token: string;
  userType: string;
  name: string;
  corName: string;
  rights: string[];
} {
  return {
    token: session.token,
    userType: session.userType,
    name: session.name,
    corName: session.corName ?? '',
    rights: session.rights.filter((right) => right.trim() !== ''),
  };
}

/** The `Session` a successful sign-in answers with: the source of the browser's AuthState. */
import type { components } from '@openapi/schema';
import type { Right } from '../../kernel/rights';
import type { OpenedSession } from '../../kernel/session/session-store';

type Session = components['schemas']['Session'];

export function sessionAnswer(
  opened: OpenedSession,
  user: {
    userType: Session['userType'];
    name: string;
    corName: string | null;
    rights: readonly Right[];
    mustChangePassword: boolean;
  },
): Session {
  return {
    token: opened.token,
    userType: user.userType,
    name: user.name,
    corName: user.corName,
    rights: [...user.rights],
    mustChangePassword: user.mustChangePassword,
    expiresAt: opened.expiresAt.toISOString(),
  };
}

/**
 * What the user menu does, handed in by the auth feature (shared components may not depend on
 * features). Kept apart from the menu itself, which loads in its own chunk.
 */
import { createContext, type ReactNode } from 'react';

export type UserMenuActions = {
  /** Sends `auth.logout`. */
  logout: () => void;
  /** True while a logout is under way. */
  loggingOut: boolean;
  /** The 修改密码 dialog for this person: the form for operators, a note for corporate users. */
  renderPasswordDialog: (props: { open: boolean; onClose: () => void }) => ReactNode;
};

export const UserMenuActionsContext = createContext<UserMenuActions | null>(null);

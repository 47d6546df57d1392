/**
 * Loads the 3166 notice (仅支持法人登录) only when the auth actor asks for it. The notice is rare,
 * and its dialog machinery is a sizeable part of the bundle, so the first page does not pay for it.
 */
import { useSelector } from '@xstate/react';
import { Suspense, lazy } from 'react';
import { useAuthActor } from '@/lib/auth/auth-actor-context';
import { loadChunk } from './chunk-loading';

const LegalPersonNotice = lazy(() =>
  loadChunk(() => import('./legal-person-notice')).then((module) => ({
    default: module.LegalPersonNotice,
  })),
);

export function DeferredLegalPersonNotice() {
  const actor = useAuthActor();
  const needed = useSelector(actor, (snapshot) => snapshot.matches('legalPersonNotice'));
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LegalPersonNotice />
    </Suspense>
  );
}

/**
 * Loads the 3166 notice (仅支持法人登录) only when the auth actor asks for it. The notice is rare,
 * and its dialog machinery is a sizeable part of the bundle, so the first page does not pay for it.
 */
import { Suspense, lazy } from 'react';
import { useAuthSelector } from '@/lib/auth/use-auth-selector';
import { loadChunk } from './chunk-loading';

const LegalPersonNotice = lazy(() =>
  loadChunk(() => import('./legal-person-notice')).then((module) => ({
    default: module.LegalPersonNotice,
  })),
);

export function DeferredLegalPersonNotice() {
  // Read without loading the actor: a visitor's start has none until something needs it.
  const needed = useAuthSelector((snapshot) => snapshot.matches('legalPersonNotice'), false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LegalPersonNotice />
    </Suspense>
  );
}

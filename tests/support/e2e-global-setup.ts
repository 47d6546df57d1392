/**
 * Runs once per end-to-end run, after the portal is up: signs in the demo identities the workspace
 * tests need (see e2e-auth.ts).
 */
import { signInDemoIdentities } from './e2e-auth';

export default async function globalSetup(): Promise<void> {
  await signInDemoIdentities();
}

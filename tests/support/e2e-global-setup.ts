/**
 * Runs once per end-to-end run, after the portal is up: signs in the demo identities the workspace
 * tests need (see scripts/portal/demo-sign-in.ts).
 */
import { signInDemoIdentities } from '../../scripts/portal/demo-sign-in';

export default async function globalSetup(): Promise<void> {
  await signInDemoIdentities();
}

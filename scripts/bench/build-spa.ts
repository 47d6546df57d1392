/**
 * Builds the portal as `npm run build` does (scripts/build.ts) into `outDir`: the SPA with its Vite
 * manifest, which the bundle measures read, and the server renderer in `.ssr/`, so the bench server
 * draws the public pages for visitors as production does.
 */
import { execFileSync } from 'node:child_process';

export function buildSpa(outDir: string): void {
  execFileSync('npx', ['tsx', 'scripts/build.ts', '--outDir', outDir], { stdio: 'ignore' });
}

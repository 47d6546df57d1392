/**
 * Builds the portal as `npm run build` does (scripts/build.ts) into `outDir`: the SPA with its Vite
 * manifest, which the bundle measures read, and the server renderer in `.ssr/`, so the bench server
 * draws the public pages for visitors as production does. `buildSpaInBackground` lets the benchmark
 * seed its databases meanwhile.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

const buildArgs = (outDir: string) => ['tsx', 'scripts/build.ts', '--outDir', outDir];

export function buildSpa(outDir: string): void {
  execFileSync('npx', buildArgs(outDir), { stdio: 'ignore' });
}

export async function buildSpaInBackground(outDir: string): Promise<void> {
  await promisify(execFile)('npx', buildArgs(outDir), { maxBuffer: 64 * 1024 * 1024 });
}

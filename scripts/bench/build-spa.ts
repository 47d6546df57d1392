/** Builds the SPA with its Vite manifest into `outDir`, as the bundle measures need it. */
import { execFileSync } from 'node:child_process';

export function buildSpa(outDir: string): void {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
    stdio: 'ignore',
  });
}

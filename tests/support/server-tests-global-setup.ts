/** Empties the server tests' file folder before a run and removes it after, so no run leaves files behind. */
import { rm } from 'node:fs/promises';
import { serverTestsDataDir } from './server-tests-data-dir';

export async function setup(): Promise<void> {
  await rm(serverTestsDataDir, { recursive: true, force: true });
}

export async function teardown(): Promise<void> {
  await rm(serverTestsDataDir, { recursive: true, force: true });
}

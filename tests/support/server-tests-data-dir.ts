/** Where the server tests' apps store files (the demo seed's entry files, uploads): one folder a run. */
import path from 'node:path';
import { tmpdir } from 'node:os';

export const serverTestsDataDir = path.join(tmpdir(), 'portal-server-tests-files');

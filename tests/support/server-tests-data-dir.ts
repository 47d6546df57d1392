/**
 * The data directory the server tests' apps are given, one folder a run. Nothing of theirs is meant to
 * land there (the database is in memory or on PostgreSQL, and stored files live in the database).
 */
import path from 'node:path';
import { tmpdir } from 'node:os';

export const serverTestsDataDir = path.join(tmpdir(), 'portal-server-tests-files');

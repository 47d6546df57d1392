/**
 * Where the end-to-end run's portal listens: its own port (8181 unless E2E_PORT says otherwise), so a
 * portal already running on 8080 for development is never touched by the tests.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;

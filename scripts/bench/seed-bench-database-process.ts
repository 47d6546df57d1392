/**
 * seed-bench-database.ts in a process of its own (started by seed-in-child.ts), so the benchmark can
 * build the portal and seed its two databases at once, each on its own CPU. Its arguments come as
 * JSON in the first argument; it sends the seeded database's figures and exits.
 */
import { seedBenchDatabase } from './seed-bench-database';

if (process.send === undefined)
  throw new Error('seed-bench-database-process 需由 seed-in-child 启动');
const { dataDir, resources, applications } = JSON.parse(process.argv[2] ?? '{}') as {
  dataDir: string;
  resources: number;
  applications: number;
};
const seeded = await seedBenchDatabase(dataDir, resources, applications);
process.send(seeded, () => process.exit(0));

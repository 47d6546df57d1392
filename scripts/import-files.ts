/**
 * Moves the entry files that earlier versions kept under `DATA_DIR/files/` into the database
 * (`stored_file_chunks`), once, when upgrading to the version that stores files in the database:
 *
 *   DATA_DIR=/mnt/portal-data DATABASE_URL=postgres://… npm run files:import
 *   npm run files:import -- --data-dir DIR            # PGlite in DIR/pglite, files in DIR/files
 *
 * The database is migrated first, as a server start would. Each file is checked against its record
 * (size and SHA-256), stored in one transaction and then deleted from disk; running the command again
 * changes nothing. It prints what it did and exits with 1 when a recorded file could not be moved in
 * (missing, or not what its record says). With PGlite, stop the server first: the embedded database
 * belongs to one process.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/connect';
import type { DatabaseTarget } from '../server/db/database';
import { importDataDirFiles } from '../server/kernel/file-store/import-data-dir-files';

const usage =
  '用法 / usage: npm run files:import [-- --data-dir DIR]\n' +
  '  把 DATA_DIR/files/ 下的入驻材料文件移入数据库；设置了 DATABASE_URL 时写入 PostgreSQL，否则写入 DIR/pglite';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help === true) {
    console.log(usage);
    return;
  }
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data');
  const target: DatabaseTarget =
    databaseUrl !== undefined && databaseUrl !== ''
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: `${dataDir}/pglite` };

  const connection = await openDatabase(target, console);
  try {
    const report = await importDataDirFiles(connection.db, dataDir);
    const where = target.kind === 'postgres' ? 'PostgreSQL（DATABASE_URL）' : target.dataDir;
    console.log(`入驻材料文件：${dataDir}/files → ${where}`);
    console.log(
      `  本次移入 ${String(report.imported)} 个，此前已在数据库中 ${String(report.alreadyStored)} 个`,
    );
    if (report.missing.length > 0) {
      console.log(
        `  数据库与磁盘上都没有内容的 ${String(report.missing.length)} 个：${report.missing.join('、')}`,
      );
    }
    if (report.altered.length > 0) {
      console.log(
        `  磁盘上的内容与记录（大小或 SHA-256）不符、未移入的 ${String(report.altered.length)} 个：${report.altered.join('、')}`,
      );
    }
    if (report.unreferenced.length > 0) {
      console.log(
        `  没有任何记录引用、留在原处的 ${String(report.unreferenced.length)} 个：${report.unreferenced.join('、')}`,
      );
    }
    if (report.missing.length > 0 || report.altered.length > 0) process.exitCode = 1;
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

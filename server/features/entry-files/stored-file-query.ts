/** An entry file with what a download needs to decide and to send it: its application's owner and state. */
import { eq } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/database';
import { domainApplications, entryFiles } from '../../db/schema';
import { recordNotFound } from '../../http/record-not-found';

export const entryFileNotFound = () => recordNotFound('入驻材料文件');

export async function findStoredFile(db: Database | DatabaseTransaction, id: string) {
  const [row] = await db
    .select({
      id: entryFiles.id,
      applicationId: entryFiles.applicationId,
      name: entryFiles.name,
      contentType: entryFiles.contentType,
      size: entryFiles.size,
      sha256: entryFiles.sha256,
      storageKey: entryFiles.storageKey,
      applicantId: domainApplications.applicantId,
      applicationState: domainApplications.state,
    })
    .from(entryFiles)
    .innerJoin(domainApplications, eq(domainApplications.id, entryFiles.applicationId))
    .where(eq(entryFiles.id, id));
  return row;
}

/**
 * `POST second/entry/file-upload` (multipart): adds a file to one entry of the caller's own draft.
 * Everything that can be known before the bytes arrive is checked first (the application, the entry,
 * the file name and its extension), so nothing is stored for a request that would be refused anyway.
 * The file is then streamed to disk under a server-made name with its SHA-256; over the entry's size
 * limit it is dropped and answered with HTTP 413 (4130). Its content must be what its extension says
 * (a renamed file is refused), and only then is it recorded — with the draft locked, so it cannot
 * be submitted halfway. Any refusal after storing removes the stored bytes.
 */
import { defineHandler } from '../../contract/operation-handler';
import { entryFiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { payloadTooLarge } from '../../http/payload-too-large';
import { requireCorporateUser } from '../auth/principal';
import { findOwnApplication } from '../domain-applications/application-record';
import { assertDraft, lockOwnDraft } from './application-access';
import { loadEntryFile } from './entry-file-record';
import { fileTypeFacts } from './file-signatures';
import { storedContentFits } from './stored-content-check';
import { removeStoredFile, storeStream } from './stored-files';
import { findUploadEntry } from './upload-entry';
import { checkedFileName, fileTypeOfName } from './upload-file-name';

export const secondEntryFileUpload = defineHandler(
  'secondEntryFileUpload',
  async ({ body, upload }, { db, config, clock, principal }) => {
    const caller = requireCorporateUser(principal);
    const application = await findOwnApplication(db, body.applicationId, caller.userId);
    assertDraft(application);
    const entry = await findUploadEntry(db, body.entryConfigId, application.domainId);
    const name = checkedFileName(upload.filename);
    const type = fileTypeOfName(name);
    if (type === null || !entry.allowedTypes.includes(type)) {
      const allowed = entry.allowedTypes.map((allowedType) => fileTypeFacts[allowedType].label);
      throw new AppError(
        4000,
        `“${entry.name}”只接受 ${allowed.join('、')} 格式的文件，请重新选择`,
      );
    }

    const stored = await storeStream(config.dataDir, upload.stream, entry.maxSizeBytes);
    if (stored.kind === 'tooLarge') throw payloadTooLarge();
    try {
      await upload.finish();
      if (stored.size === 0) throw new AppError(4000, '文件内容为空，请重新选择');
      if (!(await storedContentFits(config.dataDir, stored, type))) {
        throw new AppError(
          4000,
          `文件内容与扩展名不符：“${name}”不是有效的 ${fileTypeFacts[type].label} 文件，请重新选择`,
        );
      }
      const file = await db.transaction(async (tx) => {
        await lockOwnDraft(tx, application.id, caller.userId);
        await findUploadEntry(tx, entry.id, application.domainId, true);
        const [inserted] = await tx
          .insert(entryFiles)
          .values({
            applicationId: application.id,
            entryConfigId: entry.id,
            name,
            size: stored.size,
            sha256: stored.sha256,
            contentType: fileTypeFacts[type].contentType,
            storageKey: stored.storageKey,
            uploadedBy: caller.userId,
            uploadedAt: clock.now(),
          })
          .returning({ id: entryFiles.id });
        if (inserted === undefined) throw new Error('the new entry file was not returned');
        return loadEntryFile(tx, inserted.id);
      });
      if (file === undefined) throw new Error('the new entry file could not be read back');
      return ok(file, '文件已上传');
    } catch (error) {
      await removeStoredFile(config.dataDir, stored.storageKey);
      throw error;
    }
  },
);

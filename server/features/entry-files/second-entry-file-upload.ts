/**
 * `POST second/entry/file-upload` (multipart): adds a file to one entry of the caller's own draft.
 * Everything that can be known before the bytes arrive is checked first (the application, the entry,
 * then the file name and its extension), so nothing is stored for a request that would be refused
 * anyway. The file then gets the checks of every upload (server/kernel/upload-check/checked-upload.ts:
 * the entry's size limit, HTTP 413 past it; content that is what its extension says), and only then is
 * it recorded — with the draft locked, so it cannot be submitted halfway. Any refusal after storing
 * removes the stored bytes.
 * Uploads are rate-limited per user and per address before anything else is looked at; a refusal for
 * the file's name, type or content is recorded as a security event.
 */
import { defineHandler } from '../../contract/operation-handler';
import { entryFiles } from '../../db/schema';
import type { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import type { CorporatePrincipal } from '../../kernel/principal';
import { removeStoredFile } from '../../kernel/file-store/remove-stored-file';
import {
  nameOfUpload,
  printableFileName,
  storeCheckedUpload,
  type UploadRules,
} from '../../kernel/upload-check/checked-upload';
import { findOwnApplication } from '../domain-applications/application-record';
import { eventBudget, recordSecurityEvent } from '../../kernel/operation-log/record-security-event';
import { assertWithinRateLimits, uploadRateLimits } from '../rate-limit/request-rate-limits';
import { assertDraft, lockOwnDraft } from './application-access';
import { loadEntryFile } from '../domain-applications/entry-file-record';
import { findUploadEntry } from './upload-entry';

/** The caller's display name in the log: the legal person's name when known. */
function actorOf(caller: CorporatePrincipal) {
  return { userId: caller.userId, name: caller.corName ?? caller.name };
}

export const secondEntryFileUpload = defineHandler(
  'secondEntryFileUpload',
  async ({ body, upload }, { db, config, clock, request, log }) => {
    const caller = request.requireCorporateUser();
    const now = clock.now();
    const limits = uploadRateLimits(config);
    await assertWithinRateLimits(
      db,
      [
        { rule: limits.perUser, key: caller.userId },
        { rule: limits.perAddress, key: request.ip },
      ],
      { actor: actorOf(caller), ip: request.ip },
      { now, log },
    );
    /** Records the refusal of this file as a security event, and returns it to be thrown. */
    const refused = async (error: AppError): Promise<AppError> => {
      await recordSecurityEvent(
        db,
        {
          action: 'uploadRefused',
          actor: actorOf(caller),
          target: {
            type: 'application',
            id: body.applicationId,
            label: printableFileName(upload.filename),
          },
          detail: `上传被拒绝：${error.msg}`,
          ip: request.ip,
          at: now,
        },
        eventBudget(caller.userId),
        log,
      );
      return error;
    };

    const application = await findOwnApplication(db, body.applicationId, caller.userId);
    assertDraft(application);
    const entry = await findUploadEntry(db, body.entryConfigId, application.domainId);
    const rules: UploadRules = {
      allowedTypes: entry.allowedTypes,
      maxSizeBytes: entry.maxSizeBytes,
      wrongTypeMessage: (allowed) => `“${entry.name}”只接受 ${allowed} 格式的文件，请重新选择`,
    };
    const named = await nameOfUpload(upload.filename, rules, refused);
    const stored = await storeCheckedUpload(db, upload, named, rules, refused);
    try {
      const file = await db.transaction(async (tx) => {
        await lockOwnDraft(tx, application.id, caller.userId);
        await findUploadEntry(tx, entry.id, application.domainId, true);
        const [inserted] = await tx
          .insert(entryFiles)
          .values({
            applicationId: application.id,
            entryConfigId: entry.id,
            name: stored.name,
            size: stored.size,
            sha256: stored.sha256,
            contentType: stored.contentType,
            storageKey: stored.storageKey,
            uploadedBy: caller.userId,
            uploadedAt: now,
          })
          .returning({ id: entryFiles.id });
        if (inserted === undefined) throw new Error('the new entry file was not returned');
        return loadEntryFile(tx, inserted.id);
      });
      if (file === undefined) throw new Error('the new entry file could not be read back');
      return ok(file, '文件已上传');
    } catch (error) {
      await removeStoredFile(db, stored.storageKey);
      throw error;
    }
  },
);

/**
 * `POST second/entry/file-upload` (multipart): adds a file to one entry of the caller's own draft.
 * Everything that can be known before the bytes arrive is checked first (the application, the entry,
 * the file name and its extension), so nothing is stored for a request that would be refused anyway.
 * The file is then streamed into the database in chunks under a server-made key, with its SHA-256;
 * over the entry's size limit it is dropped and answered with HTTP 413 (4130). Its content must be
 * what its extension says (a renamed file is refused), and only then is it recorded — with the draft
 * locked, so it cannot be submitted halfway. Any refusal after storing removes the stored bytes.
 * Uploads are rate-limited per user and per address before anything else is looked at; a refusal for
 * the file's name, type or content is recorded as a security event.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { defineHandler } from '../../contract/operation-handler';
import { entryFiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { payloadTooLarge } from '../../http/payload-too-large';
import type { CorporatePrincipal } from '../../kernel/principal';
import { removeStoredFile } from '../../kernel/file-store/remove-stored-file';
import { storeUploadStream } from '../../kernel/file-store/store-upload-stream';
import { findOwnApplication } from '../domain-applications/application-record';
import { eventBudget, recordSecurityEvent } from '../../kernel/operation-log/record-security-event';
import { assertWithinRateLimits, uploadRateLimits } from '../rate-limit/request-rate-limits';
import { assertDraft, lockOwnDraft } from './application-access';
import { loadEntryFile } from '../domain-applications/entry-file-record';
import { fileTypeFacts } from './file-signatures';
import { storedContentFits } from './stored-content-check';
import { findUploadEntry } from './upload-entry';
import { checkedFileName, fileTypeOfName } from './upload-file-name';

/** A refused file name as it can be shown and stored: control and format characters replaced. */
function printable(name: string): string {
  return name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '\uFFFD');
}

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
            label: printable(upload.filename),
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
    let name: string;
    try {
      name = checkedFileName(upload.filename);
    } catch (error) {
      throw error instanceof AppError ? await refused(error) : error;
    }
    const type = fileTypeOfName(name);
    if (type === null || !entry.allowedTypes.includes(type)) {
      const allowed = entry.allowedTypes.map((allowedType) => fileTypeFacts[allowedType].label);
      throw await refused(
        new AppError(
          EnvelopeCode.invalidRequest,
          `“${entry.name}”只接受 ${allowed.join('、')} 格式的文件，请重新选择`,
        ),
      );
    }

    const stored = await storeUploadStream(db, upload.stream, entry.maxSizeBytes);
    if (stored.kind === 'tooLarge') throw payloadTooLarge();
    try {
      await upload.finish();
      if (stored.size === 0)
        throw new AppError(EnvelopeCode.invalidRequest, '文件内容为空，请重新选择');
      if (!(await storedContentFits(db, stored, type))) {
        throw await refused(
          new AppError(
            EnvelopeCode.invalidRequest,
            `文件内容与扩展名不符：“${name}”不是有效的 ${fileTypeFacts[type].label} 文件，请重新选择`,
          ),
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

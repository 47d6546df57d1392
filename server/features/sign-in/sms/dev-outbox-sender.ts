/**
 * Demo mode's SMS "gateway": messages are written to the `dev_sms_outbox` table instead of being
 * sent, so that several server instances share one outbox, readable at `GET /dev/outbox`. This is the
 * one deliberate place where a verification code is kept in clear, and it never exists in production.
 */
import { lt } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Database } from '../../../db/database';
import { devSmsOutbox } from '../../../db/schema';
import { verificationCodeIn } from './login-sms-text';
import type { SmsSender } from '../../../kernel/sms-sender';

/** Old demo messages are dropped after a day; nobody signs in with yesterday's code. */
const outboxRetentionMs = 24 * 60 * 60 * 1000;

export function createDevOutboxSender(db: Database, clock: Clock): SmsSender {
  return {
    async send(phone, text) {
      const at = clock.now();
      await db.insert(devSmsOutbox).values({ phone, code: verificationCodeIn(text), text, at });
      await db
        .delete(devSmsOutbox)
        .where(lt(devSmsOutbox.at, new Date(at.getTime() - outboxRetentionMs)));
    },
  };
}

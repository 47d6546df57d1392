/**
 * The boundary to whatever delivers text messages. Production configures an SMS gateway
 * (`SMS_GATEWAY_URL`); demo mode writes to the dev outbox instead. `send` resolves once the message
 * was accepted and rejects when it could not be sent.
 */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/**
 * The applicant's fields as they are stored: trimmed. The contract has checked lengths and patterns
 * already; what it cannot see is text that only reaches its minimum with surrounding blanks.
 */
import { EnvelopeCode } from '../../../openapi/envelope-codes';
import { AppError } from '../../http/app-error';
import { hasVisibleText } from '../../text/visible-text';

export const scenarioMinLength = 10;

export function normalizedScenario(scenario: string): string {
  const text = scenario.trim();
  if ([...text.replace(/[\p{Cc}\p{Cf}]/gu, '')].length < scenarioMinLength) {
    throw new AppError(
      EnvelopeCode.invalidRequest,
      `应用场景不能少于 ${String(scenarioMinLength)} 个字`,
    );
  }
  return text;
}

export function normalizedContactName(name: string): string {
  const text = name.trim();
  if (!hasVisibleText(text)) throw new AppError(EnvelopeCode.invalidRequest, '联系人不能为空');
  return text;
}

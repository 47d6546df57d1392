/** The rights of DESIGN §8 in the words people use for them (the contract's descriptions). */
import { i18n } from '@/i18n/i18n';

const rightLabelKeys = {
  'admin:manage': 'rights.adminManage',
  'content:edit': 'rights.contentEdit',
  'domain:first-review': 'rights.domainFirstReview',
  'domain:final-review': 'rights.domainFinalReview',
  'audit:read': 'rights.auditRead',
  'domain:apply': 'rights.domainApply',
} as const;

function isKnownRight(right: string): right is keyof typeof rightLabelKeys {
  return Object.hasOwn(rightLabelKeys, right);
}

/** A right in the current language; an unknown one is shown as it is rather than hidden. */
export function rightLabel(right: string): string {
  return isKnownRight(right) ? i18n.t(rightLabelKeys[right]) : right;
}

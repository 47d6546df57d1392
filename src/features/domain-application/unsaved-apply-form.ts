/**
 * What the applicant typed and has not saved yet, kept in sessionStorage per application (or per new
 * application) until it is saved, so a reload, a slip of the Back button or a lost session loses
 * nothing typed. It stays in this tab only and goes when the tab is closed.
 */
import type { ApplyFormValues } from './apply-form-values';

const PREFIX = 'domainApplyUnsaved:';

function keyOf(applicationId: string | null): string {
  return `${PREFIX}${applicationId ?? 'new'}`;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function readUnsavedForm(applicationId: string | null): ApplyFormValues | null {
  const raw = window.sessionStorage.getItem(keyOf(applicationId));
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const domainId = text(Reflect.get(parsed, 'domainId'));
    const scenario = text(Reflect.get(parsed, 'scenario'));
    const contactName = text(Reflect.get(parsed, 'contactName'));
    const contactPhone = text(Reflect.get(parsed, 'contactPhone'));
    if (domainId === null || scenario === null || contactName === null || contactPhone === null)
      return null;
    return { domainId, scenario, contactName, contactPhone };
  } catch {
    // A damaged entry holds nothing worth restoring.
    window.sessionStorage.removeItem(keyOf(applicationId));
    return null;
  }
}

export function writeUnsavedForm(applicationId: string | null, values: ApplyFormValues): void {
  try {
    window.sessionStorage.setItem(keyOf(applicationId), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the page still warns before leaving with unsaved input.
  }
}

export function clearUnsavedForm(applicationId: string | null): void {
  window.sessionStorage.removeItem(keyOf(applicationId));
}

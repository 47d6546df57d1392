/**
 * The fields of 专区申请 and their checks, with the limits of the contract (`ApplicationNewRequest`):
 * 应用场景 10–2000 characters, 联系人 1–30, 联系电话 a mobile number or a landline with its area code.
 */
export type ApplyFormValues = {
  domainId: string;
  scenario: string;
  contactName: string;
  contactPhone: string;
};

export type ApplyFormField = keyof ApplyFormValues;

/** The i18n key (under `domainApplication.apply.errors`) of each field's problem, if it has one. */
export type ApplyFormErrors = Partial<
  Record<
    ApplyFormField,
    | 'domain'
    | 'scenarioEmpty'
    | 'scenarioShort'
    | 'scenarioLong'
    | 'contactName'
    | 'contactNameLong'
    | 'contactPhoneEmpty'
    | 'contactPhone'
  >
>;

export const SCENARIO_MIN = 10;
export const SCENARIO_MAX = 2000;
const CONTACT_NAME_MAX = 30;
/** The contract's `ContactPhone`: 1[3-9] and nine digits, or 0, a 2–3 digit area code and 7–8 digits. */
const CONTACT_PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

export const emptyApplyForm: ApplyFormValues = {
  domainId: '',
  scenario: '',
  contactName: '',
  contactPhone: '',
};

/** Characters as the contract counts them (code points). */
function lengthOf(text: string): number {
  return [...text].length;
}

export function validateApplyForm(values: ApplyFormValues): ApplyFormErrors {
  const errors: ApplyFormErrors = {};
  if (values.domainId === '') errors.domainId = 'domain';
  const scenario = values.scenario.trim();
  if (scenario === '') errors.scenario = 'scenarioEmpty';
  else if (lengthOf(scenario) < SCENARIO_MIN) errors.scenario = 'scenarioShort';
  else if (lengthOf(scenario) > SCENARIO_MAX) errors.scenario = 'scenarioLong';
  const name = values.contactName.trim();
  if (name === '') errors.contactName = 'contactName';
  else if (lengthOf(name) > CONTACT_NAME_MAX) errors.contactName = 'contactNameLong';
  const phone = values.contactPhone.trim();
  if (phone === '') errors.contactPhone = 'contactPhoneEmpty';
  else if (!CONTACT_PHONE.test(phone)) errors.contactPhone = 'contactPhone';
  return errors;
}

export function hasErrors(errors: ApplyFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The values as they are sent: text trimmed. */
export function trimmedValues(values: ApplyFormValues): ApplyFormValues {
  return {
    domainId: values.domainId,
    scenario: values.scenario.trim(),
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
  };
}

export function sameValues(a: ApplyFormValues, b: ApplyFormValues): boolean {
  return (
    a.domainId === b.domainId &&
    a.scenario === b.scenario &&
    a.contactName === b.contactName &&
    a.contactPhone === b.contactPhone
  );
}

/**
 * The values of a form and the reasons some are refused. Changing a value drops the reason given for
 * it, so a corrected field stops saying what was wrong before the form is sent again.
 */
import { useState } from 'react';

/** Why some of the values are refused, by field. */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

export function useFormValues<Values extends object>(initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FormErrors<Values>>({});

  const change = (patch: Partial<Values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key in patch) delete next[key];
      return next;
    });
  };

  return { values, errors, setErrors, change };
}

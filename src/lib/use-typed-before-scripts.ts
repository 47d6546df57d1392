/**
 * A text field the server drew can be typed into before the scripts run. React takes the field over
 * without touching what the visitor typed, but the field's state still holds the server's value: a
 * submit would send that instead (the search typed on a slow phone went nowhere), and the next draw
 * of the field would wipe the text. Once the field is the app's, its state takes what the field holds.
 *
 * Usage: `useTypedBeforeScripts(inputRef, setDraft)`, with `setDraft` the field's state setter (or
 * any stable function); a field the app drew itself holds its state's value, and nothing changes.
 * A submit that may come in the same moment reads the field itself (`inputRef.current.value`).
 */
import { useEffect, type RefObject } from 'react';

export function useTypedBeforeScripts(
  field: RefObject<HTMLInputElement | null>,
  adopt: (text: string) => void,
): void {
  useEffect(() => {
    if (field.current !== null) adopt(field.current.value);
  }, [field, adopt]);
}

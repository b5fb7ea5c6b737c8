/**
 * State for a controlled form field that starts from what is already in the field when its
 * island hydrates. An island's form is usable from the first paint (it is server-rendered
 * HTML), so a visitor on a slow connection may type before React takes over (and a browser
 * may restore a field on Back); React keeps the typed text in the page but would start its
 * state from the initial value, and the form would then send that instead of what the
 * visitor sees. The ref adopts the field's value when React attaches it; on any later mount
 * the field already shows the state.
 */
import { useCallback, useState, type Dispatch, type RefCallback, type SetStateAction } from 'react';

/** A control whose value a hook can read. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * `useState(initial)` plus a ref for the control: on attach, `read(control)` gives the value to
 * adopt (undefined adopts nothing, e.g. an unchecked radio of a group).
 */
export function useHydratedState<T>(
  initial: T,
  read: (control: FieldElement) => T | undefined,
): [T, Dispatch<SetStateAction<T>>, RefCallback<FieldElement>] {
  const [value, setValue] = useState(initial);
  // `read` is fixed for a field: the ref stays the same callback, so React calls it on attach only.
  const adopt = useCallback((control: FieldElement | null) => {
    if (!control) return;
    const found = read(control);
    if (found !== undefined) setValue(found);
  }, []);
  return [value, setValue, adopt];
}

const textOf = (control: FieldElement) => control.value;
const checkedOf = (control: FieldElement) => (control as HTMLInputElement).checked;
const chosenOf = (control: FieldElement) =>
  (control as HTMLInputElement).checked ? control.value : undefined;

/** A text input's, textarea's or select's value: `[value, setValue, ref]`. */
export const useFieldState = (initial: string) => useHydratedState(initial, textOf);

/** A checkbox's checked state: `[checked, setChecked, ref]`. */
export const useCheckedState = (initial: boolean) => useHydratedState(initial, checkedOf);

/** The chosen value of a radio group: give the ref to every radio of the group. */
export const useRadioState = <T extends string>(initial: T) =>
  useHydratedState<T>(initial, (control) => chosenOf(control) as T | undefined);

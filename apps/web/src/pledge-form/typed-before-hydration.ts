/**
 * What a donor typed or ticked while the drawn form waited for its script (decision 157). After
 * hydration the fields still show it, but React's state holds the drawn values, and its next render
 * would wipe it. So all of it is read first, then handed to React field by field through the events a
 * keystroke or a tap makes (React reads a change only where a field's value differs from the one it
 * last saw), one field a task: a field's handler may build on what the previous change rendered (the
 * donor's name and e-mail are one object).
 */
export async function keepTypedBeforeHydration(form: HTMLFormElement, stillShown: () => boolean) {
  const setShownValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const fields = [...form.querySelectorAll('input')];
  const ticked = fields.filter((field) =>
    // A radio group changed where a radio is now chosen that was not drawn so.
    field.type === 'radio'
      ? field.checked && !field.defaultChecked
      : field.type === 'checkbox' && field.checked !== field.defaultChecked,
  );
  const typed = fields
    .filter(
      (field) => field.type !== 'radio' && field.type !== 'checkbox' && field.value !== field.defaultValue,
    )
    .map((field) => ({ field, value: field.value }));

  for (const field of ticked) {
    if (!stillShown()) return;
    field.checked = !field.checked;
    field.click();
    await nextTask();
  }
  for (const { field, value } of typed) {
    if (!stillShown() || !setShownValue) return;
    // Through the element, React records the drawn value; past it, the field shows what was typed.
    field.value = field.defaultValue;
    setShownValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await nextTask();
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

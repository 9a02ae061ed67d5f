import { afterPointerRelease } from '../ui/after-pointer-release';

const ALERT_ICON =
  '<svg class="icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0"/><path d="M12 8v4"/><path d="M12 16h.01"/></svg>';

/**
 * A form of the server-drawn home page checked as the web app's `useCheckedForm` checks its forms:
 * after an attempt to send, or when the user leaves a field whose value they changed, never for
 * tabbing past an empty field; once sent, errors follow each change. Each field's `data-required`
 * is the spec's text for it empty.
 */
export function checkedForm(form: HTMLFormElement, onChecked?: () => void) {
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input[data-required]')];
  const changed = new Set<HTMLInputElement>();
  let submitted = false;

  const errorLine = (input: HTMLInputElement) => document.getElementById(`${input.id}-error`);
  const setError = (input: HTMLInputElement, message: string | null) => {
    const line = errorLine(input);
    if (!line) return;
    line.textContent = message ?? '';
    line.hidden = message === null;
    const described = [input.getAttribute('aria-describedby'), line.id]
      .join(' ')
      .split(' ')
      .filter((id) => id && (id !== line.id || message !== null));
    input.setAttribute('aria-describedby', [...new Set(described)].join(' '));
    if (message === null) input.removeAttribute('aria-invalid');
    else input.setAttribute('aria-invalid', 'true');
  };
  const check = (input: HTMLInputElement) => {
    const empty = input.value.trim() === '';
    setError(input, empty ? (input.dataset.required ?? '') : null);
    return !empty;
  };
  const hasErrors = () => inputs.some((input) => input.getAttribute('aria-invalid') === 'true');

  for (const input of inputs) {
    input.addEventListener('input', () => {
      changed.add(input);
      if (submitted) {
        check(input);
        onChecked?.();
      }
    });
    input.addEventListener('blur', () => {
      if (changed.has(input)) afterPointerRelease(() => check(input));
    });
  }

  return {
    /** Checks every field; false (the first wrong field focused) when one is wrong. */
    checkAll(): boolean {
      submitted = true;
      const wrong = inputs.filter((input) => !check(input));
      wrong[0]?.focus();
      return wrong.length === 0;
    },
    hasErrors,
    /** Puts the server's per-field texts under their fields; true when it named one of them. */
    showFieldErrors(errors: Readonly<Record<string, string>>): boolean {
      const named = inputs.filter((input) => errors[input.name]);
      for (const input of named) setError(input, errors[input.name] ?? null);
      named[0]?.focus();
      return named.length > 0;
    },
    setError,
  };
}

/** The one line above a form that says why it was not sent; focused when `focus` says so. */
export function showProblem(
  form: HTMLFormElement,
  problem: { title?: string; message: string } | null,
  focus = false,
) {
  const box = form.querySelector<HTMLElement>('.problem');
  if (!box) return;
  box.hidden = problem === null;
  box.replaceChildren();
  if (!problem) {
    box.removeAttribute('role');
    return;
  }
  box.setAttribute('role', 'alert');
  box.tabIndex = -1;
  const words = document.createElement('div');
  if (problem.title) {
    const title = document.createElement('strong');
    title.textContent = problem.title;
    words.append(title);
  }
  words.append(problem.message);
  box.innerHTML = ALERT_ICON;
  box.append(words);
  if (focus) box.focus();
}

/** The send button's busy state while a call is under way. */
export function setBusy(form: HTMLFormElement, busy: boolean) {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]:not([form])');
  if (!button) return;
  button.disabled = busy;
  button.setAttribute('aria-busy', String(busy));
}

import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { Icon } from './icons';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  description?: string;
  /** The field's check failed with this text (the spec's, or the server's). */
  error?: string;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Drawn inside the input's frame, after it (the password's show/hide button). */
  after?: ReactNode;
  className?: string;
};

/** A field as the web app's inputs show it: label (with the asterisk), description, input, error line. */
export function Field({ id, label, description, error, required, after, className, ...input }: FieldProps) {
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p className="description" id={`${id}-description`}>
          {description}
        </p>
      )}
      <div className="input-wrap">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {after}
      </div>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The password field's show/hide button; aria-pressed tells whether the password shows. */
export function usePasswordToggle(label: string) {
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      className="toggle"
      aria-label={label}
      aria-pressed={shown}
      onClick={() => setShown(!shown)}
    >
      <Icon name={shown ? 'eyeOff' : 'eye'} size={16} />
    </button>
  );
  return { type: shown ? 'text' : 'password', toggle };
}

export type Refusal = { title?: string; message: string };

/**
 * The one line above a form that says why it was not sent. A refusal takes the focus (a new object
 * each time, so the same words twice move it again): a screen reader reads it, the keyboard starts there.
 */
export function FormProblem({ problem, focus = false }: { problem: Refusal | null; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem && focus) ref.current?.focus();
  }, [problem, focus]);
  if (!problem) return null;
  return (
    <div className="problem" role="alert" tabIndex={-1} ref={ref}>
      <Icon name="alertCircle" />
      <div>
        {problem.title && <strong>{problem.title}</strong>}
        {problem.message}
      </div>
    </div>
  );
}

/** A form's send button; busy while its call is under way. */
export function SubmitButton({
  busy,
  className,
  children,
}: {
  busy: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={className ?? 'button full'} disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}

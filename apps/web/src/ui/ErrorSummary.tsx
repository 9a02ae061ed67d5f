import './error-summary.css';
import { type MouseEvent, useEffect, useId, useRef } from 'react';

/** A field that must change: the id of its input, the label it is known by, and what is wrong. */
export type FieldProblem = { fieldId: string; label: string; text: string };

/** Brings a field's label and input into view and gives the input the keyboard. */
function goToField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  // Centred, so the label above the input is in view too; the browser's own jump hides it under the top.
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * Why a form was not sent, beside its send button where the user is looking: the form's message, and
 * a link to each field that must change, which shows its own error at the field. It takes the keyboard
 * when it appears, so the browser scrolls it into view and a screen reader reads it; a form shows a
 * new one (a new `key`) for each refused attempt, so a second refusal is announced too.
 */
export function ErrorSummary({ message, problems }: { message: string; problems: readonly FieldProblem[] }) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    box.current?.focus();
  }, []);
  return (
    <div ref={box} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 8v4M12 16h.01" />
      </svg>
      <div>
        <p className="error-summary-title" id={titleId}>
          {message}
        </p>
        {problems.length > 0 && (
          <ul>
            {problems.map((problem) => (
              <li key={problem.fieldId}>
                <a href={`#${problem.fieldId}`} onClick={(event) => goToField(event, problem.fieldId)}>
                  {/* A field whose text is the message says no more than its name. */}
                  {problem.text === message ? problem.label : `${problem.label}: ${problem.text}`}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

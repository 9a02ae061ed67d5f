import { useCallback, useState } from 'react';

/** Why a form's last attempt was refused: its message and each field's text, by the request's field. */
export type Refusal = {
  message: string;
  fields: Readonly<Record<string, string>>;
  /** Counts the refusals, so each draws a new ErrorSummary (its `key`) that takes the focus again. */
  attempt: number;
};

/**
 * The last refusal of a form, kept until the next one or until the form is sent. A field the user
 * changes loses its error (`settle`); once every field named is changed, the summary goes too.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const refuse = useCallback(
    (message: string, fields: Readonly<Record<string, string>> = {}) =>
      setRefusal((last) => ({ message, fields, attempt: (last?.attempt ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setRefusal(null), []);
  const settle = useCallback(
    (field: string) =>
      setRefusal((last) => {
        if (!last || !(field in last.fields)) return last;
        const { [field]: _settled, ...fields } = last.fields;
        return Object.keys(fields).length > 0 ? { ...last, fields } : null;
      }),
    [],
  );
  return { refusal, refuse, clear, settle };
}

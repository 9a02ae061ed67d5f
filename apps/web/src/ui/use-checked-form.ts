import { useCallback, useRef } from 'react';
import {
  type FieldValues,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { afterPointerRelease } from './after-pointer-release';

/**
 * react-hook-form as every form of ours checks its fields: after an attempt to send, or when the
 * user leaves a field whose value they changed — never for merely tabbing past an empty field
 * (someone finding their way by keyboard would meet an error at every step). Once sent, errors
 * follow each change. A field left by a press on the send button is checked after that press, so
 * that its error line cannot move the button from under the pointer.
 */
export function useCheckedForm<T extends FieldValues, C = unknown, R extends FieldValues = T>(
  options: Omit<UseFormProps<T, C, R>, 'mode' | 'reValidateMode'>,
): UseFormReturn<T, C, R> {
  const form = useForm<T, C, R>({ ...options, mode: 'onSubmit', reValidateMode: 'onChange' });
  const changed = useRef(new Set<string>());
  const { register: registerField, trigger } = form;

  const register: UseFormRegister<T> = useCallback(
    (name, fieldOptions) => {
      const field = registerField(name, fieldOptions);
      return {
        ...field,
        onChange: async (event) => {
          changed.current.add(name);
          return field.onChange(event);
        },
        onBlur: async (event) => {
          await field.onBlur(event);
          if (changed.current.has(name)) afterPointerRelease(() => void trigger(name));
        },
      };
    },
    [registerField, trigger],
  );

  return { ...form, register };
}

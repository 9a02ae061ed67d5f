import { useState } from 'react';
import { AppError } from '../../api/app-error';
import { showErrorToast } from '../../ui/error-toast';
import { useRefusal } from '../../ui/use-refusal';
import { useDoneToast } from '../thon-people/use-done-toast';

/**
 * What a save said: the success text, or the refusal and the rows it concerns (its fields, by
 * participant id or CSV row). A refusal the user can correct stays on the page beside the rows;
 * anything else is a toast.
 */
export function useSaveOutcome() {
  const done = useDoneToast();
  const [saved, setSaved] = useState<string | null>(null);
  const { refusal, refuse, clear, settle } = useRefusal();
  return {
    saved,
    refusal,
    settle,
    onSuccess: (result: { Message: string }) => {
      clear();
      setSaved(result.Message);
      done(result.Message);
    },
    onError: (failure: Error) => {
      setSaved(null);
      if (failure instanceof AppError && failure.status < 500) refuse(failure.message, failure.fieldErrors);
      else showErrorToast(failure);
    },
  };
}

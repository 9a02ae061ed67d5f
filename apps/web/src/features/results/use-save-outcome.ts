import { useState } from 'react';
import { AppError } from '../../api/app-error';
import { showErrorToast } from '../../ui/error-toast';
import { useDoneToast } from '../thon-people/use-done-toast';

/**
 * What a save said: the success text, or the problem and the rows it concerns. A refusal the user can
 * correct stays on the page beside the rows; anything else is a toast.
 */
export function useSaveOutcome() {
  const done = useDoneToast();
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowProblems, setRowProblems] = useState<Readonly<Record<string, string>>>({});
  return {
    saved,
    problem,
    rowProblems,
    onSuccess: (result: { Message: string }) => {
      setProblem(null);
      setRowProblems({});
      setSaved(result.Message);
      done(result.Message);
    },
    onError: (failure: Error) => {
      setSaved(null);
      if (failure instanceof AppError && failure.status < 500) {
        setProblem(failure.message);
        setRowProblems(failure.fieldErrors);
      } else showErrorToast(failure);
    },
  };
}

import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha, fetchIssueTypes } from './contact.api';

export function useIssueTypes() {
  return useQuery({
    queryKey: ['contact', 'issueTypes'],
    queryFn: fetchIssueTypes,
    staleTime: 5 * 60_000,
    meta: { showsOwnErrors: true },
  });
}

/** A fresh captcha per opening of the form: each one answers once, so none is kept for later. */
export function useCaptcha(enabled: boolean) {
  return useQuery({
    queryKey: ['contact', 'captcha'],
    queryFn: fetchCaptcha,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { showsOwnErrors: true },
  });
}

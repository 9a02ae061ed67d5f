import type { CaptchaChallenge, CaptchaQuestion } from '@pledgethon/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha, fetchCaptchaQuestion, fetchIssueTypes } from './contact.api';

export function useIssueTypes() {
  return useQuery({
    queryKey: ['contact', 'issueTypes'],
    queryFn: fetchIssueTypes,
    staleTime: 5 * 60_000,
    meta: { showsOwnErrors: true },
  });
}

export type CaptchaKind = 'image' | 'question';

/**
 * A fresh captcha per opening of the form: each one answers once, so none is kept for later. The
 * image has a question as its alternative for people who cannot see it.
 */
export function useCaptcha(enabled: boolean, kind: CaptchaKind) {
  return useQuery<CaptchaChallenge | CaptchaQuestion>({
    queryKey: ['contact', 'captcha', kind],
    queryFn: kind === 'image' ? fetchCaptcha : fetchCaptchaQuestion,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    meta: { showsOwnErrors: true },
  });
}

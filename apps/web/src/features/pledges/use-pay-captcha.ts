import { useState } from 'react';
import { AppError } from '../../api/app-error';
import { type CaptchaKind, useCaptcha } from '../contact/use-contact-queries';

/**
 * The captcha a payment link's payment needs once the server asks for it, after repeated declined
 * cards (decision 105). It shows from that answer on, and every refused payment, having spent its
 * challenge, brings a new one.
 */
export function usePayCaptcha() {
  const [asked, setAsked] = useState(false);
  const [kind, setKind] = useState<CaptchaKind>('image');
  const [answer, setAnswer] = useState('');
  const challenge = useCaptcha(asked, kind);
  return {
    asked,
    kind,
    setKind,
    answer,
    setAnswer,
    challenge,
    /** What the payment sends: the challenge and its answer, once asked. */
    fields: () =>
      asked && challenge.data ? { CaptchaId: challenge.data.CaptchaId, CaptchaAnswer: answer } : {},
    failed(error: Error) {
      if (error instanceof AppError && error.fieldErrors.CaptchaAnswer) setAsked(true);
      if (!asked) return;
      setAnswer('');
      void challenge.refetch();
    },
  };
}

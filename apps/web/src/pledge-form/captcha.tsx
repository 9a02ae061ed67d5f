import {
  type CaptchaChallenge,
  type CaptchaQuestion,
  captchaNewEndpoint,
  captchaNewQuestionEndpoint,
} from '@pledgethon/contracts';
import { useEffect, useState } from 'react';
import { plainRequest } from '../api/plain-request';
import { useTexts } from './use-texts';

type Kind = 'image' | 'question';

/** What the form sends with the pledge once the server asked for a captcha. */
export type CaptchaAnswer = { CaptchaId: string; CaptchaAnswer: string };

const fetchChallenge = (kind: Kind) =>
  kind === 'image'
    ? plainRequest<CaptchaChallenge>(captchaNewEndpoint)
    : plainRequest<CaptchaQuestion>(captchaNewQuestionEndpoint);

/**
 * The captcha the server asks for after repeated declined cards (decision 105): characters to read
 * from an image, or for anyone who cannot see it, a sum a screen reader reads out (decision 023). A
 * challenge answers once: the form draws a new part (a new `key`) after each refused submission.
 */
export function CaptchaPart({
  error,
  onAnswer,
}: {
  error: string | null;
  onAnswer: (answer: CaptchaAnswer | null) => void;
}) {
  const { t } = useTexts();
  // Each ask fetches a challenge of its kind: a refresh is a new ask of the same kind.
  const [ask, setAsk] = useState<{ kind: Kind }>({ kind: 'image' });
  const { kind } = ask;
  const [challenge, setChallenge] = useState<CaptchaChallenge | CaptchaQuestion | null>(null);
  const [answer, setAnswer] = useState('');

  useEffect(() => {
    let current = true;
    setChallenge(null);
    setAnswer('');
    onAnswer(null);
    // A challenge that cannot load leaves the field empty: the next submission says what is wrong.
    fetchChallenge(ask.kind).then(
      (loaded) => current && setChallenge(loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [ask, onAnswer]);

  const type = (text: string) => {
    setAnswer(text);
    onAnswer(challenge && text.trim() ? { CaptchaId: challenge.CaptchaId, CaptchaAnswer: text } : null);
  };
  const question = challenge && 'Operation' in challenge ? challenge : null;
  const image = challenge && 'Svg' in challenge ? challenge : null;
  const label =
    kind === 'image'
      ? t('captcha.answer')
      : question
        ? t('captcha.question', {
            first: question.First,
            second: question.Second,
            operation: t(`captcha.${question.Operation}`),
          })
        : t('captcha.loading');
  const refreshLabel = kind === 'image' ? t('captcha.refresh') : t('captcha.otherQuestion');

  return (
    <div className="field captcha">
      {kind === 'image' &&
        (image ? (
          // An SVG shown as an image cannot run scripts, whatever it contains.
          <img
            className="captcha-image"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.Svg)}`}
            alt={t('captcha.image')}
            width="150"
            height="50"
          />
        ) : (
          <div className="loader" role="status" aria-label={t('captcha.loading')} />
        ))}
      <label htmlFor="CaptchaAnswer">
        {label}
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id="CaptchaAnswer"
        className="input"
        autoComplete="off"
        autoCapitalize={kind === 'image' ? 'characters' : 'off'}
        inputMode={kind === 'image' ? 'text' : 'numeric'}
        spellCheck={false}
        required
        value={answer}
        onChange={(event) => type(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'captcha-error' : undefined}
      />
      {error && (
        <p className="error" id="captcha-error">
          {error}
        </p>
      )}
      <div className="captcha-links">
        <button type="button" className="link" onClick={() => setAsk({ kind })}>
          {refreshLabel}
        </button>
        <button
          type="button"
          className="link"
          onClick={() => setAsk({ kind: kind === 'image' ? 'question' : 'image' })}
        >
          {kind === 'image' ? t('captcha.useQuestion') : t('captcha.useImage')}
        </button>
      </div>
    </div>
  );
}

import {
  authenticationLoginEndpoint,
  authenticationLoginWithAccessCodeEndpoint,
  HOME_APP_PARAMS,
} from '@pledgethon/contracts';
import { ACCESS_CODE_LANDING_PATH, LOGIN_LANDING_PATH, messages } from '@pledgethon/core';
import { useState } from 'react';
import { AppError } from '../api/app-error';
import { accessCodeOutcome } from '../features/auth/access-code-failure';
import { redirectFor } from '../features/auth/access-rules';
import { landingAfterSignIn } from '../features/auth/landing';
import { showServerFieldErrors } from '../features/auth/server-field-errors';
import { useCheckedForm } from '../ui/use-checked-form';
import { useScriptRan } from '../ui/use-script-ran';
import { Field, FormProblem, type Refusal, SubmitButton, usePasswordToggle } from './fields';
import { token } from './home-api';
import { useHomeHost } from './host';
import type { HomePageText } from './texts';

/** A field the spec asks for: empty (or blank) is wrong, with the spec's text for it. */
const filled = (message: string) => ({ validate: (value: string) => value.trim() !== '' || message });

/**
 * Signs in with a token and goes where the web app goes after it, the role redirects of spec section 2
 * first. The form waits while the browser leaves for the landing, and until the page's script runs.
 */
function useSignIn() {
  const host = useHomeHost();
  const [leaving, setLeaving] = useState(false);
  // Until the script runs, the drawn form would send the password in the address: it waits instead.
  const scriptRan = useScriptRan();
  const signIn = async (sessionToken: string, landingPath: string) => {
    const context = await host.startSession(sessionToken);
    const landing = landingAfterSignIn(window.location.search, landingPath);
    setLeaving(true);
    host.go(redirectFor(context, new URL(landing, window.location.origin).pathname) ?? landing);
  };
  return { signIn, waiting: leaving || !scriptRan };
}

/** A refusal as every sign-in form reports it: the spec's title and the server's words, above and in a toast. */
function useRefusal(text: HomePageText) {
  const host = useHomeHost();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const report = (message: string) => {
    const title = text.page.messages.authenticationFailedTitle;
    setRefusal({ title, message });
    host.toast(title, message);
  };
  return { refusal, report, clear: () => setRefusal(null) };
}

type PasswordValues = { Username: string; Password: string; RememberMe: boolean };

/**
 * Username and password. "Forgot your password?" opens the web app's panel: in the app by `onForgot`,
 * on the server's page as a GET form to /home?forgot=1 (decision 101), which keeps where to go after.
 */
export function PasswordForm({
  text,
  redirect,
  onForgot,
}: {
  text: HomePageText;
  redirect: string | null;
  onForgot?: () => void;
}) {
  const { signIn, waiting } = useSignIn();
  const refusal = useRefusal(text);
  const form = useCheckedForm<PasswordValues>({
    defaultValues: { Username: '', Password: '', RememberMe: false },
  });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const password = usePasswordToggle(text.page.showPassword);
  const submit = form.handleSubmit(async ({ Username, Password, RememberMe }) => {
    refusal.clear();
    try {
      await signIn(
        await token(authenticationLoginEndpoint, { Username: Username.trim(), Password, RememberMe }),
        LOGIN_LANDING_PATH,
      );
    } catch (error) {
      if (showServerFieldErrors(error, ['Username', 'Password'], form.setError)) return;
      refusal.report(error instanceof AppError ? error.message : messages.unexpectedError);
    }
  });
  const reviewFields = isSubmitted && Object.keys(errors).length > 0;
  return (
    <>
      <form id="password-form" className="stack" noValidate onSubmit={submit}>
        {reviewFields ? (
          <FormProblem problem={{ message: text.page.messages.loginReviewRequiredFields }} />
        ) : (
          <FormProblem problem={refusal.refusal} focus />
        )}
        <Field
          id="username"
          label={text.signIn.username}
          description={text.signIn.usernameDescription}
          required
          type="text"
          autoComplete="username"
          inputMode="email"
          error={errors.Username?.message}
          {...form.register('Username', filled(text.page.messages.enterUsername))}
        />
        <Field
          id="password"
          label={text.signIn.password}
          required
          type={password.type}
          autoComplete="current-password"
          className="with-toggle"
          error={errors.Password?.message}
          after={password.toggle}
          {...form.register('Password', filled(text.page.messages.enterPassword))}
        />
        <div className="row">
          <label className="check">
            <input type="checkbox" {...form.register('RememberMe')} />
            <span>{text.signIn.rememberMe}</span>
          </label>
          {onForgot ? (
            <button type="button" className="link-button" onClick={onForgot}>
              {text.signIn.forgotPassword}
            </button>
          ) : (
            <button
              type="submit"
              form="forgot-form"
              className="link-button"
              name={HOME_APP_PARAMS.forgot}
              value="1"
            >
              {text.signIn.forgotPassword}
            </button>
          )}
        </div>
        <SubmitButton busy={isSubmitting || waiting}>{text.signIn.submit}</SubmitButton>
        <p className="small sign-up">
          {text.signIn.newHere} <a href="/home/SignUp">{text.signIn.signUp}</a>
        </p>
      </form>
      {!onForgot && (
        <form id="forgot-form" action="/home" method="get" hidden>
          {redirect && <input type="hidden" name="redirect" value={redirect} />}
        </form>
      )}
    </>
  );
}

/** The access code of a QR card or a letter; 'Not Allowed' sends the visitor to the site root (spec section 8). */
export function AccessCodeForm({ text, qrFailure }: { text: HomePageText; qrFailure?: string | null }) {
  const host = useHomeHost();
  const { signIn, waiting } = useSignIn();
  const refusal = useRefusal(text);
  const form = useCheckedForm<{ AccessCode: string }>({ defaultValues: { AccessCode: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ AccessCode }) => {
    refusal.clear();
    try {
      await signIn(
        await token(authenticationLoginWithAccessCodeEndpoint, { AccessCode: AccessCode.trim() }),
        ACCESS_CODE_LANDING_PATH,
      );
    } catch (error) {
      const outcome = accessCodeOutcome(error);
      if (outcome.kind === 'goToSiteRoot') host.go('/');
      else if (!showServerFieldErrors(error, ['AccessCode'], form.setError)) refusal.report(outcome.message);
    }
  });
  const qrProblem = qrFailure
    ? { title: text.page.messages.authenticationFailedTitle, message: qrFailure }
    : null;
  return (
    <form id="access-code-form" className="stack" noValidate onSubmit={submit}>
      <p className="dim small">{text.signIn.accessCode.intro}</p>
      <FormProblem problem={refusal.refusal ?? qrProblem} focus />
      <Field
        id="access-code"
        label={text.signIn.accessCode.label}
        required
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        error={errors.AccessCode?.message}
        {...form.register('AccessCode', filled(text.page.messages.enterAccessCode))}
      />
      <SubmitButton busy={isSubmitting || waiting}>{text.signIn.accessCode.submit}</SubmitButton>
    </form>
  );
}

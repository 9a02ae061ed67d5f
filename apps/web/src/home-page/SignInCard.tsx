import { type OAuthProviderId, oauthStartPath } from '@pledgethon/contracts';
import { isSameSitePath } from '@pledgethon/core';
import { fillText } from '@pledgethon/texts';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { Icon } from './icons';
import { AccessCodeForm, PasswordForm } from './sign-in-forms';
import type { HomePageText } from './texts';

export type SignInOptions = {
  /** The access-code tab: hidden on the admin hosts (spec section 2). */
  accessCodeEnabled: boolean;
  socialProviders: { id: OAuthProviderId; name: string }[];
  /** Where to go after sign-in, when the visitor was sent here from a page of this site. */
  redirect: string | null;
};

/** What only the web app shows in the card: a QR sign-in under way, who is signed in, the forgot-password panel. */
export type SignInCardParts = {
  title?: string;
  /** Above the rest: signed out, an OAuth return. */
  status?: ReactNode;
  /** Shown instead of the forms. */
  instead?: ReactNode;
  onForgot?: () => void;
  /** A failed QR sign-in, told on the access-code tab. */
  qrFailure?: string | null;
};

type Method = 'password' | 'accessCode';

/**
 * Password and access code as tabs, where the host allows the access code: a click or the arrow keys
 * choose one. One tree either way, so that typing survives the web app's site settings arriving.
 */
function Forms({
  text,
  options,
  parts,
}: {
  text: HomePageText;
  options: SignInOptions;
  parts: SignInCardParts;
}) {
  const { accessCodeEnabled, redirect } = options;
  const [method, setMethod] = useState<Method>('password');
  const qrFailure = parts.qrFailure ?? null;
  useEffect(() => {
    if (qrFailure) setMethod('accessCode');
  }, [qrFailure]);
  const tabs = [
    { method: 'password', id: 'tab-password', icon: 'key', label: text.signIn.tabs.password },
    { method: 'accessCode', id: 'tab-access-code', icon: 'qrcode', label: text.signIn.tabs.accessCode },
  ] as const;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next: Method = method === 'password' ? 'accessCode' : 'password';
    setMethod(next);
    document.getElementById(tabs.find((tab) => tab.method === next)?.id ?? '')?.focus();
  };
  const panel = (id: string) =>
    accessCodeEnabled ? { role: 'tabpanel', id: `panel-${id}`, 'aria-labelledby': `tab-${id}` } : {};
  return (
    <>
      {accessCodeEnabled && (
        <div className="tabs" role="tablist" onKeyDown={onKeyDown}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tab.id}
              aria-selected={method === tab.method}
              aria-controls={`panel-${tab.id.slice(4)}`}
              tabIndex={method === tab.method ? undefined : -1}
              onClick={() => setMethod(tab.method)}
            >
              <Icon name={tab.icon} size={16} />
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <div {...panel('password')} hidden={accessCodeEnabled && method !== 'password'}>
        <PasswordForm text={text} redirect={redirect} onForgot={parts.onForgot} />
      </div>
      {accessCodeEnabled && (
        <div {...panel('access-code')} hidden={method !== 'accessCode'}>
          <AccessCodeForm text={text} qrFailure={qrFailure} />
        </div>
      )}
    </>
  );
}

const providerIcons = { facebook: 'brandFacebook', google: 'brandGoogle' } as const;

function SocialButtons({ text, socialProviders, redirect }: { text: HomePageText } & SignInOptions) {
  if (socialProviders.length === 0) return null;
  const returnTo = redirect && isSameSitePath(redirect) ? redirect : null;
  return (
    <>
      <div className="divider">
        <span>{text.signIn.or}</span>
      </div>
      <div className="stack">
        {socialProviders.map(({ id, name }) => (
          <a key={id} className="button default full" href={oauthStartPath(id, returnTo)}>
            <Icon name={providerIcons[id]} />
            {fillText(text.social.continueWith, { provider: name })}
          </a>
        ))}
      </div>
    </>
  );
}

/** The sign-in card: password (and access code where enabled), social sign-in where configured. */
export function SignInCard({
  text,
  options,
  parts = {},
}: {
  text: HomePageText;
  options: SignInOptions;
  parts?: SignInCardParts;
}) {
  return (
    <div className="card raised stack" id="sign-in">
      <h2>{parts.title ?? text.signIn.title}</h2>
      {parts.status}
      {parts.instead ?? (
        <>
          <p className="dim small">{text.signIn.intro}</p>
          <Forms text={text} options={options} parts={parts} />
          <SocialButtons text={text} {...options} />
        </>
      )}
    </div>
  );
}

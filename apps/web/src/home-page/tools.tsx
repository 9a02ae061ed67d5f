import { HOME_APP_PARAMS } from '@pledgethon/contracts';
import { messages } from '@pledgethon/core';
import type { ReactNode } from 'react';
import { AppError } from '../api/app-error';
import { useCheckedForm } from '../ui/use-checked-form';
import { Field, SubmitButton } from './fields';
import { findEventId } from './home-api';
import { useHomeHost } from './host';
import { Icon } from './icons';
import type { HomePageText } from './texts';

/**
 * Event code in, the Thon's page out (/event/{code}#{id}); an unknown code stays here with the spec's
 * text. Without the script it is a plain form to /event?code=, which redirects.
 */
export function EventCodeCard({ text }: { text: HomePageText }) {
  const host = useHomeHost();
  const invalid = text.tools.eventCode.invalid;
  const form = useCheckedForm<{ code: string }>({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    const eventCode = code.trim();
    try {
      // The Thon's page is drawn by the server: left for, not routed to.
      window.location.assign(`/event/${encodeURIComponent(eventCode)}#${await findEventId(eventCode)}`);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        form.setError('code', { type: 'server', message: invalid }, { shouldFocus: true });
      } else {
        host.toast(
          text.page.errorTitle,
          error instanceof AppError ? error.message : messages.unexpectedError,
        );
      }
    }
  });
  return (
    <div className="card stack">
      <h2>{text.tools.eventCode.title}</h2>
      <p className="dim small">{text.tools.eventCode.intro}</p>
      <form
        id="event-code-form"
        className="inline-form"
        action="/event"
        method="get"
        noValidate
        onSubmit={submit}
      >
        <Field
          id="event-code"
          className="grow"
          label={text.tools.eventCode.label}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.code?.message}
          {...form.register('code', { validate: (value) => value.trim() !== '' || invalid })}
        />
        <SubmitButton busy={isSubmitting} className="button">
          {text.tools.eventCode.submit}
          <Icon name="arrowRight" size={16} />
        </SubmitButton>
      </form>
    </div>
  );
}

/** A button that opens the web app's /home with a dialog open (decision 101): a GET form, no script needed. */
function AppButton({ param, label, icon }: { param: string; label: string; icon: 'message' | 'playerPlay' }) {
  return (
    <form action="/home" method="get">
      <button type="submit" className="button light" name={param} value="1">
        <Icon name={icon} />
        {label}
      </button>
    </form>
  );
}

/** The contact form and the site's video; the web app draws their dialogs. */
export function ContactCard({
  text,
  hasVideo,
  mayContact = true,
  buttons,
}: {
  text: HomePageText;
  hasVideo: boolean;
  mayContact?: boolean;
  /** The web app's own buttons, which open the dialogs where they are. */
  buttons?: ReactNode;
}) {
  if (!mayContact && !hasVideo) return null;
  return (
    <div className="card stack">
      {mayContact && <p className="dim small">{text.tools.contact.intro}</p>}
      <div className="group">
        {buttons ?? (
          <>
            {hasVideo && (
              <AppButton param={HOME_APP_PARAMS.video} label={text.tools.video.open} icon="playerPlay" />
            )}
            <AppButton param={HOME_APP_PARAMS.contact} label={text.tools.contact.open} icon="message" />
          </>
        )}
      </div>
    </div>
  );
}

import { CODE_MAX_LENGTH } from '@pledgethon/contracts';
import type { DonorPageText } from './texts';

/** An unknown event code: the spec's words, and the event-code entry again (it works without script). */
export function UnknownThon({ text, eventCode }: { text: DonorPageText; eventCode: string }) {
  return (
    <section className="card problem">
      <h1>{text.unknownTitle}</h1>
      <p role="alert">{text.shell.eventCode.invalid}</p>
      <p className="small muted">{text.tryAgain}</p>
      <form className="code" action="/event" method="get">
        <label>
          {text.shell.eventCode.label}
          <input
            name="code"
            defaultValue={eventCode}
            required
            maxLength={CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
          />
        </label>
        <button type="submit">{text.shell.eventCode.submit}</button>
      </form>
    </section>
  );
}

/** A page that is not there (a participant not of this Thon): the web app's not-found words. */
export function NotFound({ text }: { text: DonorPageText }) {
  return (
    <div className="lost">
      <p className="big" aria-hidden="true">
        404
      </p>
      <h1>{text.shell.notFound.title}</h1>
      <p className="lead muted">{text.shell.notFound.body}</p>
      <p>
        <a className="button" href="/home">
          {text.shell.notFound.home}
        </a>
      </p>
    </div>
  );
}

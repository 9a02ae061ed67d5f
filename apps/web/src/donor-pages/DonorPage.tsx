import { fillText } from '@pledgethon/texts';
import type { ReactNode } from 'react';
import { LanguageSwitch, PageHeadTags } from '../drawn-pages/page-kit';
import type { DonorPageProps, DrawnPageResources } from '../server-pages/types';
import { ParticipantPage } from './ParticipantPage';
import { NotFound, UnknownThon } from './ProblemPages';
import { ThonPage } from './ThonPage';
import { type DonorPageText, donorPageTexts } from './texts';

/** The page's title (before " · PledgeThon", as the web app titles its pages), description and body. */
function pageOf(text: DonorPageText, { language, url, page }: DonorPageProps) {
  switch (page.kind) {
    case 'thon':
      return {
        title: page.event.Name,
        description: fillText(text.organizedBy, { organization: page.event.OrganizationName }),
        body: (
          <ThonPage text={text} language={language} event={page.event} link={url} updates={page.updates} />
        ),
      };
    case 'participant':
      return {
        title: page.participant.DisplayName,
        description: `${page.participant.EventName} · ${fillText(text.organizedBy, { organization: page.participant.OrganizationName })}`,
        body: (
          <ParticipantPage
            text={text}
            language={language}
            participant={page.participant}
            link={url}
            updates={page.updates}
          />
        ),
      };
    case 'unknownThon':
      return {
        title: text.unknownTitle,
        description: text.tryAgain,
        body: <UnknownThon text={text} eventCode={page.eventCode} />,
      };
    case 'notFound':
      return {
        title: text.shell.notFound.title,
        description: text.shell.notFound.body,
        body: <NotFound text={text} />,
      };
  }
}

/** The head of a donor page: its title, description and Open Graph tags, and the pages' stylesheet and script. */
function Head({
  title,
  description,
  url,
  resources,
}: {
  title: string;
  description: string;
  url: string;
  resources: DrawnPageResources;
}) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <PageHeadTags title={title} description={description} url={url} />
      <style>{resources.style}</style>
      <script src={resources.script} defer />
    </head>
  );
}

function Footer({ text, year }: { text: DonorPageText; year: number }) {
  return (
    <footer>
      <span>{text.shell.footer.tagline}</span>
      <nav aria-label={text.shell.footer.label}>
        <a href="/privacy">{text.shell.footer.privacy}</a>
        <a href="/terms">{text.shell.footer.terms}</a>
        <span>{fillText(text.shell.footer.copyright, { year })}</span>
      </nav>
    </footer>
  );
}

/**
 * A whole donor page (decision 144): the light header (logo, language switch and sign-in), one main
 * region the skip link reaches, and the footer. Drawn by the server alone and never hydrated: the one
 * small script copies links and applies the sign-in redirects.
 */
export function DonorPage({ resources, ...props }: DonorPageProps & { resources: DrawnPageResources }) {
  const { language, url, address, year } = props;
  const text = donorPageTexts[language];
  const { title, description, body }: { title: string; description: string; body: ReactNode } = pageOf(
    text,
    props,
  );
  return (
    <html lang={language}>
      <Head title={title} description={description} url={url} resources={resources} />
      <body>
        <a className="skip" href="#main">
          {text.shell.skipToContent}
        </a>
        <header className="bar">
          <a href="/home" aria-label={text.shell.home}>
            <img src="/favicon.svg" alt="" />
            {text.logo}
          </a>
          <div className="bar-end">
            <LanguageSwitch language={language} address={address} label={text.shell.language} />
            <a href="/home">{text.shell.signIn}</a>
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          {body}
        </main>
        <Footer text={text} year={year} />
      </body>
    </html>
  );
}

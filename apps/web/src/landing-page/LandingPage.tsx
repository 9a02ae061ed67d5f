import { formatCents, parseVideoLink } from '@pledgethon/core';
import { fillText, type LandingPageText, landingPageEn, landingPageEs } from '@pledgethon/texts';
import { Fragment } from 'react';
import { LanguageSwitch, PageHeadTags } from '../drawn-pages/page-kit';
import type { DrawnPageResources, LandingPageProps } from '../server-pages/types';
import { Gallery, srcSetOf } from './Gallery';

function Video({ videoUrl, text }: { videoUrl: string; text: LandingPageText }) {
  const video = parseVideoLink(videoUrl);
  if (!video) return <p className="notice">{text.invalidVideo}</p>;
  const src =
    video.provider === 'youtube'
      ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}`
      : `https://player.vimeo.com/video/${encodeURIComponent(video.id)}`;
  return (
    <div className="video">
      <iframe
        src={src}
        title={text.video}
        loading="lazy"
        allow="fullscreen; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}

/** The story's paragraphs, its single line breaks kept. */
function Story({ story }: { story: string }) {
  const paragraphs = story.split(/\n{2,}|\r\n\r\n/).filter((paragraph) => paragraph.trim());
  return paragraphs.map((paragraph, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server; two paragraphs may say the same.
    <p key={index}>
      {paragraph.split(/\r?\n/).map((line, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above, for the lines of a paragraph.
        <Fragment key={at}>
          {at > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}

/**
 * A Thon's landing page (decisions 048, 144), whole: readable and shareable without running any
 * script; the gallery's carousel and lightbox need the page's one script, loaded only with a gallery.
 */
export function LandingPage({
  resources,
  language,
  address,
  url,
  image,
  page,
  hero,
  gallery,
}: LandingPageProps & { resources: DrawnPageResources }) {
  const text: LandingPageText = language === 'es' ? landingPageEs : landingPageEn;
  const locale = language === 'es' ? 'es-US' : 'en-US';
  const description = page.headline || page.story.slice(0, 200) || page.eventName;
  const percent =
    page.goalCents > 0 ? Math.min(100, Math.round((page.raisedCents / page.goalCents) * 100)) : 0;
  const pledge = (
    <a className="button" href={`/event/${encodeURIComponent(page.eventCode)}`}>
      {text.pledge}
    </a>
  );
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <PageHeadTags title={page.title} description={description} url={url} image={image} />
        <meta name="twitter:card" content="summary_large_image" />
        <style>{resources.style}</style>
      </head>
      <body>
        <header className="bar">
          <a href="/home">{text.home}</a>
          <LanguageSwitch language={language} address={address} label={text.language} />
        </header>
        <main>
          <section className="hero">
            <img src={hero.at(-1)?.url} srcSet={srcSetOf(hero)} sizes="100vw" alt="" fetchPriority="high" />
            <div className="hero-text">
              <h1>{page.title}</h1>
              {page.headline && <p className="headline">{page.headline}</p>}
              {pledge}
            </div>
          </section>
          <section className="progress" aria-label={text.progress}>
            <p>
              <strong>
                {fillText(text.raised, {
                  raised: formatCents(page.raisedCents, locale),
                  goal: formatCents(page.goalCents, locale),
                })}
              </strong>
            </p>
            <div
              className="meter"
              role="progressbar"
              aria-label={text.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
          </section>
          {page.story.trim() && (
            <section aria-labelledby="story-title">
              <h2 id="story-title">{text.story}</h2>
              <Story story={page.story} />
            </section>
          )}
          {gallery.length > 0 && <Gallery images={gallery} text={text} />}
          {page.videoUrl && (
            <section aria-labelledby="video-title">
              <h2 id="video-title">{text.video}</h2>
              <Video videoUrl={page.videoUrl} text={text} />
            </section>
          )}
          <p className="again">{pledge}</p>
        </main>
        {gallery.length > 0 && <script src={resources.script} defer />}
      </body>
    </html>
  );
}

import './home.css';
import type { ReactNode } from 'react';
import { Icon } from './icons';
import { SignInCard, type SignInCardParts, type SignInOptions } from './SignInCard';
import { TrackIllustration } from './TrackIllustration';
import type { HomePageText } from './texts';
import { ContactCard, EventCodeCard } from './tools';

const valuePoints = [
  { key: 'keepMore', icon: 'pigMoney', color: 'teal' },
  { key: 'lapsCounted', icon: 'run', color: 'orange' },
  { key: 'dataProtected', icon: 'shieldLock', color: 'indigo' },
] as const;
const steps = ['create', 'share', 'collect'] as const;

export type HomeSectionsProps = {
  text: HomePageText;
  signIn: SignInOptions;
  hasVideo: boolean;
  /** The web app's own parts: the sign-in card's states, the contact and video buttons. */
  app?: { card: SignInCardParts; mayContact: boolean; toolButtons: ReactNode };
};

/**
 * The home page's content (decisions 101, 140), for the server's page and the web app's /home alike:
 * sign-in, event code, contact, hero, value points, how it works.
 */
export function HomeSections({ text, signIn, hasVideo, app }: HomeSectionsProps) {
  return (
    <>
      <section className="band sign-in-band" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{text.page.title}</h1>
          <div className="columns">
            <SignInCard text={text} options={signIn} parts={app?.card} />
            <div className="stack wide-gap">
              <EventCodeCard text={text} />
              <ContactCard
                text={text}
                hasVideo={hasVideo}
                mayContact={app?.mayContact}
                buttons={app?.toolButtons}
              />
            </div>
          </div>
        </div>
      </section>
      <section className="band hero" aria-labelledby="hero-title">
        <div className="container columns hero-columns">
          <div className="stack hero-text">
            <p className="eyebrow">{text.hero.eyebrow}</p>
            <h2 id="hero-title">{text.hero.title}</h2>
            <p className="lead">{text.hero.lead}</p>
            <div>
              <a className="button white" href="#how-it-works">
                {text.hero.howItWorksLink}
                <Icon name="arrowDown" />
              </a>
            </div>
          </div>
          <TrackIllustration className="illustration" />
        </div>
      </section>
      <section className="band values" aria-labelledby="values-title">
        <div className="container">
          <h2 id="values-title" className="centered">
            {text.values.heading}
          </h2>
          <div className="grid3">
            {valuePoints.map((point) => (
              <div key={point.key} className="card value">
                <span className={`theme-icon ${point.color}`}>
                  <Icon name={point.icon} size={28} />
                </span>
                <h3>{text.values[point.key].title}</h3>
                <p className="dim">{text.values[point.key].body}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className="band" id="how-it-works" aria-labelledby="how-it-works-title">
        <div className="container">
          <h2 id="how-it-works-title" className="centered">
            {text.steps.heading}
          </h2>
          <ol className="grid3 steps">
            {steps.map((step, index) => (
              <li key={step}>
                <div className="step-title">
                  <span className="number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>{text.steps[step].title}</h3>
                </div>
                <p className="dim">{text.steps[step].body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

import { CAROUSEL_BUFFER } from '@pledgethon/core';
import { describe, expect, it } from 'vitest';
import { landingPage } from './render';
import type { LandingPageProps } from './types';

const resources = {
  style: '.hero>img{display:block}',
  script: '/landing-pages/landing-page.0123456789ab.js',
};
const hostile = '"><script>alert(1)</script>&';
const sizes = (name: string) => [
  { url: `/LandingPageImage/images/${name}-480w.jpg`, width: 480 },
  { url: `/LandingPageImage/images/${name}-960w.jpg`, width: 960 },
  { url: `/LandingPageImage/images/${name}.jpg`, width: 2000 },
];
const props: LandingPageProps = {
  language: 'en',
  address: '/birch',
  url: 'https://pledgethon.example/birch',
  image: 'https://pledgethon.example/LandingPageImage/images/hero.jpg',
  page: {
    title: `Birch${hostile}`,
    headline: `Every lap${hostile}`,
    story: `We run${hostile}\nfor books.\n\nCheer us on!`,
    videoUrl: 'https://vimeo.com/76979871',
    eventCode: 'BIRCH',
    eventName: 'Birch Fun Run',
    goalCents: 200_000,
    raisedCents: 50_000,
  },
  hero: sizes('hero'),
  gallery: [],
};

describe('the landing page, drawn whole by the server and never hydrated', () => {
  it('escapes every text and attribute its organiser wrote', () => {
    const html = landingPage(resources, props);
    expect(html).not.toContain(hostile);
    expect(html).toContain('<h1>Birch&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;</h1>');
    expect(html).toContain(
      '<p>We run&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;<br/>for books.</p><p>Cheer us on!</p>',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://pledgethon.example/LandingPageImage/images/hero.jpg"/>',
    );
  });

  it('loads its script only with a gallery, and a slide past the buffer its picture only when near', () => {
    expect(landingPage(resources, props)).not.toContain('<script');
    const gallery = Array.from({ length: CAROUSEL_BUFFER + 1 }, (_unused, index) => ({
      full: `/LandingPageImage/images/g${index}.jpg`,
      sizes: sizes(`g${index}`),
    }));
    const html = landingPage(resources, { ...props, gallery });
    expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script src="${resources.script}" defer="">`]);
    expect(html).toContain('<img src="/LandingPageImage/images/g0-960w.jpg" srcSet=');
    expect(html).toContain(
      `<img data-src="/LandingPageImage/images/g${CAROUSEL_BUFFER}-960w.jpg" data-srcset=`,
    );
  });
});

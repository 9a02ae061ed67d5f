import {
  CAROUSEL_AUTO_SLIDE_MS,
  CAROUSEL_BUFFER,
  CAROUSEL_MOVE_THRESHOLD_PERCENT,
  CAROUSEL_TRANSITION_MS,
  escapeHtml,
  formatCents,
  LIGHTBOX_MAX_IMAGE_PX,
  LIGHTBOX_MODAL_MIN_HEIGHT_PX,
  LIGHTBOX_MODAL_MIN_WIDTH_PX,
  parseVideoLink,
  SWIPE_MIN_DISTANCE_PX,
  SWIPE_VERTICAL_TOLERANCE_PX,
} from '@pledgethon/core';
import { languageSwitch } from '../../http/pages/language-switch';
import type { PageResources } from '../../http/pages/page-head';
import { pageHeadTags } from '../../http/pages/page-head';
import type { PageLanguage } from '../../http/pages/page-language';
import { responsiveSizes } from '../../integrations/images/process-image';
import { LANDING_PAGE_STYLE } from './landing-page-style';
import { pageTexts } from './page-texts';
import type { ShownLandingPage } from './public-page.queries';

const srcset = (sizes: { url: string; width: number }[]) =>
  sizes.map((size) => `${escapeHtml(size.url)} ${size.width}w`).join(', ');

function heroSizes(page: ShownLandingPage, resources: PageResources) {
  return page.imageUrl ? responsiveSizes(page.imageUrl) : resources.defaultHero;
}

function videoFrame(videoUrl: string, text: (typeof pageTexts)[PageLanguage]) {
  const video = parseVideoLink(videoUrl);
  if (!video) return `<p class="notice">${escapeHtml(text.invalidVideo)}</p>`;
  const src =
    video.provider === 'youtube'
      ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}`
      : `https://player.vimeo.com/video/${encodeURIComponent(video.id)}`;
  return `<div class="video"><iframe src="${src}" title="${escapeHtml(text.video)}" loading="lazy" allow="fullscreen; picture-in-picture" allowfullscreen></iframe></div>`;
}

function gallery(urls: string[], text: (typeof pageTexts)[PageLanguage]) {
  const slides = urls
    .map((url, index) => {
      // Slides past the buffer get their picture when the carousel comes near them.
      const source = index < CAROUSEL_BUFFER ? 'src' : 'data-src';
      const sizes = index < CAROUSEL_BUFFER ? 'srcset' : 'data-srcset';
      return `<div class="slide" role="group" aria-roledescription="slide" aria-label="${escapeHtml(text.slide(index + 1, urls.length))}">
<button type="button" class="open" data-index="${index}" data-full="${escapeHtml(url)}" aria-label="${escapeHtml(text.open(index + 1))}">
<img ${source}="${escapeHtml(responsiveSizes(url).at(-2)?.url ?? url)}" ${sizes}="${srcset(responsiveSizes(url))}" sizes="(min-width: 960px) 900px, 100vw" alt="" loading="lazy"></button></div>`;
    })
    .join('\n');
  const dataset = {
    transition: CAROUSEL_TRANSITION_MS,
    interval: CAROUSEL_AUTO_SLIDE_MS,
    buffer: CAROUSEL_BUFFER,
    threshold: CAROUSEL_MOVE_THRESHOLD_PERCENT,
    tolerance: SWIPE_VERTICAL_TOLERANCE_PX,
    swipe: SWIPE_MIN_DISTANCE_PX,
  };
  const data = Object.entries(dataset)
    .map(([name, value]) => `data-${name}="${value}"`)
    .join(' ');
  return `<section aria-labelledby="gallery-title"><h2 id="gallery-title">${escapeHtml(text.gallery)}</h2>
<div class="carousel" aria-roledescription="carousel" ${data}>
<div class="track">${slides}</div>
<button type="button" class="nav prev" aria-label="${escapeHtml(text.previous)}">&#8249;</button>
<button type="button" class="nav next" aria-label="${escapeHtml(text.next)}">&#8250;</button>
</div></section>
<dialog class="lightbox" aria-label="${escapeHtml(text.gallery)}" data-failed="${escapeHtml(text.failedToLoad)}">
<img alt="" style="max-width:min(${LIGHTBOX_MAX_IMAGE_PX}px,100%);max-height:min(${LIGHTBOX_MAX_IMAGE_PX}px,80vh)">
<p class="failed" hidden>${escapeHtml(text.failedToLoad)}</p>
<p class="count" aria-live="polite"></p>
<button type="button" class="nav prev" aria-label="${escapeHtml(text.previous)}">&#8249;</button>
<button type="button" class="nav next" aria-label="${escapeHtml(text.next)}">&#8250;</button>
<button type="button" class="close" aria-label="${escapeHtml(text.close)}">&#10005;</button>
</dialog>`;
}

/** The whole landing page, ready to send: readable and shareable without running any script. */
export function renderLandingPage(
  page: ShownLandingPage,
  { publicUrl, language, resources }: { publicUrl: string; language: PageLanguage; resources: PageResources },
): string {
  const text = pageTexts[language];
  const locale = language === 'es' ? 'es-US' : 'en-US';
  const hero = heroSizes(page, resources);
  const description = page.headline || page.story.slice(0, 200) || page.eventName;
  const percent =
    page.goalCents > 0 ? Math.min(100, Math.round((page.raisedCents / page.goalCents) * 100)) : 0;
  const ogImage = `${publicUrl}${hero.at(-1)?.url ?? ''}`;
  const story = page.story
    .split(/\n{2,}|\r\n\r\n/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${pageHeadTags({ title: page.title, description, url: `${publicUrl}/${page.url}`, image: ogImage })}
<meta name="twitter:card" content="summary_large_image">
<style>${LANDING_PAGE_STYLE}
.lightbox{min-width:min(${LIGHTBOX_MODAL_MIN_WIDTH_PX}px,100vw);min-height:${LIGHTBOX_MODAL_MIN_HEIGHT_PX}px}</style>
</head>
<body>
<header class="bar"><a href="/home">${escapeHtml(text.home)}</a>${languageSwitch(language, `/${page.url}`, text.language)}</header>
<main>
<section class="hero">
<img src="${escapeHtml(hero.at(-1)?.url ?? '')}" srcset="${srcset(hero)}" sizes="100vw" alt="" fetchpriority="high">
<div class="hero-text">
<h1>${escapeHtml(page.title)}</h1>
${page.headline ? `<p class="headline">${escapeHtml(page.headline)}</p>` : ''}
<a class="button" href="/event/${encodeURIComponent(page.eventCode)}">${escapeHtml(text.pledge)}</a>
</div>
</section>
<section class="progress" aria-label="${escapeHtml(text.progress)}">
<p><strong>${escapeHtml(text.raised(formatCents(page.raisedCents, locale), formatCents(page.goalCents, locale)))}</strong></p>
<div class="meter" role="progressbar" aria-label="${escapeHtml(text.progress)}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent}"><span style="width:${percent}%"></span></div>
</section>
${story ? `<section aria-labelledby="story-title"><h2 id="story-title">${escapeHtml(text.story)}</h2>\n${story}</section>` : ''}
${page.galleryImageUrls.length > 0 ? gallery(page.galleryImageUrls, text) : ''}
${page.videoUrl ? `<section aria-labelledby="video-title"><h2 id="video-title">${escapeHtml(text.video)}</h2>${videoFrame(page.videoUrl, text)}</section>` : ''}
<p class="again"><a class="button" href="/event/${encodeURIComponent(page.eventCode)}">${escapeHtml(text.pledge)}</a></p>
</main>
${page.galleryImageUrls.length > 0 ? `<script src="${escapeHtml(resources.script)}" defer></script>` : ''}
</body>
</html>`;
}

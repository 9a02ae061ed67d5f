import {
  CAROUSEL_AUTO_SLIDE_MS,
  CAROUSEL_BUFFER,
  CAROUSEL_MOVE_THRESHOLD_PERCENT,
  CAROUSEL_TRANSITION_MS,
  LIGHTBOX_MAX_IMAGE_PX,
  SWIPE_MIN_DISTANCE_PX,
  SWIPE_VERTICAL_TOLERANCE_PX,
} from '@pledgethon/core';
import { fillText, type LandingPageText } from '@pledgethon/texts';
import type { ImageSize, LandingPageProps } from '../server-pages/types';

export const srcSetOf = (sizes: ImageSize[]) => sizes.map((size) => `${size.url} ${size.width}w`).join(', ');

/** The carousel's timings and thresholds, for the page's script. */
const carouselData = {
  'data-transition': CAROUSEL_TRANSITION_MS,
  'data-interval': CAROUSEL_AUTO_SLIDE_MS,
  'data-buffer': CAROUSEL_BUFFER,
  'data-threshold': CAROUSEL_MOVE_THRESHOLD_PERCENT,
  'data-tolerance': SWIPE_VERTICAL_TOLERANCE_PX,
  'data-swipe': SWIPE_MIN_DISTANCE_PX,
};

/** One picture of the gallery: slides past the buffer get theirs when the carousel comes near them. */
function Slide({
  image,
  index,
  count,
  text,
}: {
  image: LandingPageProps['gallery'][number];
  index: number;
  count: number;
  text: LandingPageText;
}) {
  const src = image.sizes.at(-2)?.url ?? image.full;
  const srcSet = srcSetOf(image.sizes);
  const near = index < CAROUSEL_BUFFER;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel's slide is a group, as the ARIA carousel pattern names it.
    <div
      className="slide"
      role="group"
      aria-roledescription="slide"
      aria-label={fillText(text.slide, { index: index + 1, count })}
    >
      <button
        type="button"
        className="open"
        data-index={index}
        data-full={image.full}
        aria-label={fillText(text.open, { index: index + 1 })}
      >
        <img
          src={near ? src : undefined}
          data-src={near ? undefined : src}
          srcSet={near ? srcSet : undefined}
          data-srcset={near ? undefined : srcSet}
          sizes="(min-width: 960px) 900px, 100vw"
          alt=""
          loading="lazy"
        />
      </button>
    </div>
  );
}

/** The buttons to the previous and next picture, of the carousel and of the lightbox alike. */
function Arrows({ text }: { text: LandingPageText }) {
  return (
    <>
      <button type="button" className="nav prev" aria-label={text.previous}>
        ‹
      </button>
      <button type="button" className="nav next" aria-label={text.next}>
        ›
      </button>
    </>
  );
}

/** The gallery's carousel and the lightbox that shows one picture whole; both need the page's script. */
export function Gallery({ images, text }: { images: LandingPageProps['gallery']; text: LandingPageText }) {
  return (
    <>
      {/* A named section is a region: the carousel's role, as the WAI-ARIA carousel pattern has it. */}
      <section aria-labelledby="gallery-title" aria-roledescription="carousel">
        <h2 id="gallery-title">{text.gallery}</h2>
        <div className="carousel" {...carouselData}>
          <div className="track">
            {images.map((image, index) => (
              <Slide
                // biome-ignore lint/suspicious/noArrayIndexKey: drawn once on the server; a picture may be shown twice.
                key={index}
                image={image}
                index={index}
                count={images.length}
                text={text}
              />
            ))}
          </div>
          <Arrows text={text} />
        </div>
      </section>
      <dialog className="lightbox" aria-label={text.gallery} data-failed={text.failedToLoad}>
        <img
          alt=""
          style={{
            maxWidth: `min(${LIGHTBOX_MAX_IMAGE_PX}px,100%)`,
            maxHeight: `min(${LIGHTBOX_MAX_IMAGE_PX}px,80vh)`,
          }}
        />
        <p className="failed" hidden>
          {text.failedToLoad}
        </p>
        <p className="count" aria-live="polite" />
        <Arrows text={text} />
        <button type="button" className="close" aria-label={text.close}>
          ✕
        </button>
      </dialog>
    </>
  );
}

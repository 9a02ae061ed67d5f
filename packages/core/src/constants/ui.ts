export const LIGHTBOX_MAX_IMAGE_PX = 3_000;
export const LIGHTBOX_MODAL_MIN_WIDTH_PX = 400;
export const LIGHTBOX_MODAL_MIN_HEIGHT_PX = 200;

export const CAROUSEL_TRANSITION_MS = 300;
export const CAROUSEL_AUTO_SLIDE_MS = 3_000;
export const CAROUSEL_BUFFER = 5;
/** Share of the slide width a drag must cover to move to the next slide. */
export const CAROUSEL_MOVE_THRESHOLD_PERCENT = 10;

/** A swipe may drift this far vertically and still count as horizontal. */
export const SWIPE_VERTICAL_TOLERANCE_PX = 75;
export const SWIPE_MIN_DISTANCE_PX = 30;

// A library default the spec does not call a product rule; kept so every screen uses the same value.
export const TOAST_TIMEOUT_MS = 5_000;

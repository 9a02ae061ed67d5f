import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_AUTO_SLIDE_MS,
  CAROUSEL_BUFFER,
  CAROUSEL_MOVE_THRESHOLD_PERCENT,
  CAROUSEL_TRANSITION_MS,
  LIGHTBOX_MAX_IMAGE_PX,
  LIGHTBOX_MODAL_MIN_HEIGHT_PX,
  LIGHTBOX_MODAL_MIN_WIDTH_PX,
  MULTISELECT_LIMIT_DEFAULT,
  PLAIN_CAROUSEL_INTERVAL_MS,
  SCROLLBAR_REBUILD_DELAY_MS,
  SWIPE_MIN_DISTANCE_PX,
  SWIPE_VERTICAL_TOLERANCE_PX,
  TAG_INPUT_MIN_LENGTH,
  TOAST_TIMEOUT_MS,
} from './ui';

describe('interface constants (section 9)', () => {
  it('sizes the lightbox', () => {
    expect(LIGHTBOX_MAX_IMAGE_PX).toBe(3000);
    expect([LIGHTBOX_MODAL_MIN_WIDTH_PX, LIGHTBOX_MODAL_MIN_HEIGHT_PX]).toEqual([400, 200]);
  });

  it('times the carousels in milliseconds', () => {
    expect(CAROUSEL_TRANSITION_MS).toBe(300);
    expect(CAROUSEL_AUTO_SLIDE_MS).toBe(3000);
    expect(CAROUSEL_AUTO_SLIDE_MS).not.toBe(3);
    expect(PLAIN_CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(CAROUSEL_BUFFER).toBe(5);
    expect(CAROUSEL_MOVE_THRESHOLD_PERCENT).toBe(10);
    expect(CAROUSEL_MOVE_THRESHOLD_PERCENT).not.toBe(0.1);
  });

  it('tunes swipes and the scrollbar', () => {
    expect(SWIPE_VERTICAL_TOLERANCE_PX).toBe(75);
    expect(SWIPE_MIN_DISTANCE_PX).toBe(30);
    expect(SWIPE_MIN_DISTANCE_PX).toBeLessThan(SWIPE_VERTICAL_TOLERANCE_PX);
    expect(SCROLLBAR_REBUILD_DELAY_MS).toBe(72);
  });

  it('keeps the widget defaults', () => {
    expect(MULTISELECT_LIMIT_DEFAULT).toBe(0);
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    expect(TAG_INPUT_MIN_LENGTH).toBe(3);
  });
});

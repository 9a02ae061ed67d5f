import { LIGHTBOX_MODAL_MIN_HEIGHT_PX, LIGHTBOX_MODAL_MIN_WIDTH_PX } from '@pledgethon/core';
import { LANGUAGE_SWITCH_STYLE, PAGE_BASE_STYLE } from '../../http/pages/page-style';

/** The landing page's whole stylesheet: small enough to travel inside the page, saving a request. */
export const LANDING_PAGE_STYLE = `${PAGE_BASE_STYLE}
${LANGUAGE_SWITCH_STYLE}
.bar{display:flex;justify-content:space-between;align-items:center;gap:4px 12px;flex-wrap:wrap}
.hero{position:relative;margin:0 -16px;overflow:hidden;background:#dbe4ff}
.hero>img{display:block;width:100%;aspect-ratio:5/2;object-fit:cover}
.hero-text{padding:20px 16px;background:#fff}
.headline{font-size:1.15rem;margin:0 0 16px;color:#3b4252}
.progress{margin-top:24px;padding:16px;background:#fff;border-radius:12px;border:1px solid #e3e6ee}
.progress p{margin:0 0 8px}
.carousel{position:relative;overflow:hidden;border-radius:12px;background:#1f2430;touch-action:pan-y}
.track{display:flex;transition:transform var(--transition,300ms) ease}
.slide{flex:0 0 100%}
.open{display:block;width:100%;padding:0;border:0;background:none;cursor:zoom-in}
.open img{display:block;width:100%;aspect-ratio:3/2;object-fit:cover}
.nav{position:absolute;top:50%;transform:translateY(-50%);width:44px;height:44px;border:0;border-radius:50%;background:rgba(255,255,255,.92);color:#1f2430;font-size:28px;line-height:1;cursor:pointer}
.prev{left:10px}.next{right:10px}
.video{position:relative;aspect-ratio:16/9}
.video iframe{position:absolute;inset:0;width:100%;height:100%;border:0;border-radius:12px}
.notice{color:#c92a2a;font-weight:600}
.again{margin-top:32px;text-align:center}
.lightbox{padding:48px 56px 24px;border:0;border-radius:12px;background:#111;color:#fff;text-align:center;max-width:100vw}
.lightbox::backdrop{background:rgba(0,0,0,.8)}
.lightbox img{display:block;margin:0 auto;width:auto;height:auto}
.lightbox .close{position:absolute;top:8px;right:8px;width:40px;height:40px;border:0;border-radius:50%;background:#fff;color:#111;font-size:18px;cursor:pointer}
.lightbox .count{margin:8px 0 0}
@media (prefers-reduced-motion:reduce){.track{transition:none}}
@media (min-width:700px){.hero-text{position:absolute;left:24px;bottom:24px;max-width:60%;border-radius:12px;box-shadow:0 4px 18px rgba(0,0,0,.15)}}

.lightbox{min-width:min(${LIGHTBOX_MODAL_MIN_WIDTH_PX}px,100vw);min-height:${LIGHTBOX_MODAL_MIN_HEIGHT_PX}px}`;

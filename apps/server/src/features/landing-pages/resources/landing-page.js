// The landing page's gallery: a carousel and a lightbox, for a page the server already rendered.
// Its numbers come from the carousel's data attributes (the product's constants).
(() => {
  const carousel = document.querySelector('.carousel');
  const dialog = document.querySelector('.lightbox');
  if (!carousel || !dialog) return;
  const setting = (name) => Number(carousel.dataset[name]);
  const track = carousel.querySelector('.track');
  const openers = [...carousel.querySelectorAll('.open')];
  const count = openers.length;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  track.style.setProperty('--transition', `${setting('transition')}ms`);
  let index = 0;

  // Slides within the buffer of the current one get their pictures.
  const load = () => {
    openers.forEach((opener, at) => {
      const distance = Math.min(Math.abs(at - index), count - Math.abs(at - index));
      const img = opener.querySelector('img');
      if (distance <= setting('buffer') && img.dataset.src) {
        img.srcset = img.dataset.srcset;
        img.src = img.dataset.src;
        delete img.dataset.src;
      }
    });
  };
  const show = (to) => {
    index = (to + count) % count;
    track.style.transform = `translateX(${-index * 100}%)`;
    load();
  };
  carousel.querySelector('.prev').addEventListener('click', () => show(index - 1));
  carousel.querySelector('.next').addEventListener('click', () => show(index + 1));

  // Moves on by itself, but not while pointed at or focused, nor for people who asked for less motion.
  let hovered = false;
  let focused = false;
  carousel.addEventListener('mouseenter', () => (hovered = true));
  carousel.addEventListener('mouseleave', () => (hovered = false));
  carousel.addEventListener('focusin', () => (focused = true));
  carousel.addEventListener('focusout', () => (focused = false));
  setInterval(() => {
    if (!hovered && !focused && !dialog.open && !reducedMotion.matches && count > 1) show(index + 1);
  }, setting('interval'));

  // A swipe: mostly sideways (within the vertical tolerance), long enough and past the move threshold.
  let start = null;
  carousel.addEventListener('pointerdown', (event) => (start = { x: event.clientX, y: event.clientY }));
  carousel.addEventListener('pointerup', (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = Math.abs(event.clientY - start.y);
    start = null;
    const far = Math.max(setting('swipe'), (carousel.clientWidth * setting('threshold')) / 100);
    if (dy <= setting('tolerance') && Math.abs(dx) >= far) show(index + (dx < 0 ? 1 : -1));
  });

  // The lightbox: a modal dialog keeps focus inside and closes on Escape; focus goes back to the opener.
  const image = dialog.querySelector('img');
  const failed = dialog.querySelector('.failed');
  const counter = dialog.querySelector('.count');
  let shown = 0;
  let opener = null;
  const view = (to) => {
    shown = (to + count) % count;
    failed.hidden = true;
    image.hidden = false;
    image.src = openers[shown].dataset.full;
    counter.textContent = openers[shown].closest('.slide').getAttribute('aria-label');
  };
  image.addEventListener('error', () => {
    image.hidden = true;
    failed.hidden = false;
  });
  openers.forEach((button, at) => {
    button.addEventListener('click', () => {
      opener = button;
      view(at);
      dialog.showModal();
    });
  });
  dialog.querySelector('.prev').addEventListener('click', () => view(shown - 1));
  dialog.querySelector('.next').addEventListener('click', () => view(shown + 1));
  dialog.querySelector('.close').addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => opener?.focus());
  const typing = (target) =>
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target?.isContentEditable;
  document.addEventListener('keydown', (event) => {
    if (!dialog.open || typing(event.target)) return;
    if (event.key === 'ArrowRight') view(shown + 1);
    if (event.key === 'ArrowLeft') view(shown - 1);
  });
  load();
})();

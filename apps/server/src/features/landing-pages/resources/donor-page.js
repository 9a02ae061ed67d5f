// The donor pages' one script (decision 091): everything on them works without it but the copy button.
(() => {
  // The web app's redirect rules (spec section 2) for whoever is signed in on this browser: a vendor
  // goes to the shop, a parent who is not a participant to the parent dashboard.
  let session = null;
  try {
    session = JSON.parse(localStorage.getItem('pledgethon.session') || 'null');
    // A language chosen in the web app before it was remembered in a cookie: remember it, show it.
    const chosen = localStorage.getItem('pledgethon.language');
    if ((chosen === 'en' || chosen === 'es') && !/pledgethon\.language=/.test(document.cookie)) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers donors still use.
      document.cookie = `pledgethon.language=${chosen}; path=/; max-age=31536000; samesite=lax`;
      if (chosen !== document.documentElement.lang) location.reload();
    }
  } catch {
    // Storage refused (a privacy mode): nobody is signed in here, nothing was chosen.
  }
  if (session?.token) {
    fetch('/api/Session/Current', { headers: { Token: session.token } })
      .then((answer) => (answer.ok ? answer.json() : null))
      .then((context) => {
        if (context?.IsVendor) location.replace('/shop');
        else if (context?.IsParent && !context.IsParticipant) location.replace('/parent/dashboard');
      })
      .catch(() => {});
  }

  for (const button of document.querySelectorAll('button[data-copy]')) {
    if (!navigator.clipboard) continue;
    button.hidden = false;
    button.addEventListener('click', () => {
      const status = button.parentElement.querySelector('[data-copied]');
      navigator.clipboard.writeText(button.dataset.copy).then(() => {
        status.textContent = status.dataset.copied;
      });
    });
  }
})();

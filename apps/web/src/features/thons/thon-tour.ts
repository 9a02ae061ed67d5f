import '../../i18n/sections/thons';
import type { TFunction } from 'i18next';

const closedKey = (userId: string) => `pledgethon.thonTour.${userId}`;

/** Whether this user closed the wizard's tour on this browser (decision 032). */
export function tourClosed(userId: string): boolean {
  try {
    return localStorage.getItem(closedKey(userId)) === 'closed';
  } catch {
    return true;
  }
}

/**
 * Walks a first-time user through the wizard. driver.js and its styles load only here, so no other
 * page pays for them. Closing it in any way (its close button, Escape, the last step) is remembered.
 */
export async function startThonTour(userId: string, t: TFunction): Promise<void> {
  const [{ driver }] = await Promise.all([import('driver.js'), import('driver.js/dist/driver.css')]);
  const tour = driver({
    showProgress: true,
    allowClose: true,
    nextBtnText: t('thons.tour.next'),
    prevBtnText: t('thons.tour.previous'),
    doneBtnText: t('thons.tour.done'),
    progressText: t('thons.tour.progress'),
    steps: [
      { popover: { title: t('thons.tour.welcomeTitle'), description: t('thons.tour.welcome') } },
      {
        element: '[data-tour="stepper"]',
        popover: { title: t('thons.tour.stepsTitle'), description: t('thons.tour.steps') },
      },
      {
        element: '[data-tour="organization"]',
        popover: { title: t('thons.tour.organizationTitle'), description: t('thons.tour.organization') },
      },
      {
        element: '[data-tour="draft"]',
        popover: { title: t('thons.tour.draftTitle'), description: t('thons.tour.draft') },
      },
    ],
    // Every way of closing (close button, Escape, the overlay, the last step) starts here, even
    // before the first step has finished appearing, when driver.js would skip onDestroyed.
    onDestroyStarted: () => {
      try {
        localStorage.setItem(closedKey(userId), 'closed');
      } catch {
        // A browser that keeps nothing shows the tour again next time; nothing else depends on it.
      }
      tour.destroy();
    },
  });
  tour.drive();
}

import { lapCounterSyncRoute } from '@pledgethon/contracts';
import { LAP_THON, OWN_ACCOUNT_PASSWORD } from '../own-accounts';
import type { ThonRecipe } from '../own-data-routes';
import { expect, expectNoAxeViolations, lapTile, saveScreenshot, submitSignIn, test } from './fixtures';

/** A Thon of one test's own with an organiser and these runners, by first and last name, on no team. */
const runners = (...names: [string, string][]): ThonRecipe => ({
  organizer: true,
  participants: names.map(([firstName, lastName]) => ({ firstName, lastName })),
});

test('counting laps from the list, offline and back, while the live board follows in another browser', async ({
  page,
  context,
  browser,
  ownThon,
  openSignedIn,
}) => {
  // Two browsers, an offline spell and a review: more steps than most journeys.
  test.setTimeout(90_000);
  const { eventCode: code, organizer } = await ownThon(LAP_THON);
  // Every alert the phone shows, however briefly: a toast can come and go between two checks.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { alertsSeen: seen });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) seen.push(alert.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const screen = await (await browser.newContext({ viewport: { width: 1600, height: 900 } })).newPage();
  await screen.goto(`/thon/${code}/live`);
  await expect(screen).toHaveTitle('Live leaderboard · PledgeThon');
  const total = screen.getByTestId('live-total');
  await expect(total).toHaveText('0');

  await page.setViewportSize({ width: 412, height: 915 });
  await openSignedIn(organizer?.email ?? '', `/thon/${code}/count`);
  await expect(page).toHaveTitle('Lap counter · PledgeThon');
  await expect(page.getByTestId('counter-network')).toHaveText('Online');
  const confirmation = page.getByTestId('counter-confirmation');

  await lapTile(page, 'Ada B.').click();
  await expect(confirmation).toHaveText('Ada B.: 1 lap');
  // The board follows the scan (decision 085: within about a second).
  await expect(total).toHaveText('1', { timeout: 5_000 });
  await lapTile(page, 'Ada B.').click();
  await expect(confirmation).toHaveText(/^Ada B\. was counted \d+ s ago: this scan is ignored\.$/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'lap-counter-ignored');

  // The service worker has taken the page and kept it, and the logo its header shows. An async
  // predicate would not do here: waitForFunction takes the promise it returns for a truthy answer
  // at once (decision 098).
  await expect
    .poll(() =>
      page.evaluate(
        async (path) =>
          navigator.serviceWorker.controller !== null &&
          (await (await caches.open('counter-pages-v1')).match(new URL(path, location.origin).href)) !==
            undefined &&
          (await (
            await caches.open('counter-files-v1')
          ).match(new URL('/favicon.svg', location.origin).href)) !== undefined,
        `/thon/${code}/count`,
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  await expect(page.getByTestId('counter-network')).toHaveText('Offline: scans are kept on this phone');
  await lapTile(page, 'Ben C.').click();
  await expect(confirmation).toHaveText('Ben C.: 1 lap');
  // The phone opens the counter again with no network: the worker answers the page from its copy,
  // the roster and the waiting scan come from IndexedDB, and counting goes on.
  await page.reload();
  await expect(page).toHaveTitle('Lap counter · PledgeThon');
  await expect(page.getByTestId('counter-network')).toHaveText('Offline: scans are kept on this phone');
  await expect(page.getByTestId('counter-waiting')).toHaveText('Scans waiting to be sent: 1');
  await expect(lapTile(page, 'Ben C.')).toHaveAccessibleName('Ben C., 1 lap: count a lap');
  // The header's logo came from the worker's copy too: not a broken image.
  await expect
    .poll(() =>
      page
        .locator('header img')
        .first()
        .evaluate((logo: HTMLImageElement) => logo.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Owls' }).click();
  await lapTile(page, 'Cora D.').click();
  await expect(confirmation).toHaveText('Cora D.: 1 lap');
  await expect(page.getByTestId('counter-waiting')).toHaveText('Scans waiting to be sent: 2');
  await saveScreenshot(page, 'lap-counter-offline');
  // Nothing reached the board while the phone was offline.
  await expect(total).toHaveText('1');

  // The counter drawn offline is the one that sends: the network's return draws no new page over it.
  const counterHeading = page.getByRole('heading', { level: 1 });
  await counterHeading.evaluate((heading) => heading.setAttribute('data-drawn-offline', ''));
  await context.setOffline(false);
  await expect(page.getByTestId('counter-waiting')).toHaveText('All scans sent', { timeout: 10_000 });
  await expect(counterHeading).toHaveAttribute('data-drawn-offline', '');
  await expect(total).toHaveText('3', { timeout: 5_000 });
  // Reopened with no network, the page waited for it: nothing failed in front of the volunteer.
  const alertsSeen = await page.evaluate(() => (window as unknown as { alertsSeen: string[] }).alertsSeen);
  expect(alertsSeen.filter((text) => text.includes('Something went wrong'))).toEqual([]);

  await page.getByRole('button', { name: /^Undo the lap of Cora D\./ }).click();
  await expect(confirmation).toHaveText('Taken back: Cora D. now has 0 laps.');
  await expect(total).toHaveText('2', { timeout: 10_000 });
  await expect(screen.getByTestId('live-runners')).toContainText('Ada B.');
  await expectNoAxeViolations(screen);
  await saveScreenshot(screen, 'live-leaderboard');

  // The organiser reviews the counts and publishes them as results.
  await page.goto(`/thon/${code}/results`);
  await expect(page.getByRole('heading', { name: 'Counts from the lap counter' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish counts as results' }).click();
  await expect(page.getByText('Counts published as results.')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'lap-counts-review');
});

test('the badge sheet prints lap-counter badges: a large QR code, the public name, the team colour', async ({
  page,
  ownThon,
  openSignedIn,
}) => {
  const { eventCode: code, organizer } = await ownThon(LAP_THON);
  await openSignedIn(organizer?.email ?? '', `/account/access-codes?event=${code}`);
  await page.getByRole('button', { name: /Foxes/ }).click();
  await page.getByRole('link', { name: 'Print badges: Foxes' }).click();
  await page.getByText('Lap-counter badges').click();
  await expect(page).toHaveURL(/layout=lap/);
  const badges = page.getByTestId('lap-badge');
  await expect(badges).toHaveCount(2);
  await expect(badges.first()).toContainText('Ada B.');
  await expect(badges.first()).not.toContainText('Birch');
  // The badge number the counter shows when two children's names look alike.
  await expect(badges.first()).toContainText('Foxes · #1');
  await expect(badges.first().getByRole('img', { name: 'Lap-counter QR code of Ada' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'lap-counter-badges');
});

test('two phones at one gate count a pass once, and the phone that scanned second is told', async ({
  page,
  browser,
  ownThon,
  openSignedIn,
}) => {
  // Two phones, each signed in: more steps than most journeys.
  test.setTimeout(60_000);
  const thon = await ownThon(runners(['Dev', 'Elm']));
  const organizer = thon.organizer?.email ?? '';
  await page.setViewportSize({ width: 412, height: 915 });
  await openSignedIn(organizer, `/thon/${thon.eventCode}/count`);
  const other = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const second = await other.newPage();
  await second.goto('/home');
  await submitSignIn(second, organizer, OWN_ACCOUNT_PASSWORD);
  await expect(second).not.toHaveURL(/\/home(\?.*)?$/);
  await second.goto(`/thon/${thon.eventCode}/count`);
  for (const phone of [page, second]) {
    await expect(phone.getByTestId('counter-network')).toHaveText('Online');
  }

  await lapTile(page, 'Dev E.').click();
  await expect(page.getByTestId('counter-confirmation')).toHaveText('Dev E.: 1 lap');
  await expect(page.getByTestId('counter-waiting')).toHaveText('All scans sent');
  // The second phone scans the same pass a moment later: its own guard has not seen the first lap,
  // the server's has (decision 099), and says so once the scan is sent.
  await lapTile(second, 'Dev E.').click();
  await expect(second.getByTestId('counter-confirmation')).toHaveText(
    /^Another phone counted Dev E\. \d+ s before this scan: it adds no lap\.$/,
  );
  await expect(lapTile(second, 'Dev E.')).toHaveAccessibleName('Dev E., 1 lap: count a lap');
  await expect(second.getByText(/^Dev E\. · .+ · counted on another phone$/)).toBeVisible();
  await expectNoAxeViolations(second);
  await saveScreenshot(second, 'lap-counter-counted-elsewhere');
  await other.close();
});

test('a lap counted while the phone still sends the one before goes as soon as that send ends', async ({
  page,
  ownThon,
  openSignedIn,
}) => {
  const thon = await ownThon(runners(['Ivy', 'Quill'], ['Jon', 'Reed']));
  await page.setViewportSize({ width: 412, height: 915 });
  await page.clock.install();
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/count`);
  await expect(page.getByTestId('counter-network')).toHaveText('Online');
  // From here the phone's clock stands still: its five-second round never comes, so only the end of
  // the send under way can carry the second lap.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

  // The first lap's send is held on its way until the second lap is counted.
  const sends: string[] = [];
  let letFirstThrough = () => {};
  const firstHeld = new Promise<void>((resolve) => {
    letFirstThrough = resolve;
  });
  await page.route(`**${lapCounterSyncRoute.path}`, async (route) => {
    sends.push(route.request().postData() ?? '');
    if (sends.length === 1) await firstHeld;
    await route.continue();
  });
  const confirmation = page.getByTestId('counter-confirmation');
  await lapTile(page, 'Ivy Q.').click();
  await expect(confirmation).toHaveText('Ivy Q.: 1 lap');
  await expect.poll(() => sends.length).toBe(1);
  await lapTile(page, 'Jon R.').click();
  await expect(confirmation).toHaveText('Jon R.: 1 lap');
  await expect(page.getByTestId('counter-waiting')).toHaveText('Scans waiting to be sent: 2');

  letFirstThrough();
  await expect(page.getByTestId('counter-waiting')).toHaveText('All scans sent');
  expect(sends, 'one send a lap').toHaveLength(2);
  expect(sends[1], 'the second send carries the second lap').toContain(thon.participants[1]?.id);
});

test('a counter left and opened again while its send is under way shows the lap once when the send ends', async ({
  page,
  ownThon,
  openSignedIn,
}) => {
  const thon = await ownThon(runners(['Kai', 'Lund']));
  await page.setViewportSize({ width: 412, height: 915 });
  await page.clock.install();
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/count`);
  await expect(page.getByTestId('counter-network')).toHaveText('Online');
  // From here the phone's clock stands still: no five-second round reads the phone's scans again, so
  // only the end of the send under way can set the counter right.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);

  // The send reaches the server, which keeps the lap; its answer is held on the way back.
  let letAnswerThrough = () => {};
  const answerHeld = new Promise<void>((resolve) => {
    letAnswerThrough = resolve;
  });
  let serverKeptLap = () => {};
  const lapKept = new Promise<void>((resolve) => {
    serverKeptLap = resolve;
  });
  await page.route(`**${lapCounterSyncRoute.path}`, async (route) => {
    const response = await route.fetch();
    serverKeptLap();
    await answerHeld;
    await route.fulfill({ response });
  });
  await lapTile(page, 'Kai L.').click();
  await expect(page.getByTestId('counter-confirmation')).toHaveText('Kai L.: 1 lap');
  await lapKept;

  // The volunteer looks at their account and comes back: the counter is drawn anew, with the lap both
  // waiting on the phone and kept by the server.
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).not.toHaveURL(/\/count$/);
  await page.goBack();
  await expect(page.getByTestId('counter-waiting')).toHaveText('Scans waiting to be sent: 1');

  letAnswerThrough();
  await expect(page.getByTestId('counter-waiting')).toHaveText('All scans sent');
  await expect(lapTile(page, 'Kai L.')).toHaveAccessibleName('Kai L., 1 lap: count a lap');
  // axe waits on timers of its own.
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'lap-counter-opened-again-mid-send');
});

test('a counter open in two tabs of one phone shows each lap once when the other tab sent it', async ({
  page,
  context,
  browser,
  ownThon,
  openSignedIn,
}) => {
  const thon = await ownThon(runners(['Lea', 'Moss'], ['Max', 'Nash']));
  const board = await (await browser.newContext()).newPage();
  await board.goto(`/thon/${thon.eventCode}/live`);
  const total = board.getByTestId('live-total');
  await expect(total).toHaveText('0');

  // The volunteer opened the counter twice (a link followed twice, a tab restored): both tabs keep
  // their waiting scans in the phone's one store.
  await page.setViewportSize({ width: 412, height: 915 });
  await openSignedIn(thon.organizer?.email ?? '', `/thon/${thon.eventCode}/count`);
  const other = await context.newPage();
  await other.setViewportSize({ width: 412, height: 915 });
  await other.goto(`/thon/${thon.eventCode}/count`);
  for (const tab of [page, other]) await expect(tab.getByTestId('counter-network')).toHaveText('Online');

  await context.setOffline(true);
  await lapTile(page, 'Lea M.').click();
  await expect(page.getByTestId('counter-confirmation')).toHaveText('Lea M.: 1 lap');
  await lapTile(other, 'Max N.').click();
  await expect(other.getByTestId('counter-confirmation')).toHaveText('Max N.: 1 lap');
  await expect(total).toHaveText('0');

  // The first tab's sends fail as the network comes back, so the second tab sends both tabs' laps.
  const sends = `**${lapCounterSyncRoute.path}`;
  await page.route(sends, (route) => route.abort());
  await context.setOffline(false);
  for (const tab of [other, page]) {
    await expect(tab.getByTestId('counter-waiting')).toHaveText('All scans sent', { timeout: 10_000 });
  }
  await expect(total).toHaveText('2', { timeout: 5_000 });
  // Each tab shows both laps once: in the first, its own lap sent by the other tab counts as the
  // server's, rather than vanishing until the counts are next read.
  for (const tab of [page, other]) {
    await expect(lapTile(tab, 'Lea M.')).toHaveAccessibleName('Lea M., 1 lap: count a lap');
    await expect(lapTile(tab, 'Max N.')).toHaveAccessibleName('Max N., 1 lap: count a lap');
  }
  await page.unroute(sends);
  await board.context().close();
});

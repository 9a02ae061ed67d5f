import { expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

test.describe("a parent's children", () => {
  test.setTimeout(60_000);

  test('a parent adds a child to a Thon, opts in to the photo and full name, and edits the goal in place', async ({
    page,
    openSignedIn,
    ownAccount,
    ownThon,
  }) => {
    const [parent, thon] = await Promise.all([ownAccount({ roles: ['parent'] }), ownThon()]);
    await openSignedIn(parent.email, '/parent/addparticipant');
    await page.getByRole('tab', { name: 'By event code' }).click();
    const form = page.getByRole('form', { name: 'Add a participant' });
    await form.getByRole('button', { name: 'Add participant' }).click();
    await expect(form.getByText('Please review the required fields.').first()).toBeVisible();

    const firstName = 'Nora';
    // The code as a parent might type it.
    await form.getByRole('textbox', { name: 'Event code' }).fill(thon.eventCode.toLowerCase());
    await form.getByRole('textbox', { name: "Child's first name" }).fill(firstName);
    await form.getByRole('textbox', { name: "Child's last name" }).fill('Carter');
    await form.getByRole('checkbox', { name: 'Show the full name' }).check();
    await form.getByRole('checkbox', { name: 'Show the photo' }).check();
    // Each complaint goes as its field is filled, and the consents' own words are beside the boxes.
    await expect(form.getByText('Please review the required fields.')).toHaveCount(0);
    await expect(
      form.getByText(/instead of the first name and last initial\. I can withdraw this at any time\.$/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'parent-add-child');
    await form.getByRole('button', { name: 'Add participant' }).click();
    await expect(page).toHaveURL(/\/parent\/dashboard$/);

    const card = page.locator('.mantine-Card-root').filter({ hasText: firstName });
    await expect(card.getByRole('checkbox', { name: 'Show the full name' })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: 'Show the photo' })).toBeChecked();
    await expect(card.getByText(/Your consent on record since/)).toBeVisible();
    await expect(card.getByRole('img', { name: `QR code that signs ${firstName} in` })).toBeVisible();

    await card.getByRole('button', { name: 'Edit Goal' }).click();
    await card.getByRole('textbox', { name: 'Goal' }).fill('0.50');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('The minimum goal is $1.')).toBeVisible();
    await card.getByRole('textbox', { name: 'Goal' }).fill('425');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(card.getByText('$425.00')).toBeVisible();

    // The same child again in the same Thon is refused with the spec's words.
    await page.goto('/parent/addparticipant');
    await page.getByRole('tab', { name: 'By event code' }).click();
    await form.getByRole('textbox', { name: 'Event code' }).fill(thon.eventCode);
    await form.getByRole('textbox', { name: "Child's first name" }).fill(firstName);
    await form.getByRole('textbox', { name: "Child's last name" }).fill('Carter');
    await form.getByRole('button', { name: 'Add participant' }).click();
    await expect(form.getByRole('alert')).toContainText('This event has already been participated by you.');

    await page.goto('/parent/dashboard');
    await expect(card.getByText('$425.00')).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'parent-dashboard-children');
  });
});

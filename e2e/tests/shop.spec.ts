import sharp from 'sharp';
import { demoUser, expect, expectNoAxeViolations, saveScreenshot, test } from './fixtures';

const stamp = Date.now().toString(36);
const productName = `Relay baton ${stamp}`;

// One journey: the vendor stocks a product, the franchisee orders for MAPLE26, the vendor ships it.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let orderPath = '';
let orderNumber = '';
let deliveryMonth = { year: 0, month: 0 };

test('the vendor adds a product with an image', async ({ page, openSignedIn }) => {
  await openSignedIn(demoUser('vendor'), '/shop/manage');
  await expect(page.getByRole('heading', { name: 'Manage products' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a product' }).click();
  const form = page.getByRole('dialog', { name: 'New product' });
  await form.getByRole('textbox', { name: 'Name' }).fill(productName);
  await form.getByRole('textbox', { name: 'Description' }).fill('Aluminium, in four colours.');
  await form.getByRole('textbox', { name: 'Price' }).fill('6.50');
  await form.getByRole('textbox', { name: 'SKU' }).fill(`RACE-BATON-${stamp}`);
  await form.getByRole('textbox', { name: 'Stock' }).fill('40');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e8590c' } })
    .jpeg()
    .toBuffer();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'baton.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByRole('img', { name: `Image 1 of ${productName}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-manage-new-product');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await saveScreenshot(page, 'shop-manage');
});

test('the franchisee builds the MAPLE26 order from its participants and checks out', async ({
  page,
  openSignedIn,
}) => {
  await openSignedIn(demoUser('franchisee'), '/shop/cartbuilder');
  await page.getByRole('combobox', { name: 'Thon' }).click();
  await page.getByRole('option', { name: /MAPLE26/ }).click();
  await expect(page.getByText(/participants, event on/)).toBeVisible();
  await expect(page.getByText(/participants wear Youth Small/)).toBeVisible();
  await expect(page.getByText(/participants reached Bronze/)).toBeVisible();
  await expect(page.getByText('1 per 100 participants', { exact: false })).toBeVisible();
  // Every computed quantity can be changed: one more set of cones than the head count asks for.
  const cones = page.getByRole('textbox', { name: 'Quantity of Course cones (set of 12)' });
  const proposed = Number(await cones.inputValue());
  await cones.fill(String(proposed + 1));
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-cart-builder');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/shop\/orderdetail\?id=/);
  // The order page is a screen of its own, loaded on demand.
  const orderHeading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(orderHeading).toBeVisible({ timeout: 20_000 });
  orderNumber = /#(\d+)/.exec((await orderHeading.textContent()) ?? '')?.[1] ?? '';
  const delivery = /Delivery date: (\d\d)\/\d\d\/(\d{4})/.exec(await page.locator('main').innerText());
  deliveryMonth = { year: Number(delivery?.[2]), month: Number(delivery?.[1]) };
  await expect(page.getByRole('row', { name: /Course cones/ })).toContainText(String(proposed + 1));
  orderPath = new URL(page.url()).pathname + new URL(page.url()).search;
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-order-placed');
});

test('the vendor confirms and ships the order with a tracking number', async ({ page, openSignedIn }) => {
  expect(orderPath).not.toBe('');
  await openSignedIn(demoUser('vendor'), '/shop/orders');
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-orders');
  await page.goto(orderPath);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Order updated.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tracking number' }).fill(`1Z${stamp.toUpperCase()}`);
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText(`Tracking number: 1Z${stamp.toUpperCase()}`)).toBeVisible();
  await expect(page.getByText('Shipped by Victor Shaw')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-order-shipped');
});

test("the vendor's reports show the shipped order", async ({ page, openSignedIn }) => {
  expect(orderNumber).not.toBe('');
  await openSignedIn(demoUser('vendor'), '/shop/reports/productstatus');
  const cones = page.getByRole('row', { name: /Course cones/ });
  await expect(cones).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-report-product-status');

  await page.goto('/shop/reports/schoolitem');
  await expect(page.getByRole('row', { name: /MAPLE26.*Course cones/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-report-school-items');
});

test("the franchisee's calendar shows the order's delivery and opens the order", async ({
  page,
  openSignedIn,
}) => {
  expect(orderNumber).not.toBe('');
  await openSignedIn(demoUser('franchisee'), '/shop/franchiseecalander');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const delivery = page.getByRole('link', { name: new RegExp(`Delivery of order ${orderNumber}:`) });
  // The delivery is a week before the Thon, which may fall in a later month than today.
  // The calendar opens on this month; the delivery, a week before the Thon, may fall in a later one.
  const today = new Date();
  const monthsAhead =
    deliveryMonth.year * 12 + deliveryMonth.month - (today.getFullYear() * 12 + today.getMonth() + 1);
  for (let month = 0; month < monthsAhead; month += 1)
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(delivery).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'shop-franchisee-calendar');
  await delivery.click();
  await expect(page).toHaveURL(/\/shop\/orderdetail\?id=/);
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible({ timeout: 20_000 });
});

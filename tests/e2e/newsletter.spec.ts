/** The newsletter section (home #newsletter): idle, sending, success, failure, with and without JavaScript. */
import { expect, test } from '@playwright/test';
import { actBeforeHydration } from './support/hydration';

const unique = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const WELCOME = 'Welcome to the Fabulous Readers Club!';

test.describe('with JavaScript', () => {
  test('subscribing shows the welcome with the free-guide note and clears the field', async ({ page }) => {
    await page.goto('/#newsletter');
    const section = page.locator('#newsletter');
    await expect(section.locator('astro-island:not([ssr])')).toHaveCount(1);
    const field = section.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('required', '');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/newsletter/subscribe', async (route) => {
      await held;
      await route.continue();
    });
    await field.fill(unique());
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    await expect(section.getByRole('status')).toContainText(WELCOME);
    await expect(section.getByRole('status')).toContainText('free guide');
    // What comes by mail first is the link to confirm (CONTRACT §16): the answer says so.
    await expect(section.getByRole('status')).toContainText('click the link to confirm your address');
    await expect(field).toHaveValue('');
  });

  test('an address typed before the form hydrated is the one subscribed', async ({ page }) => {
    const email = unique();
    const section = page.locator('#newsletter');
    const field = section.getByRole('textbox', { name: 'Email address' });
    // A slow phone: the visitor types while the island's script is still on its way.
    await actBeforeHydration(page, 'NewsletterForm', async () => {
      await page.goto('/');
      await field.fill(email);
    });
    await expect(field).toHaveValue(email);
    const sent = page.waitForRequest('**/api/newsletter/subscribe');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email });
    await expect(section.getByRole('status')).toContainText(WELCOME);
    await expect(field).toHaveValue('');
  });

  test("an address the server refuses shows the schema's message", async ({ page }) => {
    await page.goto('/#newsletter');
    const section = page.locator('#newsletter');
    await expect(section.locator('astro-island:not([ssr])')).toHaveCount(1);
    await section.getByRole('textbox', { name: 'Email address' }).fill('a@b');
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByText('Please enter a valid email address')).toBeVisible();
  });

  test("when the server fails: 'Something went wrong' / 'Please try again later.'", async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 500, body: '{"message":"down"}' }),
    );
    await page.goto('/#newsletter');
    const section = page.locator('#newsletter');
    await expect(section.locator('astro-island:not([ssr])')).toHaveCount(1);
    const field = section.getByRole('textbox', { name: 'Email address' });
    await field.fill(unique());
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(section.getByRole('status')).toContainText('Something went wrong');
    await expect(section.getByRole('status')).toContainText('Please try again later.');
    await expect(field).not.toHaveValue('');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and lands on the welcome page', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#newsletter');
    await section.getByRole('textbox', { name: 'Email address' }).fill(unique());
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/thanks$/);
    await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
    await expect(page.getByText(/confirm your address: your free guide/)).toBeVisible();
  });

  test('an address the server refuses lands on the error page', async ({ page }) => {
    await page.goto('/');
    await page.locator('#newsletter').getByRole('textbox', { name: 'Email address' }).fill('a@b');
    await page.locator('#newsletter').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/error\?reason=invalid$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  });
});

test('the free guide the welcome mail links to is a real page', async ({ page }) => {
  await page.goto('/free-guide');
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Beginner's Guide");
  await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveCount(9);
});

/** /contact 'Get in Touch': field errors, success and failure toasts, the no-JavaScript form post, a11y. */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { actBeforeHydration } from './support/hydration';

const fill = async (
  page: Page,
  values: { name: string; email: string; subject: string; message: string },
) => {
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Subject').fill(values.subject);
  await page.getByLabel('Message').fill(values.message);
};
const unique = () => `E2E ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test.describe('with JavaScript', () => {
  test('shows a message under each field from the shared schema and sends nothing', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posted++;
    });
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(2); // the form and the toaster have hydrated
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please enter your message')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused(); // the first field to fix
    await page.getByLabel('Name').fill('Ada');
    await expect(page.getByText('Please enter your name')).toHaveCount(0); // re-checked as it changes
    await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Email').fill('a@b');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();
    expect(posted).toBe(0);
  });

  test('sends the message: success toast and a cleared form', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(2);
    await fill(page, { name: 'Ada', email: 'ada@example.com', subject: unique(), message: 'Hello Kendra!' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('what a visitor typed before the form hydrated is what it sends', async ({ page }) => {
    const values = { name: 'Ada', email: 'ada@example.com', subject: unique(), message: 'Typed early.' };
    await actBeforeHydration(page, 'ContactForm', async () => {
      await page.goto('/contact');
      await fill(page, values);
    });
    await expect(page.getByLabel('Subject')).toHaveValue(values.subject);
    const sent = page.waitForRequest('**/api/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).postDataJSON()).toMatchObject(values);
    await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
  });

  test("when the server fails: 'Failed to send message' and the words stay in the form", async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
    await page.goto('/contact');
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(2);
    await fill(page, { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Please keep me.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Failed to send message', { exact: true })).toBeVisible();
    await expect(
      page.getByText('There was an error sending your message. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Please keep me.');
  });

  test('no serious or critical axe-core violations, also with errors shown', async ({ page }) => {
    await page.goto('/contact');
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(2);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('loads one React runtime for all islands on /contact and /community', async ({ page }) => {
    for (const path of ['/contact', '/community']) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const renderers = await page
        .locator('astro-island')
        .evaluateAll((islands) => [...new Set(islands.map((i) => i.getAttribute('renderer-url')))]);
      expect(renderers).toHaveLength(1);
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts and lands on the sent page', async ({ page }) => {
    await page.goto('/contact');
    await fill(page, {
      name: 'No Script',
      email: 'noscript@example.com',
      subject: unique(),
      message: 'Sent without JavaScript.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible();
  });

  test('a message the server refuses lands on the error page', async ({ page }) => {
    await page.goto('/contact');
    // 'a@b' passes the browser's email check but not the server's schema.
    await fill(page, { name: 'No Script', email: 'a@b', subject: 'Hi', message: 'Refused.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/error\?reason=invalid$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Failed to send message' })).toBeVisible();
  });
});

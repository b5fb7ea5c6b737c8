/** /book/{id}/preview: the book, its first free chapter or 'Preview Coming Soon', the redirect and the 404. */
import { expect, test } from '@playwright/test';

test('a book with a preview: cover, title, stars, Buy on Amazon, the first chapter and a purchase prompt', async ({
  page,
}) => {
  await page.goto('/book/1/preview');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Red Door');
  await expect(page.getByRole('img', { name: 'Cover of The Red Door' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
  const buy = page.getByRole('link', { name: /^Buy on Amazon/ });
  await expect(buy).toHaveAttribute('href', 'https://www.amazon.com/dp/B0CRD7K2QX');
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', /noopener/);
  await expect(page.getByText('Free Preview', { exact: true })).toBeVisible();
  await expect(page.getByText('~5 minute read', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Chapter One: The Red Door' })).toBeVisible();
  await expect(page.locator('article')).toContainText(
    "The realtor's sign had fallen face-down in the sandspurs",
  );
  expect(await page.locator('article .markdown > p').count()).toBeGreaterThan(3);
  await expect(page.getByRole('heading', { name: 'Ready for the rest of the story?' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Get the Full Book/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Preview Coming Soon')).toHaveCount(0);
});

test('Back to Books goes home', async ({ page }) => {
  await page.goto('/book/2/preview');
  await page.getByRole('link', { name: 'Back to Books' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [id, title] of [
  [12, 'Every Shade of Brave'],
  [13, 'The Last Dance at Magnolia Hall'],
  [14, 'Sweet Tea and Second Chances'],
] as const) {
  test(`book ${id} has no preview: 'Preview Coming Soon' with 'Get the Full Book Now'`, async ({ page }) => {
    await page.goto(`/book/${id}/preview`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'Preview Coming Soon' })).toBeVisible();
    const buy = page.getByRole('link', { name: /^Get the Full Book Now/ });
    await expect(buy).toHaveAttribute('target', '_blank');
    await expect(buy).toHaveAttribute('href', /^https:\/\/www\.amazon\.com\//);
    await expect(page.getByText('Free Preview', { exact: true })).toHaveCount(0);
  });
}

test('star ratings show a half star from .5 and say the rating', async ({ page }) => {
  await page.goto('/book/9/preview');
  const stars = page.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ });
  await expect(stars).toHaveCount(1);
  await expect(stars.locator('svg')).toHaveCount(5);
});

test('/book-preview/{id} redirects permanently to /book/{id}/preview, and both share one canonical URL', async ({
  page,
  request,
}) => {
  const response = await request.get('/book-preview/2', { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(response.headers().location).toMatch(/\/book\/2\/preview$/);
  await page.goto('/book-preview/2');
  await expect(page).toHaveURL(/\/book\/2\/preview$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Loud Little Heart');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/book\/2\/preview$/,
  );
});

test('the footer Latest Books links land on the preview', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Latest Books' }).getByRole('link').nth(2).click();
  await expect(page).toHaveURL(/\/book\/3\/preview$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sequins on Sunday');
});

test('SEO: Book JSON-LD, Open Graph with the book image, canonical', async ({ page }) => {
  await page.goto('/book/3/preview');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: 'Sequins on Sunday',
    author: { '@type': 'Person', name: 'Kendra Lane' },
    aggregateRating: { ratingValue: 4.9, bestRating: 5 },
  });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/book\/3\.png$/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'book');
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /\/og\/book\/3\.png$/);
  await expect(page).toHaveTitle(/Sequins on Sunday/);
});

for (const path of ['/book/999/preview', '/book/abc/preview', '/book-preview/999']) {
  test(`${path} answers 404 'Book Not Found' with 'Return Home'`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Not Found');
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
}

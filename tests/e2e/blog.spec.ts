/** /blog and /blog/{id}: cards, the post page, its calls to action and the 404. */
import { expect, test } from '@playwright/test';
import { seedPosts } from '../../db/seed-data/blog';

const minutes = (text: string) => Math.ceil(text.split(/\s+/).filter(Boolean).length / 200);

test('the blog lists every post newest first with cover, title, excerpt, long date and Read More', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Blog');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(seedPosts.length);
  const newest = [...seedPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(newest.map((p) => p.title));
  const march = cards.filter({ hasText: 'Behind the Seams' });
  await expect(march.locator('time')).toHaveText('March 5, 2025');
  await expect(march.locator('time')).toHaveAttribute('datetime', '2025-03-05');
  await expect(march.locator('img')).toHaveAttribute('src', '/images/blog/post-3.svg');
  await expect(march).toContainText(seedPosts[2]!.excerpt);
  await expect(march.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/blog/3');
});

test('a visitor is not offered Create Blog Post, and /blog still loads no script file', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const stylesheet = page.waitForResponse('**/api/auth/owner.css');
  await page.goto('/blog');
  await expect(page.locator('a[href="/blog/create"]')).toBeHidden();
  // The server answered this visitor's owner stylesheet with nothing to show.
  expect(await (await stylesheet).text()).not.toContain('display');
  await expect(page.getByRole('link', { name: 'Create Blog Post' })).toHaveCount(0);
  // Nor do keyboard users meet it: Tab never lands on it.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).not.toBe('/blog/create');
  }
  expect(scripts).toEqual([]);
});

test('Read More opens the post: title, date, read time, cover, excerpt, content with its paragraphs, and the calls to action', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: /^Read More about Behind the Seams/ }).click();
  await expect(page).toHaveURL(/\/blog\/3$/);
  const post = seedPosts[2]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  // The post's own date and cover (related posts below have theirs).
  const article = page.locator('main > article');
  await expect(article.locator(':scope > p time')).toHaveText('March 5, 2025');
  await expect(page.getByText(`${minutes(post.content)} min read`, { exact: true })).toBeVisible();
  await expect(article.locator(':scope > img')).toHaveAttribute('src', '/images/blog/post-3.svg');
  await expect(page.locator('main')).toContainText(post.excerpt);
  const paragraphs = post.content.split(/\n\s*\n/).filter((p) => p.trim());
  await expect(page.locator('main .markdown > p')).toHaveCount(paragraphs.length);
  await expect(page.getByRole('link', { name: 'Explore My Books' })).toHaveAttribute('href', '/#books');
  await expect(page.getByRole('link', { name: 'Join the Newsletter' })).toHaveAttribute(
    'href',
    '/#newsletter',
  );
});

test('a post without a cover shows no cover image', async ({ page }) => {
  await page.goto('/blog/8');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seedPosts[7]!.title);
  await expect(page.locator('main > article > img, main > article > picture')).toHaveCount(0);
});

test('a post leads on: previous and next posts, up to three related by tag, and plain share links', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/blog/2', { waitUntil: 'networkidle' });
  const around = page.getByRole('navigation', { name: 'More posts' });
  await expect(around.getByRole('link', { name: /Previous post/ })).toHaveAttribute('href', '/blog/1');
  await expect(around.getByRole('link', { name: /Previous post/ })).toContainText(seedPosts[0]!.title);
  await expect(around.getByRole('link', { name: /Next post/ })).toHaveAttribute('href', '/blog/3');
  // Posts 6, 4 (Busy Brains) and 1 (Writing Craft) share a tag with post 2: newest first.
  const related = page.getByRole('region', { name: 'Related posts' }).getByRole('heading', { level: 3 });
  await expect(related).toHaveText([seedPosts[5]!.title, seedPosts[3]!.title, seedPosts[0]!.title]);
  const share = page.getByRole('region', { name: 'Share this post' }).getByRole('link');
  await expect(share).toHaveCount(6);
  const url = encodeURIComponent(new URL('/blog/2', 'http://localhost:4321').href);
  await expect(share.filter({ hasText: 'Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  );
  await expect(share.filter({ hasText: 'LinkedIn' })).toHaveAttribute('target', '_blank');
  await expect(share.filter({ hasText: 'Email' })).toHaveAttribute('href', /^mailto:\?subject=/);
  // Plain links: no script from the page or any service.
  expect(scripts).toEqual([]);

  // The newest post has no next one; the oldest no previous one.
  await page.goto('/blog/8');
  await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link')).toHaveCount(1);
  await page.goto('/blog/1');
  await expect(
    page.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: /Next post/ }),
  ).toHaveAttribute('href', '/blog/2');
  await expect(page.getByRole('navigation', { name: 'More posts' }).getByRole('link')).toHaveCount(1);
});

test('the call to action lands on the home page newsletter', async ({ page }) => {
  await page.goto('/blog/1');
  await page.getByRole('link', { name: 'Join the Newsletter' }).click();
  await expect(page).toHaveURL(/\/#newsletter$/);
  await expect(page.locator('#newsletter')).toBeInViewport();
});

test('SEO: BlogPosting JSON-LD, article type and canonical', async ({ page }) => {
  await page.goto('/blog/2');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data).toMatchObject({
    '@type': 'BlogPosting',
    headline: seedPosts[1]!.title,
    datePublished: seedPosts[1]!.publishedAt,
    author: { name: 'Kendra Lane' },
  });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/2$/);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/rss.xml',
  );
});

for (const path of ['/blog/999', '/blog/oops']) {
  test(`${path} answers 404 'Post Not Found' with Back to Blog`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/#blog$/);
  });
}

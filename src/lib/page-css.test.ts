import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageClasses, scriptsMayAddClasses, selectorClasses, trimPageCss, usedCss } from './page-css';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('selectorClasses', () => {
  it.each([
    ['.btn', ['btn']],
    ['.sm\\:grid-cols-2', ['sm:grid-cols-2']],
    ['.w-1\\/2', ['w-1/2']],
    ['.\\32 xl\\:p-4', ['2xl:p-4']],
    ['.text-\\[0\\.9375rem\\]', ['text-[0.9375rem]']],
    [
      '.group-aria-expanded\\:hidden:is(:where(.group)[aria-expanded="true"] *)',
      ['group-aria-expanded:hidden', 'group'],
    ],
    ['h1, h2', []],
    ['a[href$=".pdf"]', []],
    ['[hidden]:where(:not([hidden="until-found"]))', []],
  ])('%s requires %j', (selector, names) => {
    expect(selectorClasses(selector)).toEqual(names);
  });
});

describe('pageClasses', () => {
  it('reads every class attribute, entities decoded', () => {
    expect([
      ...pageClasses('<a class="btn  sm:p-4">x</a><p class="[&amp;>svg]:size-4"></p><i data-class="no"></i>'),
    ]).toEqual(['btn', 'sm:p-4', '[&>svg]:size-4']);
  });
});

describe('usedCss', () => {
  const css =
    '/*! tailwindcss */@layer theme,base;@layer base{*,::before{box-sizing:border-box}h1{font-size:2rem}}' +
    '@layer utilities{.btn{padding:1rem;color:red}.unused{color:blue}.a,.b{margin:0}' +
    '.hover\\:bg-band{&:hover{@media (hover:hover){background:var(--band)}}}' +
    '.sm\\:hidden{@media (width>=40rem){display:none}}}' +
    '@media (prefers-color-scheme:dark){.dark\\:unused{color:white}}' +
    '@keyframes spin{to{transform:rotate(360deg)}}@property --tw-x{syntax:"*";inherits:false}';

  it('keeps the rules the classes use and those that name no class, and drops the rest', () => {
    expect(usedCss(css, new Set(['btn', 'b', 'hover:bg-band']))).toBe(
      '/*! tailwindcss*/@layer theme,base;@layer base{*,::before{box-sizing:border-box}h1{font-size:2rem}}' +
        '@layer utilities{.btn{padding:1rem;color:red}.b{margin:0}' +
        '.hover\\:bg-band{&:hover{@media (hover:hover){background:var(--band)}}}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}@property --tw-x{syntax:"*";inherits:false}',
    );
  });

  it('leaves a stylesheet whose every rule is used exactly as it was', () => {
    const all = new Set(['btn', 'unused', 'a', 'b', 'hover:bg-band', 'sm:hidden', 'dark:unused']);
    expect(usedCss(css, all)).toBe(css);
  });
});

describe('trimPageCss', () => {
  const css = '.used{color:red}.gone{color:blue}';
  const noscript = '<noscript><style>.gone{display:block}</style></noscript>';
  const page = (body: string) =>
    `<html><head><style>${css}</style>${noscript}</head><body><p class="used">Hi</p>${body}</body></html>`;
  const policy = `default-src 'self'; style-src 'self' ${sha(css)} ${sha('.gone{display:block}')}`;

  it('cuts the page stylesheet and swaps its hash in the policy; the noscript style stays', () => {
    const { html, policy: newPolicy } = trimPageCss(page(''), policy);
    expect(html).toContain('<style>.used{color:red}</style>');
    expect(html).toContain(noscript);
    expect(newPolicy).toBe(
      `default-src 'self'; style-src 'self' ${sha('.used{color:red}')} ${sha('.gone{display:block}')}`,
    );
  });

  it('leaves a stylesheet whose hash the policy does not name as it is, so a cut one is never refused', () => {
    const other = `default-src 'self'; style-src 'self' ${sha('.gone{display:block}')}`;
    expect(trimPageCss(page(''), other)).toEqual({ html: page(''), policy: other });
  });

  it.each([
    ['an island', '<astro-island component-url="/_astro/a.js"></astro-island>'],
    ['a script file', '<script type="module" src="/_astro/a.js"></script>'],
    ['an inline script that sets classes', '<script>document.body.classList.add("gone")</script>'],
  ])('leaves a page with %s as it is', (_, body) => {
    expect(scriptsMayAddClasses(page(body))).toBe(true);
    expect(trimPageCss(page(body), policy)).toEqual({ html: page(body), policy });
  });

  it.each([
    ['<style> in an attribute', '<meta name="description" content="Why I wrote <style> tags">'],
    ['an unclosed string after <style> in an attribute', `<meta content="it's <style>'a">`],
  ])('never breaks a page with %s: what is no stylesheet is left as it is', (_, meta) => {
    const html = `<html><head>${meta}<link rel="alternate" href="/rss.xml"><style>${css}</style></head><body><p class="used">Hi</p></body></html>`;
    const trimmed = trimPageCss(html, policy);
    expect(trimmed.html.startsWith(`<html><head>${meta}<link rel="alternate" href="/rss.xml">`)).toBe(true);
    expect(trimmed.html).toContain('<p class="used">Hi</p>');
  });

  it('still cuts a page whose scripts only hold data or touch attributes', () => {
    const body =
      '<script type="application/ld+json">{"class":"x"}</script><script>document.documentElement.dataset.theme="dark"</script>';
    expect(scriptsMayAddClasses(page(body))).toBe(false);
    expect(trimPageCss(page(body), policy).html).toContain('<style>.used{color:red}</style>');
  });
});

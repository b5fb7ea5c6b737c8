/**
 * The owner's Markdown (posts, preview chapters) to safe HTML, with one well-kept
 * pipeline: CommonMark (remark-parse) with GitHub's tables, autolinks, strikethrough
 * and task lists (remark-gfm), to HTML (remark-rehype), the HTML CommonMark lets a text
 * hold parsed as a browser would (rehype-raw), then through rehype-sanitize with GitHub's
 * schema (no script, no event handler, no `javascript:` URL: `<img onerror=...>` keeps
 * the image and loses the handler, `<script>` and `<style>` go with their text), to a string.
 * Pages call it at build time; the admin's preview endpoint calls the same function,
 * so a preview is the page.
 *
 * Single line breaks are kept (remark-breaks): they mattered in the plain-text posts
 * written before Markdown, and the owner types in a plain textarea.
 */
import type { Element, ElementContent, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import type { MediaAsset } from '~db/schema';
import { pictureSources } from '~/features/media/srcset';

/** Attributes a post must not set on the page around it: its focus order, its shortcuts, its microdata. */
const PAGE_ATTRIBUTES = new Set(['tabIndex', 'accessKey', 'itemProp', 'itemScope', 'itemType']);

/**
 * GitHub's own sanitizing schema (rehype-sanitize's default), with the raw-text elements
 * (style, textarea, title...) removed together with their text rather than leaving it on the
 * page, and without the attributes of PAGE_ATTRIBUTES.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  strip: [
    ...(defaultSchema.strip ?? []),
    'style',
    'textarea',
    'title',
    'iframe',
    'noembed',
    'noframes',
    'xmp',
    'noscript',
    'template',
    'plaintext',
  ],
  attributes: Object.fromEntries(
    Object.entries(defaultSchema.attributes ?? {}).map(([element, allowed]) => [
      element,
      allowed.filter(
        (attribute) => !PAGE_ATTRIBUTES.has(Array.isArray(attribute) ? attribute[0] : attribute),
      ),
    ]),
  ),
};

export interface RenderOptions {
  /**
   * The level the text's top headings take, so they sit under the page's own: 2 on a
   * post page (its title is the h1), 3 in a chapter (under its h2). Lower headings keep
   * their distance from the top ones.
   */
  topHeadingLevel?: number;
  /** Looks up an uploaded image by its URL, to give it responsive sizes. */
  findImage?: (url: string) => Promise<MediaAsset | undefined>;
  /** `sizes` for responsive images in the body; the column width by default. */
  imageSizes?: string;
}

/** Moves the headings so the highest one is at `top` (the others keep their distance; h6 at most). */
function shiftHeadings(top: number) {
  return (tree: Root) => {
    const headings: [Element, number][] = [];
    visit(tree, 'element', (node: Element) => {
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (level) headings.push([node, Number(level)]);
    });
    const offset = top - Math.min(...headings.map(([, level]) => level));
    for (const [node, level] of headings) node.tagName = `h${Math.min(6, level + offset)}`;
  };
}

/**
 * Images in the body load lazily (they are below the title and cover); an uploaded one
 * becomes a <picture> with WebP and original-format srcsets and its width and height, and
 * its alt text when the Markdown gives none.
 * Runs after the sanitizer: it only adds attributes the site itself computes.
 */
function responsiveImages(findImage: RenderOptions['findImage'], sizes: string) {
  return async (tree: Root) => {
    const images: { node: Element; parent: Root | Element; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'img' && parent && index !== undefined)
        images.push({ node, parent: parent as Root | Element, index });
    });
    for (const { node, parent, index } of images) {
      node.properties.loading = 'lazy';
      node.properties.decoding = 'async';
      const src = typeof node.properties.src === 'string' ? node.properties.src : '';
      const asset = src && findImage ? await findImage(src) : undefined;
      if (!asset) continue;
      // An image written without a description gets the one the owner gave at upload.
      if (!node.properties.alt && asset.alt) node.properties.alt = asset.alt;
      const sources = pictureSources(asset);
      node.properties.srcSet = sources.original;
      node.properties.sizes = sizes;
      node.properties.width = asset.width;
      node.properties.height = asset.height;
      const picture: Element = {
        type: 'element',
        tagName: 'picture',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'source',
            properties: { type: 'image/webp', srcSet: sources.webp, sizes },
            children: [],
          },
          node,
        ],
      };
      parent.children[index] = picture as ElementContent;
    }
  };
}

/**
 * The sanitizer prefixes every id and name with `user-content-` (so the owner's HTML can
 * never clobber the page's globals); in-page links (footnotes, `[see](#anchor)`) follow.
 */
function prefixFragmentLinks(prefix: string) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && href.startsWith('#') && href.length > 1)
        node.properties.href = `#${prefix}${href.slice(1)}`;
    });
  };
}

/** One call's settings, carried to the plugins in its file's data. */
type Settings = Required<Pick<RenderOptions, 'topHeadingLevel' | 'imageSizes'>> &
  Pick<RenderOptions, 'findImage'>;
const settings = (file: VFile) => file.data.markdown as Settings;

/** The pipeline, built once (unified's advice for repeated use). */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkBreaks)
  // The sanitizer adds the one id prefix (remark-rehype would add a second to footnotes).
  .use(remarkRehype, { clobberPrefix: '', allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, schema)
  .use(() => prefixFragmentLinks(schema.clobberPrefix ?? 'user-content-'))
  .use(() => (tree: Root, file) => shiftHeadings(settings(file).topHeadingLevel)(tree))
  .use(() => (tree: Root, file) => {
    const { findImage, imageSizes } = settings(file);
    return responsiveImages(findImage, imageSizes)(tree);
  })
  .use(rehypeStringify)
  .freeze();

/** Renders Markdown to sanitized HTML. */
export async function renderMarkdown(markdown: string, options: RenderOptions = {}): Promise<string> {
  const { topHeadingLevel = 2, findImage, imageSizes = '(min-width: 48rem) 48rem, 100vw' } = options;
  const file = new VFile({ value: markdown, data: { markdown: { topHeadingLevel, findImage, imageSizes } } });
  return String(await processor.process(file));
}

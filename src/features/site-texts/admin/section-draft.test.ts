/** A Site tab section's draft: paths into the text, 'lines' fields, item order and where each error shows. */
import { describe, expect, it } from 'vitest';
import { controlOf, controlsOf, fromDraft, getPath, setPath, toDraft } from './section-draft';
import { SITE_SECTIONS } from './site-sections';

const services = SITE_SECTIONS.find((s) => s.key === 'services')!;
const about = SITE_SECTIONS.find((s) => s.key === 'about')!;

const service = (id: string, order: number) => ({
  id,
  order,
  title: id,
  description: 'd',
  price: '$1',
  duration: '1h',
  includes: ['a', 'b'],
});

describe('paths', () => {
  it('reads and writes through arrays and objects without changing the original', () => {
    const value = [{ seo: { title: 'x' } }];
    const next = setPath(value, '0.seo.title', 'y');
    expect(getPath(next, '0.seo.title')).toBe('y');
    expect(getPath(value, '0.seo.title')).toBe('x');
    expect(Array.isArray(next)).toBe(true);
  });
});

describe('drafts', () => {
  it("holds a list's 'lines' fields as one text, and numbers the items in their order on the way back", () => {
    const draft = toDraft(services, [service('b', 7), service('a', 3)]);
    expect(getPath(draft, '0.includes')).toBe('a\nb');
    const edited = setPath(draft, '1.includes', ' one \n\n two ');
    expect(fromDraft(services, edited)).toEqual([
      { ...service('b', 1) },
      { ...service('a', 2), includes: ['one', 'two'] },
    ]);
  });

  it('names the controls of an object section by their dotted paths', () => {
    expect(controlsOf(about, {}).map((c) => c.path)).toContain('seo.title');
  });
});

describe('controlOf', () => {
  const controls = controlsOf(services, [service('a', 1), service('b', 2)]);
  it.each([
    [[1, 'price'], '1.price'],
    [[0, 'includes', 3], '0.includes'],
    [[0], ''],
    [[], ''],
  ])('an error at %o shows at %o', (path, name) => {
    expect(controlOf(controls, path)).toBe(name);
  });
});

/** Seeded examples in the site texts: marked while unchanged, removed (or emptied) in one step. */
import { describe, expect, it } from 'vitest';
import { countDemoItems, removeDemoItems, settleDemoMarks } from './demo-texts';

const seeded = [
  { id: 'a', quote: 'Seeded A', name: 'Ann', demo: true },
  { id: 'b', quote: 'Seeded B', name: 'Bea', demo: true },
];

describe('settleDemoMarks', () => {
  it('keeps the mark of an unchanged seeded item, whatever the key order', () => {
    const saved = settleDemoMarks(seeded, [
      { name: 'Ann', quote: 'Seeded A', id: 'a', demo: true },
      { id: 'b', quote: 'Seeded B', name: 'Bea' },
    ]);
    expect(saved).toEqual(seeded.map((item) => ({ ...item, demo: true })));
  });

  it('drops the mark of an item the owner changed, and never marks her own', () => {
    const saved = settleDemoMarks(seeded, [
      { id: 'a', quote: 'My own words', name: 'Ann', demo: true },
      { id: 'c', quote: 'New', name: 'Cy', demo: true },
    ]);
    expect(saved).toEqual([
      { id: 'a', quote: 'My own words', name: 'Ann' },
      { id: 'c', quote: 'New', name: 'Cy' },
    ]);
  });

  it('never brings a mark back to an item that had lost it', () => {
    const mine = [{ id: 'a', quote: 'Seeded A', name: 'Ann' }];
    expect(settleDemoMarks(mine, [{ ...mine[0], demo: true }])).toEqual(mine);
  });

  it('leaves a text that is not a list as it is', () => {
    expect(settleDemoMarks({ heading: 'x' }, { heading: 'y' })).toEqual({ heading: 'y' });
  });
});

describe('removing the seeded examples', () => {
  const mixed = [...seeded, { id: 'mine', quote: 'Mine', name: 'Me' }];

  it('counts them', () => {
    expect(countDemoItems(mixed)).toBe(2);
    expect(countDemoItems(undefined)).toBe(0);
  });

  it('removes them from a list and keeps the owner’s', () => {
    expect(removeDemoItems('testimonials', mixed)).toEqual([{ id: 'mine', quote: 'Mine', name: 'Me' }]);
  });

  it('empties a seeded figure (which hides it) and keeps its place, label and the owner’s figures', () => {
    const figures = [
      { id: 'subscribers', value: '2,500+', label: 'Newsletter subscribers', demo: true },
      { id: 'novels', value: '3', label: 'Novels published' },
    ];
    expect(removeDemoItems('figures', figures)).toEqual([
      { id: 'subscribers', value: '', label: 'Newsletter subscribers' },
      { id: 'novels', value: '3', label: 'Novels published' },
    ]);
  });
});

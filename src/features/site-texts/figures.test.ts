/** The owner's figures in page copy: a shown figure fills its place, a hidden one takes its words with it. */
import { describe, expect, it } from 'vitest';
import { fillFigures, HOME_FIGURES, pickFigures, shownFigures } from './figures';

const figures = shownFigures([
  { id: 'novels', value: '14', label: 'Novels published' },
  { id: 'readers', value: '3,500+', label: 'Readers' },
  { id: 'countries', value: '', label: 'Countries reached' },
  { id: 'stories', value: '  ', label: 'Stories' },
]);

describe('shownFigures', () => {
  it('keeps only the figures with a value', () => {
    expect(Object.keys(figures).sort()).toEqual(['novels', 'readers']);
  });

  it('lists the home figures that are shown, in the home order', () => {
    expect(pickFigures(figures, HOME_FIGURES).map((f) => f.id)).toEqual(['readers', 'novels']);
  });
});

describe('fillFigures', () => {
  it.each([
    ['[{novels} novels|Novels] about second chances', '14 novels about second chances'],
    ['I wrote [{novels} novels|novels].', 'I wrote 14 novels.'],
    // One hidden figure in a clause: the clause's plain form.
    ['[{readers} readers in {countries} countries|Readers] who read', 'Readers who read'],
    ['What we promise[, and {stories} stories|].', 'What we promise.'],
    ['Books[, read in {countries} countries|].', 'Books.'],
    ['No figures here.', 'No figures here.'],
    ['{novels} books, {countries} places', '14 books,  places'],
  ])('%j reads %j', (template, text) => {
    expect(fillFigures(template, figures)).toBe(text);
  });

  it('reads every clause plainly when no figure is shown', () => {
    expect(fillFigures('[{novels} novels|Novels] about[, read in {countries} countries|].', {})).toBe(
      'Novels about.',
    );
  });
});

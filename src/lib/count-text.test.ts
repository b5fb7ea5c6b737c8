import { describe, expect, it } from 'vitest';
import { countOf, nounFor, type Noun } from './count-text';

const MAIL: Noun = ['mail', 'mails'];
const STORY: Noun = ['story', 'stories'];

describe('countOf', () => {
  it.each([
    [0, MAIL, '0 mails'],
    [1, MAIL, '1 mail'],
    [2, MAIL, '2 mails'],
    [1, STORY, '1 story'],
    [9, STORY, '9 stories'],
    [1204, ['confirmed subscriber', 'confirmed subscribers'] as Noun, '1,204 confirmed subscribers'],
  ])('%i with %j is %s', (count, noun, text) => {
    expect(countOf(count, noun)).toBe(text);
  });

  it('uses the plural for anything but exactly one', () => {
    expect(nounFor(0.5, STORY)).toBe('stories');
    expect(nounFor(1, STORY)).toBe('story');
  });
});

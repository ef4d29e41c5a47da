import { describe, expect, it } from 'vitest';
import { closestMatch, editDistance } from '../../../src/node/closestMatch.js';

describe('closestMatch', () => {
  it('suggests the id a typo was meant to be', () => {
    expect(closestMatch('instalation', ['intro', 'installation', 'configuration'])).toBe('installation');
    expect(closestMatch('guides/whats-nxet', ['guides/whats-next', 'guides/intro'])).toBe('guides/whats-next');
  });

  it('suggests nothing when every candidate is another name altogether', () => {
    expect(closestMatch('api', ['cli', 'seo'])).toBeUndefined();
    expect(closestMatch('deployment', ['intro', 'installation'])).toBeUndefined();
  });

  it('counts insertions, deletions, substitutions and swaps of neighbours', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { withItem } from './sets';

describe('withItem', () => {
  it('adds or removes the item in a copy, leaving the set it was given as it was', () => {
    const ids: ReadonlySet<number> = new Set([1, 2]);
    expect([...withItem(ids, 3, true)]).toEqual([1, 2, 3]);
    expect([...withItem(ids, 1, false)]).toEqual([2]);
    expect([...withItem(ids, 2, true)]).toEqual([1, 2]);
    expect([...ids]).toEqual([1, 2]);
  });
});

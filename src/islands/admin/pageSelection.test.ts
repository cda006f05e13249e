import { describe, expect, it } from 'vitest';
import { pageSelectionState, toggledPageSelection } from './pageSelection';

describe('selecting a page of leads', () => {
  it("selects every lead of the page, then none of them, keeping other pages' choices", () => {
    const picked = toggledPageSelection(new Set([1, 99]), [1, 2, 3]);
    expect([...picked].sort((a, b) => a - b)).toEqual([1, 2, 3, 99]);
    expect([...toggledPageSelection(picked, [1, 2, 3])]).toEqual([99]);
    expect([...toggledPageSelection(new Set(), [])]).toEqual([]);
  });

  it('reads the header checkbox as checked, mixed or not', () => {
    expect(pageSelectionState(new Set([1, 2]), [1, 2])).toBe(true);
    expect(pageSelectionState(new Set([1]), [1, 2])).toBe('mixed');
    expect(pageSelectionState(new Set([5]), [1, 2])).toBe(false);
    expect(pageSelectionState(new Set(), [])).toBe(false);
  });
});

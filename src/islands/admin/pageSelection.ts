/** The selection after "select all on this page" is toggled: every id of the page added, or removed. */
export function toggledPageSelection(selected: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const next = new Set(selected);
  const all = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** Whether the page's header checkbox reads checked, mixed or unchecked. */
export function pageSelectionState(selected: ReadonlySet<number>, pageIds: readonly number[]): boolean | 'mixed' {
  const count = pageIds.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === pageIds.length ? true : 'mixed';
}

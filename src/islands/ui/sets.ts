/** A copy of `set` with `item` in it (`present`) or not: a set held in React state is replaced, never changed. */
export function withItem<T>(set: ReadonlySet<T>, item: T, present: boolean): Set<T> {
  const next = new Set(set);
  if (present) next.add(item);
  else next.delete(item);
  return next;
}

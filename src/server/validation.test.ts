import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { findUnstorableInput, MAX_INPUT_LIST_ITEMS, validate } from './validation.ts';

/** A list of `length` numbers that counts how many of its items anything reads. */
function countingList(length: number) {
  const counter = { reads: 0 };
  const list = new Proxy(new Array<number>(length).fill(1), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) counter.reads += 1;
      return Reflect.get(target, key, receiver);
    },
  });
  return { list, counter };
}

describe('a list too long to look through', () => {
  it('is refused by its length alone, naming the field, before any of its items is read', () => {
    const { list, counter } = countingList(1_000_000);
    expect(findUnstorableInput({ inputs: { loadKW: list } })).toEqual({
      path: 'inputs.loadKW',
      message: `Expected at most ${MAX_INPUT_LIST_ITEMS} items, received 1000000`,
    });
    expect(counter.reads).toBe(0);
    // validate() looks for it before the schema runs: a schema that would walk the list never sees it.
    expect(() => validate(z.object({ inputs: z.object({ loadKW: z.array(z.number()) }) }), { inputs: { loadKW: list } })).toThrow(
      `Invalid request: inputs.loadKW: Expected at most ${MAX_INPUT_LIST_ITEMS} items, received 1000000`,
    );
    expect(counter.reads).toBe(0);
  });

  it('is looked through up to the limit, and a string in it is still checked, named by its index', () => {
    const { list, counter } = countingList(MAX_INPUT_LIST_ITEMS);
    expect(findUnstorableInput({ loadKW: list })).toBeUndefined();
    expect(counter.reads).toBe(MAX_INPUT_LIST_ITEMS);
    const withText = [1, 2, 'a\u0000b'];
    expect(findUnstorableInput({ loadKW: withText })).toEqual({
      path: 'loadKW.2',
      message: 'Must not contain NUL characters or unpaired surrogates',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answerCache.ts';

/** Answers a body twice: an answer is kept the second time its body is seen. */
const answerTwice = (cache: AnswerCache, body: string, answer: string) => {
  cache.set(body, answer);
  return cache.set(body, answer);
};
const text = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : new TextDecoder().decode(bytes));

describe('AnswerCache', () => {
  it('answers a body it kept, and nothing for another body', () => {
    const cache = new AnswerCache(4, 100);
    expect(text(cache.set('{"a":1}', '{"price":42}'))).toBe('{"price":42}');
    expect(cache.get('{"a":1}')).toBeUndefined(); // seen once: not kept
    cache.set('{"a":1}', '{"price":42}');
    expect(text(cache.get('{"a":1}'))).toBe('{"price":42}');
    expect(cache.get('{"a":2}')).toBeUndefined();
  });

  it('keeps at most its bound, dropping the least recently used', () => {
    const cache = new AnswerCache(2, 100);
    answerTwice(cache, '1', 'one');
    answerTwice(cache, '2', 'two');
    expect(text(cache.get('1'))).toBe('one'); // used: '2' is now the oldest
    answerTwice(cache, '3', 'three');
    expect(cache.size).toBe(2);
    expect(cache.get('2')).toBeUndefined();
    expect(text(cache.get('1'))).toBe('one');
    expect(text(cache.get('3'))).toBe('three');
  });

  it('keeps nothing from a stream of bodies each new, and remembers a bounded number of them', () => {
    const cache = new AnswerCache(2, 100);
    for (let body = 0; body < 100; body++) cache.set(String(body), 'answer');
    expect(cache.size).toBe(0);
    cache.set('99', 'answer'); // among the 8 remembered: kept
    cache.set('0', 'answer'); // long forgotten: remembered again, not kept
    expect(cache.size).toBe(1);
    expect(cache.get('0')).toBeUndefined();
  });

  it('does not keep a body longer than its bound', () => {
    const cache = new AnswerCache(2, 4);
    expect(text(answerTwice(cache, '12345', 'long'))).toBe('long');
    expect(cache.get('12345')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});

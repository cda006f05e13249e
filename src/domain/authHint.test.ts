import { describe, expect, it } from 'vitest';
import { hasAuthHint } from './authHint.ts';

describe('hasAuthHint', () => {
  it.each([
    ['vf_auth=1', true],
    ['theme=dark; vf_auth=1; other=2', true],
    ['', false],
    ['vf_auth=0', false],
    ['xvf_auth=1', false],
    ['vf_auth=10', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasAuthHint(cookies)).toBe(expected);
  });
});

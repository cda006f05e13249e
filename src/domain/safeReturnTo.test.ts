import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safeReturnTo.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/tools/ppa-calculator', '/tools/ppa-calculator'],
    ['/rfq?id=12#items', '/rfq?id=12#items'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['evil.example'],
    ['/api/login?returnTo=/x'],
    ['/api/logout'],
  ])('turns %j into /', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});

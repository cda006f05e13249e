import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Every text of a chart (a figure's SVG: the value axis, the labels along the bottom) reads whole as
 * the browser laid it out: inside the picture, and touching no other text.
 */
export async function expectChartTextWhole(figure: Locator): Promise<void> {
  const problems = await figure.evaluate((element) => {
    const svg = element.querySelector('svg')!;
    const picture = svg.getBoundingClientRect();
    const texts = [...svg.querySelectorAll('text')].map((text) => ({ text: text.textContent ?? '', box: text.getBoundingClientRect() }));
    const found: string[] = [];
    for (const { text, box } of texts) {
      if (box.left < picture.left - 0.5 || box.right > picture.right + 0.5) found.push(`cut off: ${text}`);
    }
    texts.forEach((a, index) => {
      for (const b of texts.slice(index + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 0.5 && down > 0.5) found.push(`overlapping: ${a.text} | ${b.text}`);
      }
    });
    return found;
  });
  expect(problems, (await figure.locator('figcaption').textContent()) ?? 'a chart').toEqual([]);
}

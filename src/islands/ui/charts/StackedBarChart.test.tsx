// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';
import { StackedBarChart } from './StackedBarChart';

const weeks = ['Jan 5', 'Jan 12', 'Jan 19'];

describe('StackedBarChart', () => {
  it('stacks each label’s counts to its total, with ticks spanning the tallest, a legend and the numbers with totals', () => {
    const { container } = render(
      <StackedBarChart
        title="Runs per week"
        description="Runs by calculator"
        labels={weeks}
        labelHeading="Week of"
        series={[
          { label: 'PPA', values: [3, 0, 1200] },
          { label: 'BESS', values: [2, 4, 300] },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: /Runs per week/ })).toBeTruthy();
    // A bar per non-zero count: the empty PPA week draws nothing.
    expect(container.querySelectorAll('svg rect')).toHaveLength(5);
    const ticks = [...container.querySelectorAll('svg > g text')].map((node) => Number(node.textContent!.replace(/,/g, '')));
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(1500);
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['PPA', 'BESS']);
    const table = within(screen.getByRole('region', { name: 'Runs per week: the numbers' })).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'PPA', 'BESS', 'Total']);
    expect(within(table).getByRole('row', { name: /Jan 19/ }).textContent).toBe('Jan 191,2003001,500');
  });
});

describe('the shared chart frame', () => {
  it('draws both charts in one frame: a figure with its caption, the value axis, and evenly spaced labels from the first', () => {
    const labels = Array.from({ length: 25 }, (_, index) => `Y${index + 1}`);
    const { container } = render(
      <>
        <BarChart
          title="Bars"
          description="Yearly"
          labels={labels}
          bars={{ label: 'Net', values: labels.map((_, index) => index - 3) }}
          formatValue={String}
        />
        <StackedBarChart
          title="Stacks"
          description="Weekly"
          labels={labels}
          labelHeading="Week"
          series={[{ label: 'A', values: labels.map(() => 1) }]}
        />
      </>,
    );
    const figures = container.querySelectorAll('figure');
    expect(figures).toHaveLength(2);
    for (const figure of figures) {
      expect(figure.querySelector('figcaption')).not.toBeNull();
      expect(figure.querySelector('svg[role="img"] > title')).not.toBeNull();
      const axisLabels = [...figure.querySelectorAll('svg > text')].map((node) => node.textContent);
      // 640 px until measured: room for 10 of 25 labels, so every third from Y1, which reaches Y25.
      expect(axisLabels).toEqual(['Y1', 'Y4', 'Y7', 'Y10', 'Y13', 'Y16', 'Y19', 'Y22', 'Y25']);
      expect(figure.querySelector('summary')!.textContent).toBe('Show the numbers');
    }
  });
});

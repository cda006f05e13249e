// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEnergy } from '~/domain/formatEnergy';
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

/** Lays every chart out at `width` px, as a browser's ResizeObserver reports its figure. */
function atWidth(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly report: ResizeObserverCallback;
      constructor(report: ResizeObserverCallback) {
        this.report = report;
      }
      observe() {
        this.report([{ contentRect: { width } } as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      disconnect() {}
    },
  );
}

/** What a 12 px label takes at most: 8 px a character (the widest fonts' digits and capitals are a little under). */
const widthOf = (text: string) => text.length * 8;

/** The labels along the bottom of the figure's chart, each with its left and right edge. */
function bottomLabels(figure: HTMLElement) {
  return [...figure.querySelectorAll('svg > text')].map((node) => {
    const center = Number(node.getAttribute('x'));
    const text = node.textContent!;
    return { text, left: center - widthOf(text) / 2, right: center + widthOf(text) / 2 };
  });
}

/** Every bottom label is whole inside the picture, with a gap of at least 4 px between neighbors. */
function expectBottomLabelsApart(figure: HTMLElement) {
  const width = Number(figure.querySelector('svg')!.getAttribute('width'));
  const labels = bottomLabels(figure);
  expect(labels.length).toBeGreaterThan(1);
  labels.forEach((label, index) => {
    expect(label.left, label.text).toBeGreaterThanOrEqual(0);
    expect(label.right, label.text).toBeLessThanOrEqual(width);
    if (index > 0) expect(label.left - labels[index - 1]!.right, `${labels[index - 1]!.text} | ${label.text}`).toBeGreaterThanOrEqual(4);
  });
}

describe('the shared chart frame at the widths a chart gets', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // Twelve weeks to the one of 23 November, as the admin's analytics label them.
  const weeks = ['Sep 7', 'Sep 14', 'Sep 21', 'Sep 28', 'Oct 5', 'Oct 12', 'Oct 19', 'Oct 26', 'Nov 2', 'Nov 9', 'Nov 16', 'Nov 23'];
  const statuses = [
    'Draft (5)',
    'Submitted (4)',
    'Under review (12)',
    'Quoted (3)',
    'Accepted (1)',
    'Declined (1)',
    'Withdrawn (1)',
    'Closed (2)',
  ];

  // A chart in half of a 1280 px page, and one across a 390 px phone.
  it.each([600, 324])('thins the weeks and the statuses along the bottom to the labels that fit side by side at %i px', (width) => {
    atWidth(width);
    const { container } = render(
      <>
        <StackedBarChart
          title="Leads per week"
          description="Leads by type"
          labels={weeks}
          labelHeading="Week of"
          series={[{ label: 'Solar', values: weeks.map((_, index) => index) }]}
        />
        <BarChart
          title="RFQ value by status"
          description="Value by status"
          labels={statuses}
          labelHeading="Status (RFQs)"
          bars={{ label: 'Value', values: statuses.map((_, index) => index * 1_000_000) }}
          formatValue={String}
        />
      </>,
    );
    const figures = within(container).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    for (const figure of figures) expectBottomLabelsApart(figure);
    // The first label is always there.
    expect(bottomLabels(figures[0]!)[0]!.text).toBe('Sep 7');
  });

  it.each([600, 324])('keeps every value-axis label whole at %i px: "1,000 MWh" fits left of the plot', (width) => {
    atWidth(width);
    const monthly = [420, 610, 830, 950, 1000, 990, 960, 900, 800, 650, 480, 400].map((mWh) => mWh * 1000);
    const { container } = render(
      <BarChart
        title="Energy by month"
        description="AC energy"
        labels={['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']}
        bars={{ label: 'AC energy', values: monthly }}
        formatValue={formatEnergy}
        labelHeading="Month"
      />,
    );
    const ticks = [...within(container).getByRole('figure').querySelectorAll('svg > g text')];
    expect(ticks.at(-1)!.textContent).toBe('1,000 MWh');
    for (const tick of ticks) {
      // Anchored at its right end.
      expect(Number(tick.getAttribute('x')) - widthOf(tick.textContent!), tick.textContent!).toBeGreaterThanOrEqual(0);
    }
  });

  it('draws a chart of nothing but zeros (an empty lead funnel) on its baseline at the bottom', () => {
    const { container } = render(
      <BarChart
        title="Lead funnel by status"
        description="No leads yet"
        labels={['New', 'Contacted', 'Qualified', 'Closed']}
        labelHeading="Status"
        bars={{ label: 'Leads', values: [0, 0, 0, 0] }}
        formatValue={String}
      />,
    );
    const baseline = container.querySelector('line.stroke-slate-400')!;
    // 260 px tall, 32 px under the plot for the labels.
    expect(Number(baseline.getAttribute('y1'))).toBe(260 - 32);
    const ticks = [...container.querySelectorAll('svg > g text')].map((tick) => Number(tick.textContent));
    expect(Math.min(...ticks)).toBe(0);
    expect(Math.max(...ticks)).toBeGreaterThan(0);
  });
});

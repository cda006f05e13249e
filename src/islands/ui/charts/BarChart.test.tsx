// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './BarChart';

describe('BarChart', () => {
  it('spans every value with its ticks and offers the numbers as a table', () => {
    const { container } = render(
      <BarChart
        title="Yearly cash flow"
        description="Net cash flow by year"
        labels={['Y1', 'Y2', 'Y3']}
        bars={{ label: 'Net cash flow', values: [-4_200_000, 500_000, 5_300_000] }}
        line={{ label: 'Cumulative', values: [-4_200_000, -3_700_000, 1_600_000] }}
        formatValue={(value) => String(value)}
      />,
    );
    const ticks = [...container.querySelectorAll('svg > g text')].map((node) => Number(node.textContent));
    expect(Math.min(...ticks)).toBeLessThanOrEqual(-4_200_000);
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(5_300_000);
    expect(screen.getByRole('img', { name: /Yearly cash flow/ })).toBeTruthy();
    expect(container.querySelectorAll('rect')).toHaveLength(3);
    expect(screen.getByRole('table').textContent).toContain('5300000');
  });
});

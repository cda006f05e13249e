// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './LineChart';

describe('LineChart', () => {
  it('draws a line per series over every label, spans both signs, and offers the numbers as a table', () => {
    const { container } = render(
      <LineChart
        title="A week"
        description="Load and battery"
        labels={['Mon 00:00', 'Mon 01:00', 'Mon 02:00']}
        series={[
          { label: 'Load', values: [100, 120, 90], color: ['stroke-slate-700', 'bg-slate-700'] },
          { label: 'Battery', values: [-50, 0, 40], color: ['stroke-brand-600', 'bg-brand-600'] },
        ]}
        formatValue={(value) => `${value} kW`}
        labelHeading="Hour"
      />,
    );
    const lines = container.querySelectorAll('polyline');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.getAttribute('points')!.split(' ')).toHaveLength(3);
    const ticks = [...container.querySelectorAll('svg > g text')].map((node) => parseFloat(node.textContent!));
    expect(Math.min(...ticks)).toBeLessThanOrEqual(-50);
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(120);
    expect(screen.getByRole('img', { name: /A week/ })).toBeTruthy();
    expect(screen.getByRole('table').textContent).toContain('-50 kW');
  });
});

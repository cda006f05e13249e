import { describe, expect, it } from 'vitest';
import { readHourlyPvFile } from './pvFile.ts';

const year = <T>(value: (hour: number) => T): T[] => Array.from({ length: 8760 }, (_, hour) => value(hour));

describe('readHourlyPvFile', () => {
  it("reads PVWatts's hourly CSV: the lines about the system, then AC System Output in W", () => {
    const text = [
      '"Requested Location","phoenix az"',
      '"DC System Size (kW)","4"',
      '"Month","Day","Hour","Beam Irradiance (W/m^2)","AC System Output (W)"',
      ...year((hour) => `1,1,${hour % 24},0,${hour % 24 === 12 ? 3000 : 0}`),
    ].join('\n');
    const kW = readHourlyPvFile(text);
    expect(kW).toHaveLength(8760);
    expect(kW[12]).toBe(3);
    expect(kW[0]).toBe(0);
  });

  it("reads SAM's export in kW, and a plain column of kW", () => {
    const sam = ['Time stamp,System power generated | (kW)', ...year((hour) => `Jan 1 ${hour}:00,${hour % 24 === 13 ? 2.5 : 0}`)].join(
      '\r\n',
    );
    expect(readHourlyPvFile(sam)[13]).toBe(2.5);
    const plain = ['kW', ...year((hour) => String(hour % 3))].join('\n');
    expect(readHourlyPvFile(plain).slice(0, 4)).toEqual([0, 1, 2, 0]);
  });

  it('refuses a file that is not a year of hours, or holds a word among its numbers', () => {
    expect(() =>
      readHourlyPvFile(
        year(() => 1)
          .slice(0, 8784 - 24 * 366 + 8000)
          .join('\n'),
      ),
    ).toThrow('Expected 8760 hourly values');
    const bad = year(() => '1');
    bad[100] = 'n/a';
    expect(() => readHourlyPvFile(bad.join('\n'))).toThrow("Line 101: 'n/a' is not a number of kW");
  });
});

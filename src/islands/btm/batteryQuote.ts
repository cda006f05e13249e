import { formatCurrency, formatPercent } from '~/domain/format';
import { formatEnergy, formatPower } from '~/domain/formatEnergy';
import { lineText, type EquipmentLine } from '~/domain/equipmentLines';
import { yearBills } from './bills';
import type { Solved } from './useOptimization';

/*
 * What a request for a quote asks for an optimizer's battery: a catalog product in the whole units
 * the battery needs, the draft RFQ's name, and the analysis written into its notes.
 */

/** A battery's size: what the optimizer solved with or chose. */
type BatterySize = { powerKW: number; energyKWh: number };

/** The draft's name: the battery's size. */
export const draftName = ({ powerKW, energyKWh }: BatterySize) =>
  `Battery for a behind-the-meter site: ${formatPower(powerKW)} / ${formatEnergy(energyKWh)}`;

/** The analysis as the RFQ's notes (at most a few hundred characters of the 4,000 an RFQ's notes take): what staff quote against. */
export function analysisNotes({ answer }: Solved, line: EquipmentLine, today = new Date()): string {
  const { battery, annual, load, pv, tariff, economics, intervalMinutes } = answer;
  const share = annual.before > 0 ? ` (${formatPercent(annual.savings / annual.before, 1)} of the bill${pv ? ' with the PV' : ''})` : '';
  return [
    `Behind-the-meter optimizer analysis, ${today.toISOString().slice(0, 10)}.`,
    `Battery: ${formatPower(battery.powerKW)} / ${formatEnergy(battery.energyKWh)}${battery.sized ? ', sized by the optimizer at the costs given' : ''}; asked as ${lineText(line)}.`,
    `Site: ${formatEnergy(load.annualKWh)} a year of load, peak ${formatPower(load.peakKW)}, ${intervalMinutes === 60 ? 'hourly' : '15-minute'} intervals${pv ? `; PV ${formatEnergy(pv.annualKWh)} a year` : ''}.`,
    `Tariff: ${tariff.utility ? `${tariff.utility}: ` : ''}${tariff.name}${tariff.effectiveDate ? `, effective ${tariff.effectiveDate}` : ''}.`,
    `Bill a year: ${yearBills(answer)
      .map(({ label, value }) => `${label} ${formatCurrency(value)}`)
      .join('; ')}.`,
    `The battery saves ${formatCurrency(annual.savings)} a year${share}.`,
    ...(economics
      ? [
          `Returns: net capex ${formatCurrency(economics.netCapex)} after a ${economics.assumptions.itcPercent}% ITC; NPV ${formatCurrency(economics.npv)} at ${formatPercent(economics.assumptions.discountRate, 1)}; IRR ${economics.irr === null ? 'none' : formatPercent(economics.irr, 1)}; payback ${economics.paybackYear ? `in year ${economics.paybackYear}` : 'beyond the analysis'} (${economics.assumptions.analysisYears} years).`,
        ]
      : []),
    'The dispatch assumes perfect foresight of the year: a screen, not a bankable study.',
  ].join('\n');
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadExampleTariff } from '../../domain/btm/exampleTariffs.ts';
import {
  decodeLoadShape,
  LOAD_SHAPE_CALENDAR_YEAR,
  nearestLoadShapeClimate,
  scaleLoadShape,
  type LoadShapeClimate,
  type LoadShapeKind,
} from '../../domain/btm/loadShapes.ts';
import type { BtmRequest } from '../../domain/schemas/calculators/btm.ts';
import type { SiteDesign } from '../../domain/sites/design.ts';
import type { Site } from '../../domain/sites/site.ts';
import {
  isMeteredLoad,
  NO_DAYLIGHT_SAVING_STATES,
  SITE_BATTERY_DEFAULTS,
  type DesignBill,
  type SiteUsage,
} from '../../domain/sites/usage.ts';
import { atInterval } from '../../domain/btm/form.ts';
import { pvLevelizedCost, systemCostsOf } from '../../domain/finance/cashFlow.ts';
import type { MeteredSeries } from './siteLoads.ts';
import { projectFolder } from '../projectFolder.ts';
import { answerBtmWithinTimeLimit } from './btm.ts';

/**
 * A design's bills and after-tax economics at its site (docs/sites.md): the site's load, tariff and
 * export rule, the design's modelled PV hours and its battery, solved by the optimizer on its
 * solver threads (never this one), each design within the optimizer's own time limit.
 */

/** The reference buildings' shapes (public/load-shapes/, the files the optimizer page fetches), read once each. */
const shapes = new Map<string, Promise<Float64Array>>();
function loadShape(climate: LoadShapeClimate, kind: LoadShapeKind): Promise<Float64Array> {
  const name = `${climate}-${kind}`;
  let shape = shapes.get(name);
  if (!shape) {
    const file = path.join(projectFolder('public/load-shapes'), `${name}.json`);
    shape = readFile(file, 'utf8').then((text) => decodeLoadShape(JSON.parse(text), file));
    shape.catch(() => shapes.delete(name));
    shapes.set(name, shape);
  }
  return shape;
}

/**
 * The site's year of load: its own interval data when its usage reads it, else its reference
 * building in its climate (the nearest reference city unless named), scaled to the year's kWh, hourly.
 */
async function siteLoad(
  site: Pick<Site, 'latitude' | 'longitude'>,
  load: SiteUsage['load'],
  metered: MeteredSeries | undefined,
): Promise<MeteredSeries> {
  if (isMeteredLoad(load)) {
    if (!metered) throw new Error("The site's usage reads its interval data, which was not given");
    return metered;
  }
  const climate = load.climate ?? nearestLoadShapeClimate(site.latitude, site.longitude).climate;
  const loadKW = scaleLoadShape(await loadShape(climate, load.kind), { annualKWh: load.annualKWh });
  return { intervalMinutes: 60, year: LOAD_SHAPE_CALENDAR_YEAR, loadKW };
}

const tariffOf = async (tariff: SiteUsage['tariff']) =>
  'example' in tariff ? ((await loadExampleTariff(tariff.example)) as Record<string, unknown>) : tariff.urdb;

/** A year of hourly kW is that many kWh. */
const annualKWhOf = (hourlyKW: readonly number[]) => hourlyKW.reduce((total, kW) => total + kW, 0);

export async function designBill(
  site: Pick<Site, 'latitude' | 'longitude' | 'state' | 'economics'> & { usage: SiteUsage },
  design: SiteDesign,
  pvHourlyKW: number[],
  metered?: MeteredSeries,
): Promise<DesignBill> {
  const { usage, economics } = site;
  const { intervalMinutes, year, loadKW } = await siteLoad(site, usage.load, metered);
  const request: BtmRequest = {
    intervalMinutes,
    year,
    daylightSaving: !NO_DAYLIGHT_SAVING_STATES.includes(site.state),
    loadKW,
    // The typical year's hours, each held through its quarter-hours when the load is 15-minute.
    pvKW: atInterval(pvHourlyKW, intervalMinutes),
    tariff: await tariffOf(usage.tariff),
    // No battery is a battery of nothing: the bills with PV alone, as the optimizer's "none" side solves them.
    battery: { ...SITE_BATTERY_DEFAULTS, powerKW: design.battery?.powerKW ?? 0, energyKWh: design.battery?.energyKWh ?? 0 },
    ...(usage.export ? { export: usage.export } : {}),
    gridCharging: true,
    economics: { ...economics, pv: { ...economics?.pv, referenceKW: design.pv.systemSizeKWdc } },
    size: false,
  };
  const answer = await answerBtmWithinTimeLimit(request);
  const system = answer.system!;
  return {
    before: system.annualBills.noSystem,
    withPv: system.annualBills.pvOnly,
    withPvAndBattery: design.battery ? system.annualBills.withSystem : null,
    economics: {
      npv: system.npv,
      irr: system.irr,
      paybackYears: system.paybackYears,
      capex: system.capex.total,
      lcoe: pvLevelizedCost(design.pv.systemSizeKWdc, annualKWhOf(pvHourlyKW), systemCostsOf(request.economics!)),
    },
    tariff: answer.tariff.name,
    warnings: answer.warnings ?? [],
  };
}

import { describe, expect, it } from 'vitest';
import { defaultDesign } from './design.ts';
import { siteChangeFromTool } from './fromTools.ts';
import { siteToolInputs } from './toolInputs.ts';

/** A calculator's inputs back into the site: the reverse of what the site asks each tool. */

const first = defaultDesign();
const second = { ...defaultDesign(), id: 'd2', name: 'Trackers', battery: { powerKW: 50, energyKWh: 200 } };
const site = {
  latitude: 33.45,
  longitude: -112.07,
  state: 'AZ',
  designs: [first, second],
  interconnection: { distanceToSubstationMiles: 2 },
  land: { acres: 40 },
  usage: null,
  economics: null,
};

describe('siteChangeFromTool', () => {
  it("takes the solar calculator's array as the named design's, leaving the point (a coordinate typed there) and the other designs", () => {
    const request = { ...siteToolInputs(site)['production:d2']!, latitude: 40, systemSizeKWdc: 2500, tracking: 'single-axis', gcr: 0.35 };
    const change = siteChangeFromTool(site, 'solar', request as Record<string, unknown>, 'd2');
    expect(change).toEqual({
      designs: [first, { ...second, pv: { ...second.pv, systemSizeKWdc: 2500, tracking: 'single-axis', gcr: 0.35 } }],
    });
    // What the site then asks the solar model is what the calculator was asked, at the site's own point.
    const after = { ...site, designs: change!.designs! };
    expect(siteToolInputs(after)['production:d2']).toEqual({ ...request, latitude: 33.45 });
    expect(siteChangeFromTool(site, 'solar', request as Record<string, unknown>, 'd9')).toBeNull();
  });

  it("takes the prescreen's distance and pre-application figures, and the lease's acres", () => {
    const prescreen = {
      state: 'TX',
      systemSizeMW: 50,
      technology: 'solar',
      distanceToSubstationMiles: 3.5,
      interconnectionVoltageKV: 34.5,
    };
    expect(siteChangeFromTool(site, 'interconnection', prescreen)).toEqual({
      interconnection: { distanceToSubstationMiles: 3.5, interconnectionVoltageKV: 34.5 },
    });
    expect(siteChangeFromTool(site, 'land_lease', { acres: 120, distanceToSubstation: 2, state: 'AZ' })).toEqual({ land: { acres: 120 } });
  });
});

import { describe, expect, it } from 'vitest';
import { packMapStations, unpackMapStations, type MapStation } from './SiteMap';

describe("the solar page's stations as text", () => {
  it('unpacks what was packed, with and without a place on the map', () => {
    const stations: MapStation[] = [
      { id: '722780', name: 'Phoenix Sky Harbor Intl Ap', state: 'AZ', latitude: 33.45, longitude: -111.983, x: 213.4, y: 402.1 },
      { id: '785263', name: 'San Juan L M Marin Intl Ap', state: 'PR', latitude: 18.433, longitude: -66.0 },
      { id: '724666', name: 'Denver/Centennial [Golden - NREL]', state: 'CO', latitude: 39.742, longitude: -105.179, x: 0, y: 0.5 },
    ];
    const text = packMapStations(stations);
    expect(text.split('\n')).toHaveLength(3);
    expect(unpackMapStations(text)).toEqual(stations);
  });
});

/**
 * Each state's representative point of its solar installations, for a PPA request that names a state and no site:
 * the utility-scale facility nearest the capacity-weighted (MWdc) centroid of the state's facilities in the USPVDB
 * (always within the state), or, where the database has none, the state's representative weather station, marked an
 * estimate. Written by scripts/state-solar-points/build.ts; do not edit by hand.
 */
export interface StateSolarPoint {
  state: string;
  latitude: number;
  longitude: number;
  /** The facility (and county), or the weather station, the point is. */
  name: string;
  /** The state's facilities in the database and their capacity, which weight the centroid. */
  facilities: number;
  capacityMWdc: number;
  /** True where the state has no facility in the database and the point stands in. */
  estimate: boolean;
  /** The publisher, at its own address. */
  source: string;
  /** Where the build read it. */
  retrieved: string;
  edition: string;
  licence: string;
}

export const STATE_SOLAR_POINTS: readonly StateSolarPoint[] = [
  {
    state: 'AL',
    latitude: 34.6112,
    longitude: -86.6243,
    name: 'Redstone Arsenal Hybrid, Madison County',
    facilities: 8,
    capacityMWdc: 607.5,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'AK',
    latitude: 61.183,
    longitude: -150,
    name: 'Anchorage Intl Ap (weather station)',
    facilities: 0,
    capacityMWdc: 0,
    estimate: true,
    source: 'National Renewable Energy Laboratory, TMY3 station 702730 (Anchorage Intl Ap): the USPVDB has no installation in the state',
    retrieved: 'The weather stations of the solar model (src/domain/solar/stations.ts)',
    edition: 'TMY3, 1991–2005',
    licence: 'NREL data-use notice (/weather/NOTICE.txt)',
  },
  {
    state: 'AZ',
    latitude: 33.1442,
    longitude: -112.662,
    name: 'Desert Star Hybrid, Maricopa County',
    facilities: 67,
    capacityMWdc: 3151.8,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'AR',
    latitude: 34.4395,
    longitude: -91.44,
    name: 'Stuttgart Solar, Arkansas County',
    facilities: 12,
    capacityMWdc: 313.7,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'CA',
    latitude: 35.0186,
    longitude: -118.124,
    name: 'Edwards Sanborn E3, Kern County',
    facilities: 475,
    capacityMWdc: 16746.6,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'CO',
    latitude: 38.7732,
    longitude: -104.746,
    name: 'Pikes Peak Solar Garden 1, LLC (CSG), El Paso County',
    facilities: 96,
    capacityMWdc: 1262.9,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'CT',
    latitude: 41.7636,
    longitude: -72.5579,
    name: 'Manchester Community College East, Hartford County',
    facilities: 39,
    capacityMWdc: 304,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'DE',
    latitude: 38.9919,
    longitude: -75.4399,
    name: 'Kent County Wastewater Treatment Solar, Kent County',
    facilities: 11,
    capacityMWdc: 46.9,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'DC',
    latitude: 38.8526,
    longitude: -77.0093,
    name: 'JBAB-Washington DC, District of Columbia',
    facilities: 2,
    capacityMWdc: 9,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'FL',
    latitude: 28.3914,
    longitude: -81.6157,
    name: 'Citrus Ridge Solar, Orange County',
    facilities: 84,
    capacityMWdc: 6232.4,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'GA',
    latitude: 31.5591,
    longitude: -84.0852,
    name: 'Marine Corps Logistics Base Solar, Dougherty County',
    facilities: 88,
    capacityMWdc: 3910.3,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'HI',
    latitude: 21.4571,
    longitude: -158.19,
    name: 'EE Waianae Solar Project, Honolulu County',
    facilities: 23,
    capacityMWdc: 362.9,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'ID',
    latitude: 43.1473,
    longitude: -115.722,
    name: 'Mt. Home Solar 1, LLC, Elmore County',
    facilities: 9,
    capacityMWdc: 323.1,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'IL',
    latitude: 39.513,
    longitude: -89.0374,
    name: 'The GSI Group, LLC at Assumption, Christian County',
    facilities: 80,
    capacityMWdc: 775.1,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'IN',
    latitude: 39.7943,
    longitude: -85.8135,
    name: 'Greenfield Solar Park, Hancock County',
    facilities: 70,
    capacityMWdc: 678.2,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'IA',
    latitude: 41.1616,
    longitude: -91.1775,
    name: 'Wapello Solar, LLC, Louisa County',
    facilities: 9,
    capacityMWdc: 150.3,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'KS',
    latitude: 37.5448,
    longitude: -101.802,
    name: 'Johnson Corner Solar 1, Stanton County',
    facilities: 6,
    capacityMWdc: 40.4,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'KY',
    latitude: 38.0289,
    longitude: -84.2549,
    name: 'Cooperative Solar One, Clark County',
    facilities: 4,
    capacityMWdc: 31.5,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'LA',
    latitude: 30.466,
    longitude: -91.3171,
    name: 'LA3 West Baton Rouge Solar Facility, West Baton Rouge Parish',
    facilities: 2,
    capacityMWdc: 101.5,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'ME',
    latitude: 44.3273,
    longitude: -69.7267,
    name: 'Augusta PV-BD Solar Augusta, LLC, Kennebec County',
    facilities: 10,
    capacityMWdc: 262.7,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'MD',
    latitude: 38.993,
    longitude: -76.5733,
    name: 'Annapolis Solar Park, LLC, Anne Arundel County',
    facilities: 67,
    capacityMWdc: 440.6,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'MA',
    latitude: 42.1976,
    longitude: -71.6694,
    name: 'Grafton Solar, Worcester County',
    facilities: 382,
    capacityMWdc: 1407.1,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'MI',
    latitude: 43.0918,
    longitude: -83.7775,
    name: 'Coldwater Solar, LLC, Genesee County',
    facilities: 27,
    capacityMWdc: 206.8,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'MN',
    latitude: 44.9365,
    longitude: -93.8345,
    name: 'Nesvold Watertown Solar, Carver County',
    facilities: 390,
    capacityMWdc: 1459.9,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'MS',
    latitude: 31.4012,
    longitude: -89.4994,
    name: 'Sumrall I Solar Farm, Lamar County',
    facilities: 6,
    capacityMWdc: 231.3,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'MO',
    latitude: 39.0949,
    longitude: -93.211,
    name: 'Marshall Solar Farm (MO), Saline County',
    facilities: 19,
    capacityMWdc: 92.8,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'MT',
    latitude: 45.7041,
    longitude: -109.565,
    name: 'River Bend Solar, LLC, Sweet Grass County',
    facilities: 6,
    capacityMWdc: 23.5,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'NE',
    latitude: 40.6031,
    longitude: -98.4381,
    name: 'Hastings Community Solar Farm, Adams County',
    facilities: 8,
    capacityMWdc: 35.8,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'NV',
    latitude: 36.2565,
    longitude: -115.054,
    name: 'Nellis Air Force Base Solar Array, Clark County',
    facilities: 40,
    capacityMWdc: 3668,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'NH',
    latitude: 42.8114,
    longitude: -71.5004,
    name: 'Merrimack Solar Farm, LLC, Hillsborough County',
    facilities: 1,
    capacityMWdc: 3,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'NJ',
    latitude: 40.2532,
    longitude: -74.6457,
    name: 'Mercer County Community College, Mercer County',
    facilities: 148,
    capacityMWdc: 912.7,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'NM',
    latitude: 33.6119,
    longitude: -105.749,
    name: 'Carrizozo Solar, Lincoln County',
    facilities: 64,
    capacityMWdc: 878.6,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'NY',
    latitude: 42.5512,
    longitude: -75.5312,
    name: 'Norwich Solar and Energy Storage (CSG), Chenango County',
    facilities: 232,
    capacityMWdc: 1018.4,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'NC',
    latitude: 35.6022,
    longitude: -78.372,
    name: 'Powatan Road Solar, Johnston County',
    facilities: 651,
    capacityMWdc: 7444.2,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'ND',
    latitude: 46.933,
    longitude: -96.817,
    name: 'Fargo Hector International Ap (weather station)',
    facilities: 0,
    capacityMWdc: 0,
    estimate: true,
    source:
      'National Renewable Energy Laboratory, TMY3 station 727530 (Fargo Hector International Ap): the USPVDB has no installation in the state',
    retrieved: 'The weather stations of the solar model (src/domain/solar/stations.ts)',
    edition: 'TMY3, 1991–2005',
    licence: 'NREL data-use notice (/weather/NOTICE.txt)',
  },
  {
    state: 'OH',
    latitude: 39.7424,
    longitude: -83.8166,
    name: 'CU Solar Plant, Greene County',
    facilities: 30,
    capacityMWdc: 604.6,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'OK',
    latitude: 35.2265,
    longitude: -97.3605,
    name: 'Norman Solar, Cleveland County',
    facilities: 10,
    capacityMWdc: 54.7,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'OR',
    latitude: 44.0596,
    longitude: -121.229,
    name: 'OSLH, LLC, Deschutes County',
    facilities: 100,
    capacityMWdc: 800.9,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'PA',
    latitude: 40.2151,
    longitude: -77.2054,
    name: 'CASD Solar, Cumberland County',
    facilities: 29,
    capacityMWdc: 176.4,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'RI',
    latitude: 41.6174,
    longitude: -71.5675,
    name: 'Hopkins Hill (CSG), Kent County',
    facilities: 37,
    capacityMWdc: 190,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'SC',
    latitude: 33.5739,
    longitude: -80.8372,
    name: 'Jamison Solar Farm, Orangeburg County',
    facilities: 86,
    capacityMWdc: 1523.2,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'SD',
    latitude: 44.3887,
    longitude: -100.307,
    name: 'Pierre Solar, Hughes County',
    facilities: 1,
    capacityMWdc: 1.3,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'TN',
    latitude: 35.1666,
    longitude: -88.6449,
    name: 'Selmer II, McNairy County',
    facilities: 15,
    capacityMWdc: 228.6,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'TX',
    latitude: 31.8678,
    longitude: -100.83,
    name: 'Bluebell Solar, Sterling County',
    facilities: 97,
    capacityMWdc: 10725.5,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'UT',
    latitude: 38.3849,
    longitude: -112.984,
    name: 'Milford 2, Beaver County',
    facilities: 33,
    capacityMWdc: 1608.2,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'VT',
    latitude: 44.113,
    longitude: -72.6059,
    name: 'Williamstown Solar, Orange County',
    facilities: 43,
    capacityMWdc: 167.2,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'VA',
    latitude: 37.5249,
    longitude: -77.264,
    name: 'Briel Solar Farm, Henrico County',
    facilities: 51,
    capacityMWdc: 2647.8,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'WA',
    latitude: 46.9845,
    longitude: -118.615,
    name: 'Adams Nielson Solar, Adams County',
    facilities: 2,
    capacityMWdc: 32,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'WV',
    latitude: 38.383,
    longitude: -81.583,
    name: 'Charleston Yeager Arpt (weather station)',
    facilities: 0,
    capacityMWdc: 0,
    estimate: true,
    source:
      'National Renewable Energy Laboratory, TMY3 station 724140 (Charleston Yeager Arpt): the USPVDB has no installation in the state',
    retrieved: 'The weather stations of the solar model (src/domain/solar/stations.ts)',
    edition: 'TMY3, 1991–2005',
    licence: 'NREL data-use notice (/weather/NOTICE.txt)',
  },
  {
    state: 'WI',
    latitude: 43.1599,
    longitude: -89.3278,
    name: 'Dane County Airport Solar, Dane County',
    facilities: 28,
    capacityMWdc: 646.4,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'WY',
    latitude: 41.627,
    longitude: -109.685,
    name: 'Sweetwater Solar, Sweetwater County',
    facilities: 1,
    capacityMWdc: 98,
    estimate: false,
    source:
      'U.S. Geological Survey and Lawrence Berkeley National Laboratory, U.S. Large-Scale Solar Photovoltaic Database (USPVDB), https://eerscmap.usgs.gov/uspvdb/',
    retrieved:
      "uspvdb_v1_0_20231108.csv, the USPVDB's CSV copied whole into github.com/brianphan19/CSS-290-Final-Project at commit 067fee315a6080b04c63ae1d906243d720e44cf8",
    edition: 'v1.0, 2023-11-08',
    licence: 'Public domain (a USGS data release: U.S. Government work)',
  },
  {
    state: 'PR',
    latitude: 18.433,
    longitude: -66,
    name: 'San Juan L M Marin Intl Ap (weather station)',
    facilities: 0,
    capacityMWdc: 0,
    estimate: true,
    source:
      'National Renewable Energy Laboratory, TMY3 station 785263 (San Juan L M Marin Intl Ap): the USPVDB has no installation in the state',
    retrieved: 'The weather stations of the solar model (src/domain/solar/stations.ts)',
    edition: 'TMY3, 1991–2005',
    licence: 'NREL data-use notice (/weather/NOTICE.txt)',
  },
];

/**
 * Each state's representative station: the one serving its most populous metropolitan area (US Census Bureau
 * metro areas, the part within the state). Virginia's is Norfolk (Virginia Beach, its largest city), since its
 * Washington suburbs are DC's station. Ids are TMY3 USAF numbers.
 */
export const STATE_REPRESENTATIVE_STATION: Readonly<Record<string, string>> = {
  AK: '702730', // Anchorage
  AL: '722280', // Birmingham
  AR: '723403', // Little Rock
  AZ: '722780', // Phoenix
  CA: '722950', // Los Angeles
  CO: '724666', // Denver: NREL's measured station at Golden, the one a point in Denver takes
  CT: '725080', // Hartford
  DC: '724050', // Washington Reagan National
  DE: '724089', // Wilmington
  FL: '722020', // Miami
  GA: '722190', // Atlanta
  HI: '911820', // Honolulu
  IA: '725460', // Des Moines
  ID: '726810', // Boise
  IL: '725300', // Chicago O'Hare
  IN: '724380', // Indianapolis
  KS: '724500', // Wichita
  KY: '724230', // Louisville
  LA: '722310', // New Orleans
  MA: '725090', // Boston
  MD: '724060', // Baltimore
  ME: '726060', // Portland
  MI: '725370', // Detroit
  MN: '726580', // Minneapolis–St Paul
  MO: '724340', // St Louis
  MS: '722350', // Jackson
  MT: '726770', // Billings
  NC: '723140', // Charlotte
  ND: '727530', // Fargo
  NE: '725500', // Omaha
  NH: '726050', // Concord, 25 km from Manchester
  NJ: '725020', // Newark
  NM: '723650', // Albuquerque
  NV: '723860', // Las Vegas
  NY: '725030', // New York LaGuardia
  OH: '724297', // Cincinnati
  OK: '723530', // Oklahoma City
  OR: '726980', // Portland
  PA: '724080', // Philadelphia
  PR: '785263', // San Juan
  RI: '725070', // Providence
  SC: '723120', // Greenville–Spartanburg
  SD: '726510', // Sioux Falls
  TN: '723270', // Nashville
  TX: '722590', // Dallas–Fort Worth
  UT: '725720', // Salt Lake City
  VA: '723080', // Norfolk
  VT: '726170', // Burlington
  WA: '727930', // Seattle–Tacoma
  WI: '726400', // Milwaukee
  WV: '724140', // Charleston
  WY: '725640', // Cheyenne
};

import type { ProductCategory } from '../../domain/constants.ts';

export interface DemoProduct {
  name: string;
  manufacturer: string;
  model: string;
  category: ProductCategory;
  /** Indicative list price in US dollars per unitType, as a decimal string; null = quoted on request. */
  price: string | null;
  unitType: string;
  specifications: Record<string, string>;
}

/**
 * The demo catalog: real product lines with their published headline specifications. Prices are
 * indicative 2026 distribution prices for illustration only; the RFQ workflow exists precisely
 * because real prices are quoted per project.
 */
export const demoProducts: DemoProduct[] = [
  {
    name: 'Tiger Neo 3.0 Bifacial Module',
    manufacturer: 'JinkoSolar',
    model: 'JKM620N-66HL5-BDV',
    category: 'solar_modules',
    price: '136.40',
    unitType: 'module',
    specifications: {
      'Rated power': '620 W',
      'Cell technology': 'N-type TOPCon',
      'Module efficiency': '23.0%',
      Bifaciality: '85% ± 5%',
      'Dimensions': '2382 × 1134 × 30 mm',
      'Power warranty': '30 years, 87.4% at end of term',
    },
  },
  {
    name: 'Series 7 TR1 Thin-Film Module',
    manufacturer: 'First Solar',
    model: 'FS-7545A-TR1',
    category: 'solar_modules',
    price: '163.50',
    unitType: 'module',
    specifications: {
      'Rated power': '545 W',
      'Cell technology': 'CdTe thin film',
      'Module efficiency': '19.7%',
      'Temperature coefficient (Pmax)': '-0.32 %/°C',
      'Domestic content': 'Made in USA (Ohio, Alabama, Louisiana)',
      'Power warranty': '30 years',
    },
  },
  {
    name: 'Hi-MO 9 Back-Contact Module',
    manufacturer: 'LONGi',
    model: 'LR7-72HVH-660M',
    category: 'solar_modules',
    price: '151.80',
    unitType: 'module',
    specifications: {
      'Rated power': '660 W',
      'Cell technology': 'HPBC 2.0 back contact',
      'Module efficiency': '24.4%',
      Bifaciality: '70% ± 5%',
      'Power warranty': '30 years',
    },
  },
  {
    name: 'Sunny Central FLEX Central Inverter',
    manufacturer: 'SMA',
    model: 'SCS 4600 UP-US',
    category: 'inverters',
    price: null,
    unitType: 'unit',
    specifications: {
      'AC power': '4,600 kVA at 35 °C',
      'Max DC voltage': '1,500 V',
      'Peak efficiency': '98.7%',
      'Grid code': 'IEEE 1547-2018, UL 1741 SB',
      Cooling: 'OptiCool forced air',
    },
  },
  {
    name: '1+X 2.0 Modular Inverter',
    manufacturer: 'Sungrow',
    model: 'SG8800UD-MV-US',
    category: 'inverters',
    price: null,
    unitType: 'unit',
    specifications: {
      'AC power': '8,800 kVA',
      'Max DC voltage': '1,500 V',
      'Max efficiency': '99.0%',
      'MV transformer': 'Integrated, up to 34.5 kV',
    },
  },
  {
    name: 'String Inverter 350 kW',
    manufacturer: 'CHINT Power Systems',
    model: 'CPS SCH350KTL-DO/US-800',
    category: 'inverters',
    price: '9850.00',
    unitType: 'unit',
    specifications: {
      'AC power': '350 kVA',
      'AC voltage': '800 Vac',
      'MPPT count': '1 (central-style string)',
      'CEC efficiency': '98.5%',
      Enclosure: 'NEMA 4X',
    },
  },
  {
    name: 'Megapack 2 XL',
    manufacturer: 'Tesla',
    model: 'MP2XL-4H',
    category: 'storage',
    price: '1245000.00',
    unitType: 'unit',
    specifications: {
      'Energy capacity': '3,916 kWh',
      'Power (4-hour)': '979 kW',
      Chemistry: 'LFP',
      'Round-trip efficiency': '92.0% (AC, 4-hour)',
      Enclosure: 'Outdoor, integrated inverters and thermal management',
    },
  },
  {
    name: 'Gridstack Pro',
    manufacturer: 'Fluence',
    model: 'GSP-5000',
    category: 'storage',
    price: null,
    unitType: 'MWh',
    specifications: {
      'Cube energy': '5.0 MWh (20-ft)',
      Chemistry: 'LFP',
      'Duration options': '2 to 8 hours',
      'Use cases': 'Capacity, arbitrage, frequency regulation',
    },
  },
  {
    name: 'PowerTitan 2.0 Liquid-Cooled BESS',
    manufacturer: 'Sungrow',
    model: 'ST5015UX-2H-US',
    category: 'storage',
    price: '1380000.00',
    unitType: 'unit',
    specifications: {
      'Energy capacity': '5,015 kWh',
      'Power (2-hour)': '2,500 kW',
      Chemistry: 'LFP',
      Cooling: 'Liquid',
      'Round-trip efficiency': '89.5% (AC)',
    },
  },
  {
    name: 'NX Horizon Single-Axis Tracker',
    manufacturer: 'Nextracker',
    model: 'NX Horizon',
    category: 'balance_of_system',
    price: '0.11',
    unitType: 'W',
    specifications: {
      Configuration: 'Single-axis, independent row',
      'Tracking range': '±60°',
      'Modules per row': 'Up to 90',
      'Wind stow': 'Self-powered, 3-sided stow',
    },
  },
  {
    name: 'DuraTrack Single-Axis Tracker',
    manufacturer: 'Array Technologies',
    model: 'DuraTrack HZ v3',
    category: 'balance_of_system',
    price: '0.10',
    unitType: 'W',
    specifications: {
      Configuration: 'Multi-row, linked rotation',
      'Tracking range': '±52°',
      'Wind stow': 'Passive, no active stow required',
      Warranty: '10 years structural',
    },
  },
  {
    name: 'Big Lead Assembly (BLA) Wiring',
    manufacturer: 'Shoals',
    model: 'BLA-1500',
    category: 'balance_of_system',
    price: '0.04',
    unitType: 'W',
    specifications: {
      'System voltage': '1,500 VDC',
      Installation: 'Plug-and-play, no combiner boxes',
      Certification: 'UL 9703',
    },
  },
  {
    name: 'Medium-Voltage Metal-Clad Switchgear',
    manufacturer: 'Eaton',
    model: 'VacClad-W 38 kV',
    category: 'switchgear',
    price: null,
    unitType: 'lineup',
    specifications: {
      'Rated voltage': '38 kV',
      'Continuous current': '1,200 to 3,000 A',
      Interrupter: 'Vacuum circuit breaker',
      Standard: 'IEEE C37.20.2',
    },
  },
  {
    name: 'SafeRing Ring Main Unit',
    manufacturer: 'ABB',
    model: 'SafeRing 36',
    category: 'switchgear',
    price: '68500.00',
    unitType: 'unit',
    specifications: {
      'Rated voltage': '36 kV',
      Insulation: 'SF6-free option (AirPlus)',
      'Short-time withstand': '20 kA / 3 s',
      Application: 'Collector-system sectionalising',
    },
  },
  {
    name: 'Pad-Mounted Recloser Switchgear',
    manufacturer: 'S&C Electric',
    model: 'Vista SD 27 kV',
    category: 'switchgear',
    price: '84200.00',
    unitType: 'unit',
    specifications: {
      'Rated voltage': '27 kV',
      'Interrupting rating': '12.5 kA symmetrical',
      Construction: 'Underground distribution, dead-front',
      Automation: 'SCADA-ready overcurrent control',
    },
  },
];

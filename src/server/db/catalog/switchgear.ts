import type { CatalogProduct } from './types.ts';

/*
 * Switchgear, reclosers and breakers: price is dollars per unit or per lineup as listed.
 *
 * Price basis (indicative US procurement, 2026): pole-mount/pad-mount reclosers and VFI switchgear
 * $35k–90k per unit; 38 kV outdoor dead-tank distribution breakers ~$120k; low-voltage (UL 1558) and
 * 15 kV metal-clad lineups $185k–425k. Collector-substation 38 kV metal-clad lineups and HV (145 kV)
 * substation breakers are quoted per project (null), with lead times of 60–120 weeks in the 2025–26
 * supply crunch. Test band for priced items: $10,000–1,500,000 per unit or lineup.
 *
 * Verification: ratings are the published headline ratings of these product lines as carried in the
 * old demo (VacClad-W 38 kV, SafeRing 36 at 20 kA/3 s, Vista SD 27 kV at 12.5 kA) or standard ANSI
 * rating points for the class (IEEE C37.06/C37.20.2/C37.60/C37.74); searches returned no primary
 * rating tables, so continuous currents, BILs and model codes beyond those are est.
 */
export const switchgear: CatalogProduct[] = [
  // Old demo product. Old demo listed "1,200 to 3,000 A"; the 2,000 A bus is carried as the facet.
  // Interrupting rating and BIL are standard ANSI points for 38 kV metal-clad (est.).
  {
    name: 'VacClad-W 38 kV Metal-Clad Switchgear',
    manufacturer: 'Eaton',
    model: 'VacClad-W 38 kV',
    category: 'switchgear',
    price: null,
    unitType: 'lineup',
    specifications: {
      'Voltage class': '38 kV (rated max 38 kV)',
      'Continuous current': '2,000 A main bus (1,200–3,000 A available)',
      'Interrupting rating': '31.5 kA symmetrical (25 and 40 kA available)',
      Construction: 'Metal-clad, drawout vacuum circuit breakers',
      BIL: '150 kV',
      'Short-time withstand': '31.5 kA, 3 s (est.)',
      Interrupter: 'Vacuum circuit breaker',
      Standards: 'IEEE C37.20.2, IEEE C37.04, IEEE C37.09',
      'Arc-resistant option': 'IEEE C37.20.7 Type 2B (est.)',
      Application: 'Collector-substation main and feeder breakers',
      'Country of manufacture': 'USA',
    },
    facets: { category: 'switchgear', voltageClassKV: 38, continuousCurrentA: 2000, interruptingKA: 31.5, type: 'Metal-clad' },
    leadTimeWeeks: 60,
  },
  // Old demo product (IEC 36 kV RMU, SF6-free AirPlus option, 20 kA/3 s). 630 A and 170 kV BIL are the
  // IEC 36 kV class points (est.).
  {
    name: 'SafeRing 36 Ring Main Unit',
    manufacturer: 'ABB',
    model: 'SafeRing 36',
    category: 'switchgear',
    price: '68500.00',
    unitType: 'unit',
    specifications: {
      'Voltage class': '36 kV',
      'Continuous current': '630 A',
      'Interrupting rating': '20 kA (short-time withstand 20 kA / 3 s)',
      Construction: 'Ring main unit, gas-insulated, compact',
      BIL: '170 kV',
      Insulation: 'SF6 or SF6-free (AirPlus) option',
      'Switching devices': 'Load-break switches plus vacuum circuit breaker or fuse-switch',
      Standards: 'IEC 62271-200, IEC 62271-100',
      Application: 'Collector-system sectionalising',
      'Country of manufacture': 'Norway / Europe (est.)',
    },
    facets: { category: 'switchgear', voltageClassKV: 36, continuousCurrentA: 630, interruptingKA: 20, type: 'Ring main unit' },
    leadTimeWeeks: 30,
  },
  // Old demo product, renamed: Vista SD is S&C's underground distribution switchgear with vacuum fault
  // interrupters and SCADA-ready overcurrent control (the old name called it "recloser switchgear").
  // 600 A bus and 125 kV BIL are the 27 kV class points (est.).
  {
    name: 'Vista SD Underground Distribution Switchgear',
    manufacturer: 'S&C Electric',
    model: 'Vista SD 27 kV',
    category: 'switchgear',
    price: '84200.00',
    unitType: 'unit',
    specifications: {
      'Voltage class': '27 kV',
      'Continuous current': '600 A main bus',
      'Interrupting rating': '12.5 kA symmetrical',
      Construction: 'Pad-mounted, dead-front, SF6-insulated',
      BIL: '125 kV',
      Interrupter: 'Vacuum fault interrupters with load-break switches',
      Automation: 'SCADA-ready overcurrent control',
      Standards: 'IEEE C37.74, IEEE C37.60',
      Application: 'Underground distribution and collector feeders',
      'Country of manufacture': 'USA (Chicago, Illinois)',
    },
    facets: { category: 'switchgear', voltageClassKV: 27, continuousCurrentA: 600, interruptingKA: 12.5, type: 'Pad-mounted' },
    leadTimeWeeks: 40,
  },
  // Eaton (Cooper Power series) VFI pad-mounted vacuum fault interrupter, 35 kV class. Ratings est.
  {
    name: 'VFI Pad-Mounted Vacuum Fault Interrupter Switchgear',
    manufacturer: 'Eaton',
    model: 'Cooper Power VFI 35 kV',
    category: 'switchgear',
    price: '52400.00',
    unitType: 'unit',
    specifications: {
      'Voltage class': '35 kV',
      'Continuous current': '600 A main bus',
      'Interrupting rating': '12.5 kA symmetrical',
      Construction: 'Pad-mounted, dead-front, oil- or ester-insulated',
      BIL: '150 kV',
      Interrupter: 'Vacuum fault interrupters, 3-phase trip',
      Protection: 'Tri-Phase electronic control (est.)',
      Standards: 'IEEE C37.60, IEEE C37.74',
      Application: 'Collector-circuit protection at the array',
      'Country of manufacture': 'USA',
    },
    facets: { category: 'switchgear', voltageClassKV: 35, continuousCurrentA: 600, interruptingKA: 12.5, type: 'Pad-mounted' },
    leadTimeWeeks: 36,
  },
  // Eaton NOVA NX-T three-phase recloser. Ratings est. (IEEE C37.60 38 kV class points).
  {
    name: 'NOVA NX-T Three-Phase Recloser',
    manufacturer: 'Eaton',
    model: 'NOVA NX-T 38 kV',
    category: 'switchgear',
    price: '36200.00',
    unitType: 'unit',
    specifications: {
      'Voltage class': '38 kV',
      'Continuous current': '800 A',
      'Interrupting rating': '12.5 kA symmetrical',
      Construction: 'Recloser, solid-dielectric, triple-single capable',
      BIL: '170 kV',
      Interrupter: 'Vacuum interrupters encapsulated in cycloaliphatic epoxy',
      Control: 'Form 6 microprocessor control (est.)',
      Standards: 'IEEE C37.60',
      Application: 'POI and feeder protection, interconnection recloser',
      'Country of manufacture': 'USA',
    },
    facets: { category: 'switchgear', voltageClassKV: 38, continuousCurrentA: 800, interruptingKA: 12.5, type: 'Recloser' },
    leadTimeWeeks: 30,
  },
  // G&W Electric Viper-ST. Ratings est. (38 kV class).
  {
    name: 'Viper-ST Solid-Dielectric Recloser',
    manufacturer: 'G&W Electric',
    model: 'Viper-ST 38 kV',
    category: 'switchgear',
    price: '38500.00',
    unitType: 'unit',
    specifications: {
      'Voltage class': '38 kV',
      'Continuous current': '800 A',
      'Interrupting rating': '12.5 kA symmetrical',
      Construction: 'Recloser, solid-dielectric, single- or three-phase trip',
      BIL: '170 kV',
      Interrupter: 'Vacuum, solid-dielectric insulated',
      Control: 'SEL-651R compatible (est.)',
      Standards: 'IEEE C37.60',
      Application: 'Interconnection and feeder protection',
      'Country of manufacture': 'USA (Bolingbrook, Illinois)',
    },
    facets: { category: 'switchgear', voltageClassKV: 38, continuousCurrentA: 800, interruptingKA: 12.5, type: 'Recloser' },
    leadTimeWeeks: 30,
  },
  // Siemens SDV7 outdoor dead-tank vacuum distribution breaker, 38 kV class. Ratings est.
  {
    name: 'SDV7 Outdoor Vacuum Distribution Circuit Breaker',
    manufacturer: 'Siemens',
    model: 'SDV7-SE 38 kV',
    category: 'switchgear',
    price: '118000.00',
    unitType: 'unit',
    specifications: {
      'Voltage class': '38 kV',
      'Continuous current': '1,200 A (up to 3,000 A available)',
      'Interrupting rating': '31.5 kA symmetrical',
      Construction: 'Outdoor dead-tank substation breaker',
      BIL: '200 kV',
      Interrupter: 'Vacuum, stored-energy spring mechanism',
      'Current transformers': 'Bushing CTs, multi-ratio (est.)',
      Standards: 'IEEE C37.04, IEEE C37.06, IEEE C37.09',
      Application: 'Collector-substation main and feeder breakers',
      'Country of manufacture': 'USA (est.)',
    },
    facets: { category: 'switchgear', voltageClassKV: 38, continuousCurrentA: 1200, interruptingKA: 31.5, type: 'Substation breaker' },
    leadTimeWeeks: 52,
  },
  // Hitachi Energy dead-tank SF6 breaker, 145 kV (POI / GSU high side). Model code follows the PM
  // naming pattern (kV, kA, hundreds of A); ratings est.
  {
    name: 'Dead-Tank SF6 Circuit Breaker, 145 kV',
    manufacturer: 'Hitachi Energy',
    model: '145PM40-20',
    category: 'switchgear',
    price: null,
    unitType: 'unit',
    specifications: {
      'Voltage class': '145 kV',
      'Continuous current': '2,000 A',
      'Interrupting rating': '40 kA symmetrical',
      Construction: 'Outdoor dead-tank substation breaker, SF6',
      BIL: '650 kV',
      Mechanism: 'Spring-spring operating mechanism',
      'Current transformers': 'Bushing CTs, multi-ratio',
      Standards: 'IEEE C37.04, IEEE C37.06, IEEE C37.09',
      Application: 'Point-of-interconnection and GSU high-side breaker',
      'Country of manufacture': 'USA (Mount Pleasant, Pennsylvania, est.)',
    },
    facets: { category: 'switchgear', voltageClassKV: 145, continuousCurrentA: 2000, interruptingKA: 40, type: 'Substation breaker' },
    leadTimeWeeks: 104,
  },
  // Powell PowlVac 38 kV metal-clad (US-made). Ratings est. (ANSI 38 kV points).
  {
    name: 'PowlVac 38 kV Metal-Clad Switchgear',
    manufacturer: 'Powell Industries',
    model: 'PowlVac 38 kV',
    category: 'switchgear',
    price: null,
    unitType: 'lineup',
    specifications: {
      'Voltage class': '38 kV',
      'Continuous current': '2,000 A main bus (1,200–3,000 A available)',
      'Interrupting rating': '40 kA symmetrical',
      Construction: 'Metal-clad, drawout vacuum breakers, arc-resistant option',
      BIL: '150 kV',
      'Short-time withstand': '40 kA, 3 s (est.)',
      Interrupter: 'Vacuum circuit breaker',
      Standards: 'IEEE C37.20.2, IEEE C37.20.7, IEEE C37.04',
      Application: 'Collector-substation and BESS MV switchgear',
      'Country of manufacture': 'USA (Houston, Texas)',
    },
    facets: { category: 'switchgear', voltageClassKV: 38, continuousCurrentA: 2000, interruptingKA: 40, type: 'Metal-clad' },
    leadTimeWeeks: 70,
  },
  // Schneider Electric Masterclad 15 kV metal-clad (5-section lineup). Ratings est.
  {
    name: 'Masterclad 15 kV Metal-Clad Switchgear (5-section lineup)',
    manufacturer: 'Schneider Electric',
    model: 'Masterclad 15 kV',
    category: 'switchgear',
    price: '425000.00',
    unitType: 'lineup',
    specifications: {
      'Voltage class': '15 kV',
      'Continuous current': '1,200 A main bus (up to 3,000 A)',
      'Interrupting rating': '40 kA symmetrical',
      Construction: 'Metal-clad, drawout vacuum breakers, arc-resistant option',
      BIL: '95 kV',
      Interrupter: 'Vacuum circuit breaker (est.)',
      Protection: 'Multifunction relays with digital monitoring',
      Standards: 'IEEE C37.20.2, IEEE C37.20.7, IEEE C37.04',
      Application: 'C&I and data-center MV distribution, BESS interconnection',
      'Country of manufacture': 'USA (Smyrna, Tennessee, est.)',
    },
    facets: { category: 'switchgear', voltageClassKV: 15, continuousCurrentA: 1200, interruptingKA: 40, type: 'Metal-clad' },
    leadTimeWeeks: 50,
  },
  // Eaton Magnum DS low-voltage metal-enclosed switchgear (UL 1558). Ratings est.
  {
    name: 'Magnum DS Low-Voltage Metal-Enclosed Switchgear',
    manufacturer: 'Eaton',
    model: 'Magnum DS LV',
    category: 'switchgear',
    price: '185000.00',
    unitType: 'lineup',
    specifications: {
      'Voltage class': '0.635 kV (600 V AC nominal)',
      'Continuous current': '4,000 A main bus',
      'Interrupting rating': '100 kA at 635 V',
      Construction: 'Metal-enclosed, drawout low-voltage power circuit breakers',
      'Short-time withstand': '85 kA, 30 cycles (est.)',
      'Breaker type': 'Magnum DS power circuit breakers with Digitrip trip units',
      Standards: 'UL 1558, IEEE C37.20.1, IEEE C37.13',
      Application: 'Inverter AC collection, auxiliary and station service',
      'Country of manufacture': 'USA',
    },
    facets: { category: 'switchgear', voltageClassKV: 0.635, continuousCurrentA: 4000, interruptingKA: 100, type: 'Metal-enclosed' },
    leadTimeWeeks: 36,
  },
];

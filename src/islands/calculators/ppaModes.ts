export type PpaMode = 'ppa' | 'epc';

/** The PPA calculators' two tabs, 'Solve for PPA' and 'Solve for EPC': which price is solved for. */
export const PPA_MODES = [
  { value: 'ppa', label: 'Solve for PPA' },
  { value: 'epc', label: 'Solve for EPC' },
] as const satisfies readonly { value: PpaMode; label: string }[];

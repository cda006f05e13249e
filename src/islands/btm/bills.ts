import type { BtmAnswer } from '~/domain/btm/answer';

/*
 * What an answer's bills are called. Without PV, "before" is the site with no system at all; with
 * PV it already has the PV, so the bill with no system is the answer's `noSystem` (absent from
 * answers saved before it was added).
 */

/** The labels of the bill without the battery and with it, at a site with PV or without. */
export function billLabels(withPv: boolean): { before: string; after: string } {
  return withPv ? { before: 'PV only', after: 'PV + battery' } : { before: 'No system', after: 'With the battery' };
}

/** The year's bills, each labelled: no system, (PV only,) and with the battery. */
export function yearBills({ annual, pv }: Pick<BtmAnswer, 'annual' | 'pv'>): { label: string; value: number }[] {
  const labels = billLabels(Boolean(pv));
  return [
    ...(pv && annual.noSystem !== undefined ? [{ label: 'No system', value: annual.noSystem }] : []),
    { label: labels.before, value: annual.before },
    { label: labels.after, value: annual.after },
  ];
}

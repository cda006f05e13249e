import { useState } from 'react';
import type { PpaResult } from '~/domain/finance/ppa';
import { formatCurrency } from '~/domain/format';
import { numbersOf } from '~/domain/schemas/calculators/numbers';
import { ppaRequestFromForm } from '~/domain/schemas/calculators/ppaCore';
import { PPA_CARD_FORM_BOUNDS, PPA_CARD_TEXT, ppaCardFormSchema } from '~/domain/schemas/calculators/ppaCard';
import { calculate } from '~/client/calculators';
import { ModeTabs } from '../forms/ModeTabs';
import { numberFields } from '../forms/fieldBindings';
import { useApiForm } from '../forms/useApiForm';
import { useFormValues } from '../forms/useFormValues';
import { PPA_MODES, type PpaMode } from './ppaModes';
import { MiniCalculatorCard, MiniCalculatorForm } from './MiniCalculatorCard';

/** The card's inputs by tab: the price the tab solves for is not one. */
const INPUTS = {
  ppa: ['systemSizeMW', 'wacc', 'epcPricePerW', 'itcPercent'],
  epc: ['systemSizeMW', 'wacc', 'targetPPA', 'itcPercent'],
} as const;

/**
 * The home page's compact PPA card: five inputs with narrower bounds, WACC typed in percent. On
 * failure it logs 'PPA calculation error' and, so the visitor is not left waiting, says so in the card.
 */
export default function PpaCard() {
  const [mode, setMode] = useState<PpaMode>('ppa');
  const { values, set, formRef } = useFormValues(PPA_CARD_TEXT);
  const input = { ...numbersOf(values, INPUTS[mode]), solveFor: mode };
  const [result, setResult] = useState<PpaResult>();
  const form = useApiForm({
    schema: ppaCardFormSchema,
    values: input,
    // The schema keeps the card's five inputs and the mode, all the card sends.
    send: (data) => calculate('ppa_epc', ppaRequestFromForm(data)),
    failure: {
      inline: 'The estimate could not be calculated just now. Please try again, or open the full calculator.',
      log: 'PPA calculation error',
    },
    onSuccess: setResult,
  });
  const number = numberFields({ values, set, errors: form.errors, bounds: PPA_CARD_FORM_BOUNDS });

  return (
    <MiniCalculatorCard
      title="PPA Calculator"
      href="/tools/ppa-calculator"
      linkText="Full Calculator"
      answer={
        result && (
          <>
            <p className="text-sm text-slate-700">{result.solveFor === 'ppa' ? 'Estimated PPA Price' : 'Maximum EPC Price'}</p>
            {result.viable ? (
              <>
                <p className="text-2xl font-bold tabular-nums text-brand-800">
                  {result.solveFor === 'ppa' ? `${formatCurrency(result.ppaPrice, 4)}/kWh` : `${formatCurrency(result.maxEpcPrice, 2)}/W`}
                </p>
                <p className="mt-1 text-xs text-slate-700">
                  Nominal LCOE {formatCurrency(result.lcoe, 4)}/kWh · 25-year term, US-average solar resource
                </p>
              </>
            ) : (
              <p className="mt-1 text-sm font-semibold text-red-800">Not viable. {result.reason}</p>
            )}
          </>
        )
      }
    >
      <ModeTabs
        label="Solve for"
        options={PPA_MODES}
        value={mode}
        onChange={(value) => {
          setMode(value);
          setResult(undefined);
        }}
      >
        <MiniCalculatorForm label="PPA estimate" formRef={formRef} api={form} input={input} submitLabel="Calculate">
          {number('systemSizeMW', 'System Size (MW)', 0.1)}
          {number('wacc', 'WACC (%)', 0.01)}
          {mode === 'ppa' ? number('epcPricePerW', 'EPC Price ($/W)', 0.01) : number('targetPPA', 'Target PPA ($/kWh)', 0.001)}
          {number('itcPercent', 'ITC (%)', 1)}
        </MiniCalculatorForm>
      </ModeTabs>
    </MiniCalculatorCard>
  );
}

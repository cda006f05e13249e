import type { CalculatorRun } from '~/domain/calculatorRuns';
import { RUN_NAME_MAX, renameCalculatorRunSchema } from '~/domain/schemas/calculatorRuns';
import { renameRun } from '~/client/calculators';
import { RenameForm } from '../forms/RenameForm';

/** Names a run: its current name to edit, blank to clear it. */
export function RenameRunForm({ run, onRenamed }: { run: CalculatorRun; onRenamed(run: CalculatorRun): void }) {
  return (
    <RenameForm
      label="Name"
      current={run.name ?? ''}
      hint={`Up to ${RUN_NAME_MAX} characters. Leave it blank to go back to the calculator's name.`}
      schema={renameCalculatorRunSchema}
      send={(data) => renameRun(run.id, data.name)}
      failure="Failed to rename the calculation. Please try again."
      onRenamed={onRenamed}
    />
  );
}

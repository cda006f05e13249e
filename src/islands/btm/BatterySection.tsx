import type { Product } from '~/domain/products';
import { CheckboxField } from '../forms/CheckboxField';
import { SelectField } from '../forms/SelectField';
import { BtmSection, sectionFields } from './sectionFields';

interface Props {
  battery: Readonly<Record<string, string>>;
  onBattery(change: Record<string, string>): void;
  costs: Readonly<Record<string, string>>;
  onCosts(change: Record<string, string>): void;
  withCosts: boolean;
  onWithCosts(on: boolean): void;
  size: boolean;
  onSize(on: boolean): void;
  /** Storage products of the catalog, for a signed-in buyer; null for a visitor. */
  products: readonly Product[] | null;
  productId: string;
  onProduct(product: Product | undefined): void;
  errors: Readonly<Record<string, string>>;
}

/** The battery: its size and limits (or a catalog product's), and, optionally, its cost and whether to size it. */
export function BatterySection({
  battery,
  onBattery,
  costs,
  onCosts,
  withCosts,
  onWithCosts,
  size,
  onSize,
  products,
  productId,
  onProduct,
  errors,
}: Props) {
  const batteryField = sectionFields(battery, onBattery, errors, 'battery.').number;
  const costField = sectionFields(costs, onCosts, errors, 'costs.').number;
  return (
    <BtmSection legend="4. The battery">
      {products && products.length > 0 && (
        <SelectField
          label="From the catalog"
          name="product"
          value={productId}
          onChange={(event) => onProduct(products.find((product) => String(product.id) === event.target.value))}
          options={products.map((product) => ({
            value: String(product.id),
            label: `${product.manufacturer} ${product.model} (${product.facets.powerKW} kW / ${product.facets.usableEnergyKWh} kWh)`,
          }))}
          placeholder="Size it yourself"
          hint="A product fills in its power, energy, efficiency and price; the size below is whole units of it."
        />
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {batteryField('powerKW', size ? 'Power, at most (kW)' : 'Power (kW)', 1)}
        {batteryField('energyKWh', size ? 'Energy, at most (kWh)' : 'Energy (kWh)', 1)}
        {batteryField('roundTripEfficiency', 'Round-trip efficiency (%)', 0.1)}
        {batteryField('initialSocPercent', 'Start and end of each month (% full)', 1)}
        {batteryField('minSocPercent', 'Lowest state of charge (%)', 1)}
        {batteryField('maxSocPercent', 'Highest state of charge (%)', 1)}
      </div>
      <CheckboxField name="withCosts" checked={withCosts} onChange={onWithCosts}>
        Add the battery&apos;s costs (returns: NPV, IRR, payback)
      </CheckboxField>
      {withCosts && (
        <div className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
          {costField('capexPerKWh', 'Installed cost ($/kWh)', 1)}
          {costField('capexPerKW', 'Power equipment ($/kW)', 1, { hint: 'If priced apart; else 0' })}
          {costField('itcPercent', 'Investment tax credit (%)', 1)}
          {costField('omPerKWYear', 'O&M ($/kW-year)', 0.1)}
          {costField('degradationPercent', 'Capacity fade (%/year)', 0.1)}
          {costField('analysisYears', 'Analysis years', 1)}
          {costField('discountRate', 'Discount rate (%)', 0.1)}
          <div className="sm:col-span-2">
            <CheckboxField name="size" checked={size} onChange={onSize}>
              Let the optimizer choose the size, up to the power and energy above
            </CheckboxField>
          </div>
        </div>
      )}
    </BtmSection>
  );
}

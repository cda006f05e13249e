import { useEffect, useState } from 'react';
import type { Product } from '~/domain/products';
import { searchProducts } from '~/client/products';
import { CheckboxField } from '../forms/CheckboxField';
import { SelectField } from '../forms/SelectField';
import { useSignedInUser } from '../ui/useSignedInUser';
import { groupChange, productChoice, type BatteryInputs, type SectionProps } from './btmInputs';
import { BtmSection, sectionFields } from './sectionFields';

/** The catalog's storage products, for a signed-in buyer to take one; null for a visitor. */
function useStorageProducts(): Product[] | null {
  const user = useSignedInUser();
  const [products, setProducts] = useState<Product[] | null>(null);
  useEffect(() => {
    if (!user) return;
    searchProducts(new URLSearchParams({ category: 'storage', sort: 'name', pageSize: '100' }))
      .then((page) => setProducts(page.products))
      .catch((error: unknown) => console.error('Could not read the storage products:', error));
  }, [user]);
  return products;
}

/** The battery: its size and limits (or a catalog product's), and, optionally, its cost and whether to size it. */
export function BatterySection({ inputs, onChange, errors }: SectionProps<BatteryInputs>) {
  const products = useStorageProducts();
  const { size, withCosts, product: chosen } = inputs;
  const batteryField = sectionFields(inputs.limits, groupChange(onChange, 'limits'), errors, 'battery.').number;
  const costField = sectionFields(inputs.costs, groupChange(onChange, 'costs'), errors, 'costs.').number;
  return (
    <BtmSection legend="4. The battery">
      {products && products.length > 0 && (
        <SelectField
          label="From the catalog"
          name="product"
          value={chosen ? String(chosen.id) : ''}
          onChange={(event) => onChange(productChoice(products.find((product) => String(product.id) === event.target.value)))}
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
      <CheckboxField name="gridCharging" checked={inputs.gridCharging} onChange={(on) => onChange({ gridCharging: on })}>
        The battery may charge from the grid (else from solar only)
      </CheckboxField>
      <CheckboxField name="withCosts" checked={withCosts} onChange={(on) => onChange({ withCosts: on })}>
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
            <CheckboxField name="size" checked={size} onChange={(on) => onChange({ size: on })}>
              Let the optimizer choose the size, up to the power and energy above
            </CheckboxField>
          </div>
        </div>
      )}
    </BtmSection>
  );
}

import { PRODUCT_CATEGORY_LABELS } from '~/domain/constants';
import { facetsOf, type FacetDefinition } from '~/domain/productFacets';
import { SearchBox } from '../forms/SearchBox';
import { activeFacetCount, categoryOf, withoutFacets, withParameter } from './catalogQuery';

interface Props {
  params: URLSearchParams;
  onChange(params: URLSearchParams): void;
}

const checkboxClass = 'h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600';

/**
 * The filters that fit the chosen category (src/domain/productFacets.ts), each kept in the URL; a
 * range's bounds are applied when typing pauses, on Enter or on leaving the field.
 */
export function FacetFilters({ params, onChange }: Props) {
  const category = categoryOf(params);
  if (!category) {
    return <p className="text-sm text-slate-600">Choose a category to filter by power, efficiency, chemistry, ratings and more.</p>;
  }
  const definitions = facetsOf(category).filter((definition) => definition.kind !== 'range' || definition.filterable);
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">Filters for {PRODUCT_CATEGORY_LABELS[category]}</p>
      {definitions.map((definition) => (
        <Facet key={definition.key} definition={definition} params={params} onChange={onChange} />
      ))}
      {activeFacetCount(params) > 0 && (
        <button
          type="button"
          onClick={() => onChange(withoutFacets(params))}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

function Facet({ definition, params, onChange }: { definition: FacetDefinition } & Props) {
  switch (definition.kind) {
    case 'choice': {
      const chosen = (params.get(definition.key) ?? '').split(',').filter(Boolean);
      const toggle = (option: string, on: boolean) => {
        const next = definition.options.filter((candidate) => (candidate === option ? on : chosen.includes(candidate)));
        onChange(withParameter(params, definition.key, next.join(',')));
      };
      return (
        <fieldset>
          <legend className="text-sm font-semibold text-ink">{definition.label}</legend>
          <div className="mt-2 space-y-1.5">
            {definition.options.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={chosen.includes(option)}
                  onChange={(event) => toggle(option, event.currentTarget.checked)}
                />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'flag':
      return (
        <label className="flex items-center gap-2 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={params.get(definition.key) === 'true'}
            onChange={(event) => onChange(withParameter(params, definition.key, event.currentTarget.checked ? 'true' : null))}
          />
          {definition.label}
        </label>
      );
    case 'range':
      return (
        <fieldset>
          <legend className="text-sm font-semibold text-ink">
            {definition.label}
            {definition.unit && <span className="font-normal text-slate-600"> ({definition.unit})</span>}
          </legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {(['min', 'max'] as const).map((bound) => (
              <SearchBox
                key={bound}
                type="number"
                label={bound === 'min' ? 'Min' : 'Max'}
                value={params.get(`${definition.key}.${bound}`) ?? ''}
                onSearch={(value) => onChange(withParameter(params, `${definition.key}.${bound}`, value))}
                className="min-w-0"
              />
            ))}
          </div>
        </fieldset>
      );
  }
}

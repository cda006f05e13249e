import type { Dispatch, SetStateAction } from 'react';
import { formatCurrency } from '~/domain/format';
import { formatQuantityWithUnit } from '~/domain/products';
import {
  catalogPriceWarning,
  formatUnitPrice,
  hasAtMostDecimals,
  MAX_QUOTE_CHARGES,
  pricePerItem,
  quoteTotals,
  UNIT_PRICE_DECIMALS,
  unitName,
  type QuotePriceUnit,
} from '~/domain/quotes';
import { isQuoteExpired, type RfqDetail, type RfqItem } from '~/domain/rfqs';
import type { StaffQuoteInput } from '~/domain/schemas/staffRfqs';
import type { FieldErrors } from '~/browser/formErrors';
import { SelectField } from '../forms/SelectField';
import { TextAreaField } from '../forms/TextAreaField';
import { TextField } from '../forms/TextField';
import { linkButton } from '../ui/buttons';

/** What staff type into a quote, as text: the total, validity and note, each line's price and lead time, the charges. */
export interface QuoteDraft {
  amount: string;
  validUntil: string;
  note: string;
  /** By RFQ item id; a price is per the product's catalog unit unless `priceUnit` is 'W'. */
  prices: Record<number, { unitPrice: string; leadTimeWeeks: string; priceUnit?: QuotePriceUnit }>;
  charges: { label: string; amount: string }[];
}

/** A blank quote, with a freight row ready to fill. */
export function emptyQuoteDraft(): QuoteDraft {
  return { amount: '', validUntil: '', note: '', prices: {}, charges: [{ label: 'Freight', amount: '' }] };
}

/** The standing quote, to revise: its figures, its note, and its date unless that has passed. */
export function quoteDraftOf(rfq: RfqDetail, items: readonly RfqItem[]): QuoteDraft {
  const quote = rfq.quote!;
  const prices: QuoteDraft['prices'] = {};
  for (const item of items) {
    if (item.quote) prices[item.id] = { unitPrice: String(Number(item.quote.unitPrice)), leadTimeWeeks: String(item.quote.leadTimeWeeks) };
  }
  const charges = (quote.charges ?? []).map((charge) => ({ label: charge.label, amount: String(Number(charge.amount)) }));
  return {
    amount: quote.subtotal ? '' : String(Number(quote.amount)),
    validUntil: isQuoteExpired(quote) ? '' : quote.validUntil,
    note: quote.note ?? '',
    prices,
    charges: charges.length > 0 ? charges : emptyQuoteDraft().charges,
  };
}

const number = (text: string | undefined) => (text === undefined || text.trim() === '' ? undefined : Number(text));

/** Whether staff may price a line per W instead of per unit: the catalog knows the watts of one unit, and it is not sold per W already. */
function quotablePerWatt(item: RfqItem): boolean {
  return !!item.product.wattsPerUnit && item.product.wattsPerUnit !== 1;
}

/** Whether staff chose to price a line per W, turned into a price per unit as they type. */
function pricedPerWatt(draft: QuoteDraft, item: RfqItem): boolean {
  return draft.prices[item.id]?.priceUnit === 'W' && quotablePerWatt(item);
}

/** The unit a line's price is typed in: a W where staff chose it, else the product's unit ("module", or "W" for a product sold per W). */
function typedUnit(draft: QuoteDraft, item: RfqItem): string {
  return pricedPerWatt(draft, item) ? 'W' : unitName(item.product.unitType);
}

/** A line's price per item, as the server will store it (a price per W times the watts of one unit), while it reads as a valid price; else undefined. */
function itemPriceOf(draft: QuoteDraft, item: RfqItem): string | undefined {
  const typed = number(draft.prices[item.id]?.unitPrice);
  if (typed === undefined || !Number.isFinite(typed) || typed < 0 || !hasAtMostDecimals(typed, UNIT_PRICE_DECIMALS)) return undefined;
  return pricedPerWatt(draft, item) ? pricePerItem(typed, item.product.wattsPerUnit!) : typed.toFixed(UNIT_PRICE_DECIMALS);
}

/** Staff price each line once any line's price or lead time, or any charge's amount, is typed; else the quote is one total. */
export function isItemised(draft: QuoteDraft, items: readonly RfqItem[]): boolean {
  const typed = (text: string | undefined) => (text ?? '').trim() !== '';
  return (
    items.length > 0 &&
    (items.some((item) => typed(draft.prices[item.id]?.unitPrice) || typed(draft.prices[item.id]?.leadTimeWeeks)) ||
      draft.charges.some((charge) => typed(charge.amount)))
  );
}

/** The lines' and charges' total while every figure reads as a valid number, else undefined. */
export function draftTotal(draft: QuoteDraft, items: readonly RfqItem[]): string | undefined {
  const lines = items.map((item) => ({ unitPrice: itemPriceOf(draft, item), quantity: item.quantity }));
  const charges = draft.charges.filter((charge) => charge.amount.trim() !== '').map((charge) => ({ amount: number(charge.amount) }));
  const valid = (value: number | undefined, decimals: number) =>
    value !== undefined && Number.isFinite(value) && value >= 0 && hasAtMostDecimals(value, decimals);
  if (!lines.every((line) => line.unitPrice !== undefined) || !charges.every((charge) => valid(charge.amount, 2))) return undefined;
  return quoteTotals(lines as { unitPrice: string; quantity: number }[], charges as { amount: number }[]).total;
}

/**
 * The request the draft makes (the schema's shape), and where each sent charge sits among the
 * rows on screen: a row without an amount is not sent, so the API's `charges.1` may be row 2.
 */
export function quoteRequest(
  draft: QuoteDraft,
  items: readonly RfqItem[],
  quoteVersion?: number,
): { body: Partial<StaffQuoteInput> & { status: 'quoted' }; chargeRows: number[] } {
  const common = { status: 'quoted' as const, validUntil: draft.validUntil, note: draft.note, ...(quoteVersion ? { quoteVersion } : {}) };
  if (!isItemised(draft, items)) return { body: { ...common, amount: number(draft.amount) }, chargeRows: [] };
  const chargeRows = draft.charges.flatMap((charge, row) => (charge.amount.trim() === '' ? [] : [row]));
  const total = draftTotal(draft, items);
  return {
    body: {
      ...common,
      amount: total === undefined ? undefined : Number(total),
      lines: items.map((item) => ({
        itemId: item.id,
        unitPrice: number(draft.prices[item.id]?.unitPrice) as number,
        // Sent only when per W: a price per unit is what the API has always taken.
        ...(pricedPerWatt(draft, item) ? { priceUnit: 'W' as const } : {}),
        leadTimeWeeks: number(draft.prices[item.id]?.leadTimeWeeks) as number,
      })),
      charges: chargeRows.map((row) => ({ label: draft.charges[row]!.label, amount: number(draft.charges[row]!.amount) as number })),
    },
    chargeRows,
  };
}

/** Today as YYYY-MM-DD in the reader's time zone: the earliest day a quote may hold until. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** What staff type for each requested line: its unit price (labelled with its unit) and its lead time. */
const LINE_FIGURES = [
  { field: 'unitPrice', label: (unit: string) => `Unit price (USD per ${unit})`, inputMode: 'decimal', step: '0.0001' },
  { field: 'leadTimeWeeks', label: () => 'Lead time (weeks)', inputMode: 'numeric', step: '1' },
] as const;

interface Props {
  draft: QuoteDraft;
  setDraft: Dispatch<SetStateAction<QuoteDraft>>;
  /** The RFQ's lines; without them (not loaded) the quote is one total. */
  items: readonly RfqItem[];
  errors: FieldErrors;
}

/**
 * A quote's fields: each requested line's unit price and lead time, charges of their own (freight
 * first), the total (typed for a quote of one total, else the lines plus the charges, shown as they
 * are typed), the valid-until date and a note to the buyer. Field names are the request's paths,
 * so the API's messages land under them.
 */
export function QuoteFields({ draft, setDraft, items, errors }: Props) {
  const itemised = isItemised(draft, items);
  const total = itemised ? draftTotal(draft, items) : undefined;
  const setPrice = (itemId: number, field: (typeof LINE_FIGURES)[number]['field'] | 'priceUnit', value: string) =>
    setDraft((old) => ({
      ...old,
      prices: { ...old.prices, [itemId]: { unitPrice: '', leadTimeWeeks: '', ...old.prices[itemId], [field]: value } },
    }));
  const setCharge = (row: number, field: 'label' | 'amount', value: string) =>
    setDraft((old) => ({ ...old, charges: old.charges.map((charge, index) => (index === row ? { ...charge, [field]: value } : charge)) }));

  return (
    <>
      {items.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">Price each line (optional)</legend>
          <p className="text-xs text-slate-600">
            Give every line a unit price and a lead time, or leave them all empty and quote one total below. A price is per the
            catalog&apos;s unit of the product; a module&apos;s may be given per W instead.
          </p>
          {errors.lines && (
            <p role="alert" className="text-sm text-red-700">
              {errors.lines}
            </p>
          )}
          <ul className="space-y-3">
            {items.map((item, index) => {
              const name = item.product.name || `Product ID: ${item.productId}`;
              const price = draft.prices[item.id];
              const unit = typedUnit(draft, item);
              const perItem = itemPriceOf(draft, item);
              const lineTotal =
                perItem === undefined ? undefined : quoteTotals([{ unitPrice: perItem, quantity: item.quantity }], []).total;
              const warning = perItem === undefined ? null : catalogPriceWarning(perItem, item.product);
              const catalogUnit = unitName(item.product.unitType);
              return (
                <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-3">
                  <p className="font-medium text-ink">{name}</p>
                  <p className="text-xs text-slate-600">
                    {formatQuantityWithUnit(item.quantity, item.product.unitType)}
                    {item.product.price !== null && ` · catalog ${formatUnitPrice(item.product.price)} per ${catalogUnit}`}
                    {pricedPerWatt(draft, item) && perItem !== undefined && ` · ${formatUnitPrice(perItem)} per ${catalogUnit}`}
                    {lineTotal !== undefined && ` · line total ${formatCurrency(Number(lineTotal), 2)}`}
                  </p>
                  {/* Bottoms aligned: on a phone "Lead time (weeks)" takes two lines. */}
                  <div className={`mt-2 grid grid-cols-2 items-end gap-3 ${quotablePerWatt(item) ? 'sm:grid-cols-3' : ''}`}>
                    {quotablePerWatt(item) && (
                      <SelectField
                        label="Price per"
                        aria-label={`Price per, ${name}`}
                        name={`lines.${index}.priceUnit`}
                        value={pricedPerWatt(draft, item) ? 'W' : 'item'}
                        options={[
                          { value: 'item', label: catalogUnit },
                          { value: 'W', label: `W (${item.product.wattsPerUnit!.toLocaleString('en-US')} W a ${catalogUnit})` },
                        ]}
                        onChange={(event) => setPrice(item.id, 'priceUnit', event.currentTarget.value)}
                        error={errors[`lines.${index}.priceUnit`]}
                      />
                    )}
                    {LINE_FIGURES.map(({ field, label: labelFor, inputMode, step }) => {
                      const label = labelFor(unit);
                      return (
                        <TextField
                          key={field}
                          label={label}
                          aria-label={`${label} of ${name}`}
                          name={`lines.${index}.${field}`}
                          type="number"
                          inputMode={inputMode}
                          min="0"
                          step={step}
                          value={price?.[field] ?? ''}
                          onChange={(event) => setPrice(item.id, field, event.currentTarget.value)}
                          // A message about the line itself (its item) shows under its price.
                          error={errors[`lines.${index}.${field}`] ?? (field === 'unitPrice' ? errors[`lines.${index}.itemId`] : undefined)}
                        />
                      );
                    })}
                  </div>
                  {warning && (
                    <p role="status" className="mt-2 rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900">
                      {warning}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">Charges</legend>
            {errors.charges && (
              <p role="alert" className="text-sm text-red-700">
                {errors.charges}
              </p>
            )}
            {draft.charges.map((charge, row) => (
              <div key={row} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]">
                <TextField
                  label="Charge"
                  aria-label={`Charge ${row + 1}`}
                  name={`charges.${row}.label`}
                  value={charge.label}
                  maxLength={100}
                  onChange={(event) => setCharge(row, 'label', event.currentTarget.value)}
                  error={errors[`charges.${row}.label`]}
                />
                <TextField
                  label="Amount (USD)"
                  aria-label={`Amount (USD) of charge ${row + 1}`}
                  name={`charges.${row}.amount`}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  value={charge.amount}
                  onChange={(event) => setCharge(row, 'amount', event.currentTarget.value)}
                  error={errors[`charges.${row}.amount`]}
                />
                <button
                  type="button"
                  onClick={() => setDraft((old) => ({ ...old, charges: old.charges.filter((_, index) => index !== row) }))}
                  className={`${linkButton} col-span-2 justify-self-start text-sm sm:col-span-1 sm:pb-2.5`}
                >
                  Remove<span className="sr-only"> charge {row + 1}</span>
                </button>
              </div>
            ))}
            {draft.charges.length < MAX_QUOTE_CHARGES && (
              <button
                type="button"
                onClick={() => setDraft((old) => ({ ...old, charges: [...old.charges, { label: '', amount: '' }] }))}
                className={`${linkButton} text-sm`}
              >
                Add a charge
              </button>
            )}
          </fieldset>
        </fieldset>
      )}
      <TextField
        label="Quoted amount (USD)"
        name="amount"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        readOnly={itemised}
        value={itemised ? (total ?? '') : draft.amount}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (!itemised) setDraft((old) => ({ ...old, amount: value }));
        }}
        hint={
          itemised
            ? total === undefined
              ? 'The lines plus the charges, once every line has a valid price.'
              : `The lines plus the charges: ${formatCurrency(Number(total), 2)}.`
            : items.length > 0
              ? 'The whole quote as one amount, or price each line above.'
              : undefined
        }
        error={errors.amount}
      />
      <TextField
        label="Valid until"
        name="validUntil"
        type="date"
        min={today()}
        value={draft.validUntil}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft((old) => ({ ...old, validUntil: value }));
        }}
        error={errors.validUntil}
      />
      <TextAreaField
        label="Note to the buyer (optional)"
        name="note"
        rows={3}
        value={draft.note}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setDraft((old) => ({ ...old, note: value }));
        }}
        error={errors.note}
      />
    </>
  );
}

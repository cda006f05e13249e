import { lazy, Suspense, useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import type { BtmAnswer } from '~/domain/btm/answer';
import { loadExampleTariff, isExampleTariffId, EXAMPLE_TARIFFS } from '~/domain/btm/exampleTariffs';
import {
  atInterval,
  batteryFromForm,
  BATTERY_FORM_INITIAL,
  formOfBattery,
  BUILT_TARIFF_INITIAL,
  btmReportRows,
  builtTariff,
  costsFromForm,
  COSTS_FORM_INITIAL,
} from '~/domain/btm/form';
import type { LoadFileResult } from '~/domain/btm/loadFile';
import {
  decodeLoadShape,
  LOAD_SHAPE_CALENDAR_YEAR,
  loadShapeUrl,
  scaleLoadShape,
  type LoadShapeClimate,
  type LoadShapeKind,
} from '~/domain/btm/loadShapes';
import { readHourlyPvFile } from '~/domain/btm/pvFile';
import { tariffFormSchema, tariffFromForm } from '~/domain/btm/tariffForm';
import { urdbOf } from '~/domain/btm/urdb';
import { formatEnergy, formatNumber, formatPower } from '~/domain/format';
import type { Product } from '~/domain/products';
import type { BtmRequestInput } from '~/domain/schemas/calculators/btm';
import { askToSignIn } from '~/browser/session';
import { calculate, getRun } from '~/client/calculators';
import { ApiRequestError } from '~/client/http';
import { searchProducts } from '~/client/products';
import { createRfq } from '~/client/rfqs';
import { loadCurrentUser } from '~/stores/currentUser';
import { addToCart } from '~/stores/rfqCart';
import { toast } from '~/stores/toasts';
import { CheckboxField } from '../forms/CheckboxField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { LoadingRows } from '../ui/LoadingRows';
import { useSignedInUser } from '../ui/useSignedInUser';
import { BatterySection } from './BatterySection';
import { LoadSection, type LoadMode, type TypicalLoad } from './LoadSection';
import { PvSection, PV_MODEL_INITIAL, type PvMode, type PvModelFields } from './PvSection';
import { TariffSection, type TariffMode } from './TariffSection';
import { CancelledError, InvalidRequestError, useOptimizerWorker } from './useOptimizerWorker';

/** The result (tables and charts) loads with the first solve, not with the page. */
const loadResult = () => import('./BtmResult');
const BtmResult = lazy(() => loadResult().then((module) => ({ default: module.BtmResult })));

type Status = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'solving'; done: number; of: number };
interface Solved {
  answer: BtmAnswer;
  request: BtmRequestInput;
  product?: Product;
}

/**
 * The behind-the-meter optimizer: the site's load, its tariff, its solar and a battery in; the
 * bill-minimising dispatch out, solved by HiGHS in a worker (progress, cancel), with the bill
 * before and after, a week of the dispatch, the returns, downloads and a quote for the battery.
 */
export default function BtmOptimizer() {
  const user = useSignedInUser();
  const worker = useOptimizerWorker();
  const [loadMode, setLoadMode] = useState<LoadMode>('typical');
  const [file, setFile] = useState<{ name: string; result: LoadFileResult } | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [reading, setReading] = useState(false);
  const [typical, changeTypical] = useFieldGroup<TypicalLoad>({ kind: 'office', climate: 'los-angeles', annualKWh: '1500000', peakKW: '' });
  const [tariffMode, setTariffMode] = useState<TariffMode>('example');
  const [exampleId, setExampleId] = useState<string>(EXAMPLE_TARIFFS[0].id);
  const [urdbText, setUrdbText] = useState('');
  const [built, changeBuilt] = useFieldGroup<Record<string, string>>(BUILT_TARIFF_INITIAL);
  const [exportPaid, setExportPaid] = useState(false);
  const [exportPrice, setExportPrice] = useState('0.04');
  const [daylightSaving, setDaylightSaving] = useState(true);
  const [pvMode, setPvMode] = useState<PvMode>('none');
  const [pvModel, changePvModel] = useFieldGroup<PvModelFields>(PV_MODEL_INITIAL);
  const [pvFile, setPvFile] = useState<{ name: string; hourlyKW: number[] } | null>(null);
  const [pvFileError, setPvFileError] = useState<string>();
  const [battery, changeBattery] = useFieldGroup<Record<string, string>>(BATTERY_FORM_INITIAL);
  const [costs, changeCosts] = useFieldGroup<Record<string, string>>(COSTS_FORM_INITIAL);
  const [withCosts, setWithCosts] = useState(true);
  const [size, setSize] = useState(false);
  const [products, setProducts] = useState<Product[] | null>(null);
  const [product, setProduct] = useState<Product>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [solved, setSolved] = useState<Solved>();

  // A signed-in buyer may take a storage product from the catalog.
  useEffect(() => {
    if (!user) return;
    searchProducts(new URLSearchParams({ category: 'storage', sort: 'name', pageSize: '100' }))
      .then((page) => setProducts(page.products))
      .catch((error: unknown) => console.error('Could not read the storage products:', error));
  }, [user]);

  async function readFile(chosen: File) {
    setReading(true);
    setFileError(undefined);
    try {
      const result = await worker.run<LoadFileResult>({ kind: 'read-load', text: await chosen.text() });
      setFile({ name: chosen.name, result });
    } catch (error) {
      setFile(null);
      if (!(error instanceof CancelledError)) setFileError(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  }

  async function readPvFile(chosen: File) {
    setPvFileError(undefined);
    try {
      setPvFile({ name: chosen.name, hourlyKW: readHourlyPvFile(await chosen.text()) });
    } catch (error) {
      setPvFile(null);
      setPvFileError(error instanceof Error ? error.message : String(error));
    }
  }

  function chooseProduct(chosen: Product | undefined) {
    setProduct(chosen);
    if (!chosen) return;
    const { powerKW, usableEnergyKWh, roundTripEfficiencyPct } = chosen.facets as Record<string, number | undefined>;
    changeBattery({
      ...(powerKW ? { powerKW: String(powerKW) } : {}),
      ...(usableEnergyKWh ? { energyKWh: String(usableEnergyKWh) } : {}),
      ...(roundTripEfficiencyPct ? { roundTripEfficiency: String(roundTripEfficiencyPct) } : {}),
    });
    const perKWh = chosen.unitPrice?.per === 'kWh' ? Number(chosen.unitPrice.amount) : undefined;
    if (perKWh) changeCosts({ capexPerKWh: String(perKWh) });
  }

  /** The request from the form; throws with field messages when a part cannot be made. */
  async function buildRequest(): Promise<BtmRequestInput> {
    const problems: Record<string, string> = {};
    let loadKW: number[] | undefined;
    let intervalMinutes: 60 | 15 = 60;
    let year = LOAD_SHAPE_CALENDAR_YEAR;
    if (loadMode === 'file') {
      if (!file) problems.loadKW = 'Choose a file of interval data, or use a typical building';
      else ({ loadKW, intervalMinutes, year } = file.result);
    } else {
      const annualKWh = Number(typical.annualKWh);
      if (!typical.annualKWh.trim() || !(annualKWh > 0)) problems.annualKWh = 'Required: the kWh on a year of bills';
      else {
        const response = await fetch(loadShapeUrl(typical.climate as LoadShapeClimate, typical.kind as LoadShapeKind));
        if (!response.ok) throw new Error(`Could not read the load shape (${response.status})`);
        const shape = decodeLoadShape(await response.json());
        try {
          loadKW = scaleLoadShape(shape, { annualKWh, ...(typical.peakKW.trim() ? { peakKW: Number(typical.peakKW) } : {}) });
        } catch (error) {
          problems.peakKW = error instanceof Error ? error.message : String(error);
        }
      }
    }

    let tariff: Record<string, unknown> | undefined;
    if (tariffMode === 'example' && isExampleTariffId(exampleId)) tariff = (await loadExampleTariff(exampleId)) as Record<string, unknown>;
    else if (tariffMode === 'urdb') {
      try {
        tariff = JSON.parse(urdbText) as Record<string, unknown>;
      } catch {
        problems.tariff = urdbText.trim() ? 'Not JSON: paste the rate as OpenEI shows it (JSON), or choose its file' : 'Required';
      }
    } else if (tariffMode === 'form') {
      const form = tariffFormSchema.safeParse(builtTariff(built));
      if (form.success) tariff = urdbOf(tariffFromForm(form.data));
      else problems.tariff = form.error.issues.map((issue) => issue.message).join('; ');
    }
    if (tariff && exportPaid) tariff = { ...tariff, exportPricePerKWh: exportPrice.trim() ? Number(exportPrice) : undefined };

    let pvKW: number[] | undefined;
    if (pvMode === 'file') {
      if (!pvFile) problems.pvKW = 'Choose a file of hourly PV output, or no solar';
      else pvKW = atInterval(pvFile.hourlyKW, intervalMinutes);
    } else if (pvMode === 'model') {
      const coordinates = pvModel.latitude.trim() && pvModel.longitude.trim();
      try {
        const solar = await calculate('solar', {
          ...(coordinates
            ? { latitude: Number(pvModel.latitude), longitude: Number(pvModel.longitude) }
            : pvModel.state
              ? { state: pvModel.state }
              : {}),
          systemSizeKWdc: Number(pvModel.systemSizeKWdc),
          tracking: pvModel.tracking as 'fixed' | 'single-axis',
        });
        pvKW = atInterval(solar.hourlyKW, intervalMinutes);
      } catch (error) {
        problems['pv.systemSizeKWdc'] = solarMessage(error);
      }
    }
    if (Object.keys(problems).length > 0)
      throw new InvalidRequestError(Object.entries(problems).map(([path, message]) => ({ path, message })));
    return {
      intervalMinutes,
      loadKW: loadKW!,
      ...(pvKW ? { pvKW } : {}),
      year,
      daylightSaving,
      tariff: tariff!,
      battery: batteryFromForm(battery),
      ...(withCosts ? { costs: costsFromForm(costs), size } : {}),
    };
  }

  async function optimise(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setStatus({ kind: 'preparing' });
    try {
      await solve(await buildRequest(), { save: true });
    } catch (error) {
      failed(error);
    } finally {
      setStatus({ kind: 'idle' });
    }
  }

  async function solve(request: BtmRequestInput, { save }: { save: boolean }) {
    void loadResult();
    setStatus({ kind: 'solving', done: 0, of: request.costs && request.size ? 1 : 12 });
    const answer = await worker.run<BtmAnswer>({ kind: 'solve', request }, (done, of) => setStatus({ kind: 'solving', done, of }));
    setSolved({ answer, request, product });
    if (save) void saveIfSignedIn(request);
  }

  function failed(error: unknown) {
    if (error instanceof InvalidRequestError) {
      setErrors(Object.fromEntries(error.issues.map((issue) => [fieldOf(issue.path), issue.message])));
      toast({ title: 'Check the inputs', description: 'Some inputs need attention: see the messages under them.', variant: 'destructive' });
    } else if (!(error instanceof CancelledError)) {
      console.error('The optimisation failed:', error);
      toast({ title: 'Optimisation Error', description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    }
  }

  // A saved run (the dashboard links `?run=<id>`): its own inputs, solved again; the battery's fields show its size.
  const reopen = useEffectEvent(async (run: Awaited<ReturnType<typeof getRun>>) => {
    const request = run.inputs as unknown as BtmRequestInput;
    changeBattery(formOfBattery(request.battery));
    try {
      await solve(request, { save: false });
      toast({
        title: 'Saved run reopened',
        description: 'Its own load, tariff and battery, solved again. Change the inputs and Optimise to try another.',
      });
    } catch (error) {
      failed(error);
    } finally {
      setStatus({ kind: 'idle' });
    }
  });
  const notReopened = useEffectEvent((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 404)
      toast({ title: 'Not found', description: 'That saved run is not yours, or was deleted.', variant: 'destructive' });
    else failed(error);
  });
  useEffect(() => {
    const id = Number(new URLSearchParams(location.search).get('run'));
    if (!user || !Number.isInteger(id) || id <= 0) return;
    let current = true;
    getRun(id).then(
      (run) => current && void reopen(run),
      (error: unknown) => current && notReopened(error),
    );
    return () => {
      current = false;
    };
  }, [user]);

  async function saveIfSignedIn(request: BtmRequestInput) {
    if ((await loadCurrentUser()).status !== 'signed-in') return;
    try {
      const { saveRun } = await import('~/client/calculators');
      await saveRun('btm', request);
    } catch (error) {
      console.error('Could not save the optimisation:', error);
    }
  }

  async function download() {
    if (!solved) return;
    if ((await loadCurrentUser()).status !== 'signed-in') return askToSignIn('Sign in to download your report.');
    const { downloadCsv, downloadJson } = await import('~/browser/download');
    const name = `voltfield-btm-${new Date().toISOString().slice(0, 10)}`;
    downloadJson(`${name}.json`, { inputs: solved.request, outputs: solved.answer, timestamp: new Date().toISOString() });
    downloadCsv(`${name}.csv`, btmReportRows(solved.answer, solved.request.loadKW, solved.request.pvKW));
  }

  async function requestQuote() {
    if (!solved) return;
    if ((await loadCurrentUser()).status !== 'signed-in') return askToSignIn('Sign in to request a quote for this battery.');
    const { powerKW, energyKWh } = solved.answer.battery;
    const size = `${formatPower(powerKW)} / ${formatEnergy(energyKWh)}`;
    try {
      if (solved.product) {
        const unitKWh = Number((solved.product.facets as Record<string, unknown>).usableEnergyKWh) || energyKWh;
        const units = Math.max(1, Math.ceil(energyKWh / unitKWh - 1e-9));
        await addToCart(solved.product.id, units);
        toast({
          title: 'Added to your RFQ',
          description: `${units} × ${solved.product.name} for a ${size} battery. Review it on the RFQ page.`,
        });
      } else {
        const draft = await createRfq(`Battery for a behind-the-meter site: ${size}`);
        toast({ title: 'RFQ started', description: `Draft RFQ #${draft.id} names the battery (${size}): add products from the catalog.` });
      }
    } catch (error) {
      console.error('Could not request the quote:', error);
      toast({ title: 'Error', description: 'Failed to add the battery to your RFQ. Please try again.', variant: 'destructive' });
    }
  }

  const busy = status.kind !== 'idle';
  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={optimise}
        aria-label="Optimizer inputs"
        className="grid grid-cols-1 gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:grid-cols-2"
      >
        <LoadSection
          mode={loadMode}
          onMode={setLoadMode}
          file={file}
          fileError={fileError}
          reading={reading}
          onFile={(chosen) => void readFile(chosen)}
          typical={typical}
          onTypical={changeTypical}
          errors={errors}
        />
        <div className="flex min-w-0 flex-col gap-3">
          <TariffSection
            mode={tariffMode}
            onMode={setTariffMode}
            exampleId={exampleId}
            onExample={setExampleId}
            urdbText={urdbText}
            onUrdbText={setUrdbText}
            built={built}
            onBuilt={changeBuilt}
            exportPaid={exportPaid}
            onExportPaid={setExportPaid}
            exportPrice={exportPrice}
            onExportPrice={setExportPrice}
            errors={errors}
          />
          <CheckboxField name="daylightSaving" checked={daylightSaving} onChange={setDaylightSaving}>
            Clocks change for daylight saving at the site (not in Arizona or Hawaii)
          </CheckboxField>
        </div>
        <PvSection
          mode={pvMode}
          onMode={setPvMode}
          model={pvModel}
          onModel={changePvModel}
          hours={pvMode === 'file' && pvFile ? { annualKWh: pvFile.hourlyKW.reduce((a, b) => a + b, 0), source: pvFile.name } : null}
          fileError={pvFileError}
          onFile={(chosen) => void readPvFile(chosen)}
          errors={errors}
        />
        <BatterySection
          battery={battery}
          onBattery={changeBattery}
          costs={costs}
          onCosts={changeCosts}
          withCosts={withCosts}
          onWithCosts={setWithCosts}
          size={size}
          onSize={setSize}
          products={products}
          productId={product ? String(product.id) : ''}
          onProduct={chooseProduct}
          errors={errors}
        />
        <div className="flex flex-col gap-3 lg:col-span-2" aria-live="polite">
          {errors.form && <p className="text-sm text-red-700">{errors.form}</p>}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={`${primaryButton} min-w-40`} disabled={busy}>
              {busy ? 'Optimising...' : 'Optimise'}
            </button>
            {status.kind === 'solving' && (
              <>
                <progress className="h-2 w-48 accent-brand-700" max={status.of} value={status.done} aria-label="Optimisation progress" />
                <span className="text-sm text-slate-700">
                  {status.of === 1 ? 'Sizing over the whole year…' : `Solved ${formatNumber(status.done)} of ${status.of} months`}
                </span>
                <button type="button" className={secondaryButton} onClick={worker.cancel}>
                  Cancel
                </button>
              </>
            )}
            {status.kind === 'preparing' && <span className="text-sm text-slate-700">Preparing the year…</span>}
          </div>
        </div>
      </form>
      <section aria-label="Results" className="min-w-0">
        {solved ? (
          <Suspense fallback={<LoadingRows rows={4} height="h-20" />}>
            <BtmResult
              answer={solved.answer}
              loadKW={solved.request.loadKW}
              pvKW={solved.request.pvKW}
              onDownload={() => void download()}
              onRequestQuote={() => void requestQuote()}
              quoteLabel={solved.product ? `Request a quote for ${solved.product.model}` : 'Request a quote for this battery'}
            />
          </Suspense>
        ) : (
          <div className="flex min-h-32 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
            Describe the site and the battery, then press Optimise: the year is solved in your browser, month by month.
          </div>
        )}
      </section>
    </div>
  );
}

/** Where an issue of the request shows: under its field, the tariff's issues under the tariff, the series' under their section. */
function fieldOf(path: string): string {
  if (path.startsWith('tariff.exportPricePerKWh')) return 'tariff.exportPricePerKWh';
  if (path.startsWith('tariff')) return 'tariff';
  if (path.startsWith('loadKW')) return 'loadKW';
  if (path.startsWith('pvKW')) return 'pvKW';
  return path;
}

function solarMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const issue = /"message":"([^"]+)"/.exec(text);
  return issue ? `Solar: ${issue[1]}` : 'Could not model the solar: check its inputs';
}

/** A group of a section's text fields in state, and the setter that merges a change of some of them. */
function useFieldGroup<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const change = (changes: Partial<T>) => setValues((current) => ({ ...current, ...changes }));
  return [values, change] as const;
}

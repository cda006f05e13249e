import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LoadFileResult } from '~/domain/btm/loadFile';
import { readHourlyPvFile } from '~/domain/btm/pvFile';
import { formatNumber } from '~/domain/format';
import { useAdoptTyping } from '../forms/adoptTyping';
import { CheckboxField } from '../forms/CheckboxField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { LoadingRows } from '../ui/LoadingRows';
import { useHydrated } from '../ui/useHydrated';
import { BatterySection } from './BatterySection';
import { EconomicsSection } from './EconomicsSection';
import { reopenedBattery, useBtmInputs, type BtmInputs, type Change } from './btmInputs';
import { btmRequest, sectionOfField, type BtmFiles } from './btmRequest';
import { LoadSection } from './LoadSection';
import { PvSection } from './PvSection';
import { downloadReport, quoteLabel, requestQuote, type QuotedDraft } from './resultActions';
import { TariffSection } from './TariffSection';
import { useOptimization, type Solved, type SolveStatus } from './useOptimization';
import { useOptimizerWorker } from './useOptimizerWorker';
import { useUploadedFile, type FileUpload } from './useUploadedFile';
import type { SiteOpening } from './siteInputs';
import { siteHref } from '~/domain/sites/site';
import { toast } from '~/stores/toasts';

/** The result (tables and charts) loads with the first solve, not with the page. */
const loadResult = () => import('./BtmResult');
const BtmResult = lazy(() => loadResult().then((module) => ({ default: module.BtmResult })));

/**
 * The behind-the-meter optimizer: the site's load, its tariff, its solar and a battery in; the
 * bill-minimizing dispatch out, solved by HiGHS in a worker (progress, cancel), with the bill
 * before and after, a week of the dispatch, the returns, downloads and a quote for the battery.
 * A section's messages go as soon as its inputs (or its file) change: they were about the old ones.
 */
export default function BtmOptimizer() {
  const hydrated = useHydrated();
  const worker = useOptimizerWorker();
  const { inputs, change } = useBtmInputs();
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTyping(formRef);
  const loadFile = useUploadedFile(async (file) => worker.run<LoadFileResult>({ kind: 'read-load', text: await file.text() }));
  const pvFile = useUploadedFile(async (file) => readHourlyPvFile(await file.text()));
  const optimization = useOptimization(worker, {
    product: inputs.battery.product,
    onSolving: () => void loadResult(),
    onReopen: (request) => change('battery')(reopenedBattery(request)),
  });
  const { errors, solved } = optimization;
  const opened = useSiteOpening((opening) => {
    for (const [section, update] of Object.entries(opening.changes)) change(section as keyof BtmInputs)(update as never);
    if (opening.loadFile) loadFile.set(opening.loadFile);
  });
  const quote = useQuoteRequest(solved);
  const files = { load: loadFile.uploaded, pv: pvFile.uploaded };

  const clearSection = (section: keyof BtmInputs) => optimization.clearMessages((field) => sectionOfField(field) === section);
  const changeOf =
    <S extends keyof BtmInputs>(section: S) =>
    (update: Change<BtmInputs[S]>) => {
      change(section)(update);
      clearSection(section);
    };
  const fileOf = <T,>(upload: FileUpload<T>, section: keyof BtmInputs): FileUpload<T> => ({
    ...upload,
    choose: (file) => {
      clearSection(section);
      upload.choose(file);
    },
  });

  return (
    <div className="flex flex-col gap-6">
      {opened && (
        <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
          Opened for the site{' '}
          <a href={siteHref(opened.site.id)} className="font-semibold text-brand-800 underline">
            {opened.site.name}
          </a>
          , {opened.design.name}: its load, tariff, PV at its point and battery. {opened.notes.join(' ')}
        </p>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void optimization.optimize(() => btmRequest(inputs, files));
        }}
        aria-label="Optimizer inputs"
        className="grid grid-cols-1 gap-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:grid-cols-2"
      >
        <LoadSection inputs={inputs.load} onChange={changeOf('load')} file={fileOf(loadFile, 'load')} errors={errors} />
        <div className="flex min-w-0 flex-col gap-3">
          <TariffSection inputs={inputs.tariff} onChange={changeOf('tariff')} errors={errors} />
          <CheckboxField
            name="daylightSaving"
            checked={inputs.tariff.daylightSaving}
            onChange={(daylightSaving) => changeOf('tariff')({ daylightSaving })}
          >
            Clocks change for daylight saving at the site (not in Arizona or Hawaii)
          </CheckboxField>
        </div>
        <PvSection inputs={inputs.pv} onChange={changeOf('pv')} file={fileOf(pvFile, 'pv')} errors={errors} />
        <BatterySection inputs={inputs.battery} onChange={changeOf('battery')} errors={errors} />
        <EconomicsSection
          inputs={inputs.economics}
          onChange={changeOf('economics')}
          errors={errors}
          pvFromFile={inputs.pv.mode === 'file'}
        />
        <div className="flex flex-col gap-3 lg:col-span-2" aria-live="polite">
          {errors.form && <p className="text-sm text-red-700">{errors.form}</p>}
          <div className="flex flex-wrap items-center gap-3">
            {/* Disabled until hydrated, as every form's (SubmitRow): a click before would submit natively and reload the page. */}
            <button type="submit" className={`${primaryButton} min-w-40`} disabled={optimization.busy || !hydrated}>
              {optimization.busy ? 'Optimizing...' : 'Optimize'}
            </button>
            <SolveProgress status={optimization.status} onCancel={optimization.cancel} />
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
              onDownload={() => void downloadReport(solved)}
              quote={quote}
              siteSave={{ solved, loadName: loadNameOf(inputs, files), pvSizeKWdc: pvSizeOf(inputs), siteId: opened?.site.id }}
            />
          </Suspense>
        ) : (
          <div className="flex min-h-32 items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
            Describe the site and the battery, then press Optimize: the year is solved in your browser, month by month.
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * The page opened for a site (`?site=…&design=…`, from the site's page): the form filled from it
 * (siteInputs.ts, loaded only then) once it is read; a failure said in a toast.
 */
function useSiteOpening(apply: (opening: SiteOpening) => void): SiteOpening | undefined {
  const [opening, setOpening] = useState<SiteOpening>();
  const applied = useEffectEvent((next: SiteOpening) => {
    apply(next);
    setOpening(next);
  });
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const siteId = Number(query.get('site'));
    if (!(siteId > 0)) return;
    import('./siteInputs')
      .then(({ openSite }) => openSite(siteId, query.get('design') ?? undefined))
      .then(applied, (error: unknown) => {
        console.error('Could not open the site:', error);
        toast({ title: 'Error', description: 'Could not open the site: it is not yours, or was deleted.', variant: 'destructive' });
      });
  }, []);
  return opening;
}

/** What the load is called when saved to a site: its file's name, or the typical building's kind and year of energy. */
const loadNameOf = ({ load }: BtmInputs, files: BtmFiles) =>
  load.mode === 'file'
    ? (files.load?.name ?? 'Interval data')
    : `Typical ${load.typical.kind} (${load.typical.climate}), ${formatNumber(Number(load.typical.annualKWh))} kWh a year`;
const pvSizeOf = ({ pv }: BtmInputs) => (pv.mode === 'model' ? Number(pv.model.systemSizeKWdc) || undefined : undefined);

/** Beside Optimize while it works: the year being prepared, then the months solved (or the year being sized) and Cancel. */
function SolveProgress({ status, onCancel }: { status: SolveStatus; onCancel(): void }) {
  if (status.kind === 'preparing') return <span className="text-sm text-slate-700">Preparing the year…</span>;
  if (status.kind !== 'solving') return null;
  return (
    <>
      <progress className="h-2 w-48 accent-brand-700" max={status.of} value={status.done} aria-label="Optimization progress" />
      <span className="text-sm text-slate-700">
        {status.of === 1 ? 'Sizing over the whole year…' : `Solved ${formatNumber(status.done)} of ${status.of} months`}
      </span>
      <button type="button" className={secondaryButton} onClick={onCancel}>
        Cancel
      </button>
    </>
  );
}

/** The request for a quote for the answer shown: its button, whether it is under way, and the draft it went into (for this answer only). */
function useQuoteRequest(solved: Solved | undefined) {
  const [asked, setAsked] = useState<{ solved: Solved; pending: boolean; draft?: QuotedDraft }>();
  const current = asked?.solved === solved ? asked : undefined;
  return {
    label: solved ? quoteLabel(solved) : '',
    pending: current?.pending ?? false,
    draft: current?.draft,
    onRequest() {
      if (!solved) return;
      setAsked({ solved, pending: true, draft: current?.draft });
      void requestQuote(solved).then((draft) => setAsked({ solved, pending: false, draft: draft ?? current?.draft }));
    },
  };
}

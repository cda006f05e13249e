import { useState } from 'react';
import {
  LEAD_PROJECT_TYPE_LABELS,
  LEAD_PROJECT_TYPES,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '~/domain/constants';
import { formatMomentDate } from '~/domain/format';
import { labelOf, optionsOf } from '~/domain/labels';
import { LEAD_SORT_LABELS, LEAD_SORTS, LEADS_PAGE_SIZE, type Lead } from '~/domain/leads';
import { reportFailure } from '~/browser/session';
import { leadsCsvUrl, searchLeads, setLeadsStatus, setLeadStatus } from '~/client/leads';
import { toast } from '~/stores/toasts';
import { fieldClass } from '../forms/FieldFrame';
import { SelectOptions } from '../forms/SelectField';
import { ConfirmationDialog } from '../ui/ConfirmationDialog';
import { linkButton, primaryButton, secondaryButton } from '../ui/buttons';
import { EmptyState } from '../ui/ListStates';
import { Pager } from '../ui/Pager';
import { FilterSelect } from '../forms/FilterSelect';
import { useApiData } from '../ui/useApiData';
import { withItem } from '../ui/sets';
import { replaceUrlSearch } from '../ui/useUrlSearch';
import { AdminSection } from './AdminSection';
import { CardList } from './CardList';
import { activeLeadFilters, leadsApiQuery, withoutLeadFilters } from './leadFilters';
import { LeadHistoryDialog } from './LeadHistoryDialog';
import { pageSelectionState, toggledPageSelection } from './pageSelection';
import { pageCount } from './paging';
import { RangeStatus } from './RangeStatus';
import { TabFilters, type TabFilter } from './TabFilters';
import { urlScope, type UrlScope } from './urlScope';

const statusOptions = optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS);
const FILTERS: readonly TabFilter[] = [
  { name: 'q', label: 'Search leads', placeholder: 'Name, email or organization', className: 'col-span-2' },
  { name: 'status', label: 'Status', all: 'All statuses', options: statusOptions },
  { name: 'source', label: 'Source', all: 'All sources', options: optionsOf(LEAD_SOURCES, LEAD_SOURCE_LABELS) },
  {
    name: 'projectType',
    label: 'Project type',
    all: 'All project types',
    options: optionsOf(LEAD_PROJECT_TYPES, LEAD_PROJECT_TYPE_LABELS),
    className: 'col-span-2 md:col-span-1 xl:col-span-2',
  },
];
const STATUS_CLASS: Record<LeadStatus, string> = {
  new: 'border-sky-300 bg-sky-50',
  contacted: 'border-amber-300 bg-amber-50',
  qualified: 'border-brand-300 bg-brand-50',
  closed: 'border-slate-300 bg-slate-100',
};

const nameOf = (lead: Lead) => `${lead.firstName} ${lead.lastName}`;

/** One end of the leads' date range, a URL parameter kept within the other end ('' when open). */
function DateFilter({ label, name, url, min, max }: { label: string; name: string; url: UrlScope; min?: string; max?: string }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-ink">
      {label}
      <input
        type="date"
        value={url.get(name)}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => url.set(name, event.currentTarget.value)}
        className={fieldClass}
      />
    </label>
  );
}

/**
 * The Leads tab: server-side search, filters, sort and pages kept in the URL; a status select per lead with a toast on
 * success or failure; several leads selected and moved at once after a confirmation stating the count; the filtered leads
 * as CSV; each lead's history.
 */
export function LeadsPanel({ params, onChanged }: { params: URLSearchParams; onChanged(): void }) {
  const query = leadsApiQuery(params);
  const { state, reload, update } = useApiData(query.toString(), () => searchLeads(query), { toast: 'Failed to fetch leads' });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const [bulkStatus, setBulkStatus] = useState<LeadStatus>('contacted');
  const [confirming, setConfirming] = useState(false);
  const [bulkPending, setBulkPending] = useState(false);
  const [history, setHistory] = useState<Lead | null>(null);

  const url = urlScope(params);
  const leads = state.status === 'ready' ? state.data.items : [];
  const pageIds = leads.map((lead) => lead.id);
  const allState = pageSelectionState(selected, pageIds);

  function replaceLeads(changed: readonly Lead[]): void {
    const byId = new Map(changed.map((lead) => [lead.id, lead]));
    update((data) => ({ ...data, items: data.items.map((lead) => byId.get(lead.id) ?? lead) }));
  }

  async function changeStatus(lead: Lead, status: LeadStatus): Promise<void> {
    setSaving((ids) => withItem(ids, lead.id, true));
    try {
      replaceLeads([await setLeadStatus(lead.id, status)]);
      toast({ title: 'Success', description: 'Lead status updated successfully.' });
      onChanged();
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to update lead status. Please try again.' }, 'Lead status update failed');
    } finally {
      setSaving((ids) => withItem(ids, lead.id, false));
    }
  }

  async function changeSelected(): Promise<void> {
    setBulkPending(true);
    try {
      const ids = [...selected];
      const result = await setLeadsStatus(ids, bulkStatus);
      replaceLeads(result.leads);
      setSelected(new Set());
      setConfirming(false);
      toast({
        title: 'Success',
        description: `${result.updated} ${result.updated === 1 ? 'lead' : 'leads'} moved to ${LEAD_STATUS_LABELS[bulkStatus]}.`,
      });
      onChanged();
      reload();
    } catch (error) {
      reportFailure(
        error,
        { title: 'Error', description: 'Failed to update lead status. Please try again.' },
        'Bulk lead status update failed',
      );
    } finally {
      setBulkPending(false);
    }
  }

  const filtered = activeLeadFilters(params) > 0 || url.get('q') !== '';
  return (
    <AdminSection
      name="leads"
      title="Leads"
      actions={
        <a href={leadsCsvUrl(query)} download className={secondaryButton}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
          </svg>
          Export CSV
        </a>
      }
    >
      <TabFilters label="Filter leads" className="md:grid-cols-4 xl:grid-cols-6" url={url} filters={FILTERS}>
        <DateFilter label="From" name="from" url={url} max={url.get('to')} />
        <DateFilter label="To" name="to" url={url} min={url.get('from')} />
        <FilterSelect
          label="Sort by"
          value={url.get('sort') || 'newest'}
          options={optionsOf(LEAD_SORTS, LEAD_SORT_LABELS)}
          onChange={(value) => url.set('sort', value === 'newest' ? '' : value)}
        />
        {filtered && (
          <button
            type="button"
            onClick={() => replaceUrlSearch(withoutLeadFilters(params))}
            className={`${secondaryButton} col-span-2 md:col-span-1`}
          >
            Clear filters
          </button>
        )}
      </TabFilters>

      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-700"
            disabled={pageIds.length === 0}
            checked={allState === true}
            ref={(box) => {
              if (box) box.indeterminate = allState === 'mixed';
            }}
            onChange={() => setSelected(toggledPageSelection(selected, pageIds))}
          />
          Select all on this page
        </label>
        <RangeStatus
          state={state}
          page={url.page}
          pageSize={LEADS_PAGE_SIZE}
          noun={['lead', 'leads']}
          loading="Loading leads…"
          className=""
        />
      </div>

      {selected.size > 0 && (
        <div
          className="sticky top-16 z-10 mt-3 flex flex-wrap items-end gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 shadow-sm"
          role="group"
          aria-label="Selected leads"
        >
          <p className="self-center text-sm font-semibold text-ink">{selected.size} selected</p>
          <FilterSelect
            label="New status"
            value={bulkStatus}
            options={statusOptions}
            onChange={(value) => setBulkStatus(value as LeadStatus)}
          />
          <button type="button" onClick={() => setConfirming(true)} className={primaryButton}>
            Change status
          </button>
          <button type="button" onClick={() => setSelected(new Set())} className={`${linkButton} self-center text-sm`}>
            Clear selection
          </button>
        </div>
      )}

      <div className="mt-3">
        <CardList
          state={state}
          onRetry={reload}
          failed="Failed to fetch leads"
          rows={leads}
          label="Leads"
          empty={
            <EmptyState title="No leads found">
              {filtered ? 'Try other filters or clear them.' : 'Leads arrive from the contact and home page forms.'}
            </EmptyState>
          }
        >
          {(lead) => (
            <li
              key={lead.id}
              className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 p-4 lg:grid-cols-[auto_minmax(0,1.4fr)_minmax(0,1.2fr)_minmax(0,1fr)_10rem_auto] lg:items-center"
            >
              <input
                type="checkbox"
                aria-label={`Select ${nameOf(lead)}`}
                className="mt-1 h-4 w-4 accent-brand-700 lg:mt-0"
                checked={selected.has(lead.id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setSelected((ids) => withItem(ids, lead.id, on));
                }}
              />
              <div className="min-w-0">
                <p className="font-semibold text-ink">{nameOf(lead)}</p>
                <a href={`mailto:${lead.email}`} className="block truncate text-sm text-brand-800 hover:underline">
                  {lead.email}
                </a>
              </div>
              <div className="col-start-2 min-w-0 text-sm lg:col-start-auto">
                <p className="truncate text-ink">{lead.organizationName}</p>
                <p className="text-slate-700">{labelOf(LEAD_PROJECT_TYPE_LABELS, lead.projectType)}</p>
              </div>
              <div className="col-start-2 text-sm text-slate-700 lg:col-start-auto">
                <p>{formatMomentDate(lead.createdAt)}</p>
                <p>{labelOf(LEAD_SOURCE_LABELS, lead.source)}</p>
              </div>
              <label className="col-start-2 flex items-center gap-2 text-sm lg:col-start-auto">
                <span className="lg:hidden" aria-hidden="true">
                  Status
                </span>
                <select
                  aria-label={`Status for ${nameOf(lead)}`}
                  value={lead.status}
                  disabled={saving.has(lead.id)}
                  onChange={(event) => void changeStatus(lead, event.currentTarget.value as LeadStatus)}
                  className={`${fieldClass} w-full py-1.5 ${STATUS_CLASS[lead.status]}`}
                >
                  <SelectOptions options={statusOptions} />
                </select>
              </label>
              <button
                type="button"
                onClick={() => setHistory(lead)}
                className={`${linkButton} col-start-2 justify-self-start text-sm lg:col-start-auto`}
              >
                History<span className="sr-only"> of {nameOf(lead)}</span>
              </button>
              {lead.details && <p className="col-start-2 line-clamp-2 text-sm text-slate-700 lg:col-span-4">{lead.details}</p>}
            </li>
          )}
        </CardList>
        {state.status === 'ready' && (
          <Pager label="Lead pages" page={url.page} pages={pageCount(state.data.total, LEADS_PAGE_SIZE)} onPage={url.setPage} />
        )}
      </div>

      <ConfirmationDialog
        open={confirming}
        title={`Change the status of ${selected.size} ${selected.size === 1 ? 'lead' : 'leads'}?`}
        confirm={`Move ${selected.size} to ${LEAD_STATUS_LABELS[bulkStatus]}`}
        workingLabel="Changing..."
        working={bulkPending}
        onConfirm={() => void changeSelected()}
        onCancel={() => setConfirming(false)}
      >
        <p className="text-slate-800">
          {selected.size} selected {selected.size === 1 ? 'lead' : 'leads'} will be set to <strong>{LEAD_STATUS_LABELS[bulkStatus]}</strong>
          . Each change is recorded in the audit log.
        </p>
      </ConfirmationDialog>
      <LeadHistoryDialog lead={history} onClose={() => setHistory(null)} />
    </AdminSection>
  );
}

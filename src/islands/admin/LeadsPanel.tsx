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
import { reportFailure } from '~/lib/browser/session';
import { leadsCsvUrl, searchLeads, setLeadsStatus, setLeadStatus } from '~/lib/client/leads';
import { toast } from '~/stores/toasts';
import { fieldClass } from '../forms/FieldFrame';
import { Dialog } from '../ui/Dialog';
import { linkButton, primaryButton, secondaryButton } from '../ui/buttons';
import { DataView, EmptyState, LoadingRows } from '../ui/ListStates';
import { Pager } from '../ui/Pager';
import { SearchBox } from '../ui/SearchBox';
import { FilterSelect } from '../ui/FilterSelect';
import { useApiData } from '../ui/useApiData';
import { replaceUrlSearch } from '../ui/useUrlSearch';
import { activeLeadFilters, leadsApiQuery, withoutLeadFilters } from './leadFilters';
import { LeadHistoryDialog } from './LeadHistoryDialog';
import { pageSelectionState, toggledPageSelection } from './pageSelection';
import { pageCount, pageOf } from './paging';
import { withParameter } from './urlParameters';
import { FilterForm } from '../ui/FilterForm';
import { RangeStatus } from './RangeStatus';

const statusOptions = optionsOf(LEAD_STATUSES, LEAD_STATUS_LABELS);
const STATUS_CLASS: Record<LeadStatus, string> = {
  new: 'border-sky-300 bg-sky-50',
  contacted: 'border-amber-300 bg-amber-50',
  qualified: 'border-brand-300 bg-brand-50',
  closed: 'border-slate-300 bg-slate-100',
};

const nameOf = (lead: Lead) => `${lead.firstName} ${lead.lastName}`;

/**
 * The Leads tab: server-side search, filters, sort and pages kept in the URL; a status select per lead with the spec's toasts; several leads selected
 * and moved at once after a confirmation stating the count; the filtered leads as CSV; each lead's history.
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

  const set = (name: string, value: string) => replaceUrlSearch(withParameter(params, name, value));
  const page = pageOf(params);
  const leads = state.status === 'ready' ? state.data.items : [];
  const pageIds = leads.map((lead) => lead.id);
  const allState = pageSelectionState(selected, pageIds);

  function replaceLeads(changed: readonly Lead[]): void {
    const byId = new Map(changed.map((lead) => [lead.id, lead]));
    update((data) => ({ ...data, items: data.items.map((lead) => byId.get(lead.id) ?? lead) }));
  }

  async function changeStatus(lead: Lead, status: LeadStatus): Promise<void> {
    setSaving((ids) => new Set(ids).add(lead.id));
    try {
      replaceLeads([await setLeadStatus(lead.id, status)]);
      toast({ title: 'Success', description: 'Lead status updated successfully.' });
      onChanged();
    } catch (error) {
      reportFailure(error, { title: 'Error', description: 'Failed to update lead status. Please try again.' }, 'Lead status update failed');
    } finally {
      setSaving((ids) => {
        const next = new Set(ids);
        next.delete(lead.id);
        return next;
      });
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

  const filterCount = activeLeadFilters(params);
  return (
    <section aria-labelledby="leads-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="leads-heading" className="text-xl font-semibold text-ink">
          Leads
        </h2>
        <a href={leadsCsvUrl(query)} download className={secondaryButton}>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M10 3a1 1 0 0 1 1 1v7.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V4a1 1 0 0 1 1-1ZM4 15a1 1 0 0 1 1 1h10a1 1 0 1 1 2 0 2 2 0 0 1-2 2H5a2 2 0 0 1-2-2 1 1 0 0 1 1-1Z" />
          </svg>
          Export CSV
        </a>
      </div>

      <FilterForm label="Filter leads" className="md:grid-cols-4 xl:grid-cols-6">
        <SearchBox
          label="Search leads"
          value={params.get('q') ?? ''}
          placeholder="Name, email or organization"
          onSearch={(text) => set('q', text)}
          className="col-span-2"
        />
        <FilterSelect
          label="Status"
          value={params.get('status') ?? ''}
          all="All statuses"
          options={statusOptions}
          onChange={(value) => set('status', value)}
        />
        <FilterSelect
          label="Source"
          value={params.get('source') ?? ''}
          all="All sources"
          options={optionsOf(LEAD_SOURCES, LEAD_SOURCE_LABELS)}
          onChange={(value) => set('source', value)}
        />
        <FilterSelect
          label="Project type"
          value={params.get('projectType') ?? ''}
          all="All project types"
          options={optionsOf(LEAD_PROJECT_TYPES, LEAD_PROJECT_TYPE_LABELS)}
          onChange={(value) => set('projectType', value)}
          className="col-span-2 md:col-span-1 xl:col-span-2"
        />
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          From
          <input
            type="date"
            value={params.get('from') ?? ''}
            max={params.get('to') ?? undefined}
            onChange={(event) => set('from', event.currentTarget.value)}
            className={fieldClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium text-ink">
          To
          <input
            type="date"
            value={params.get('to') ?? ''}
            min={params.get('from') ?? undefined}
            onChange={(event) => set('to', event.currentTarget.value)}
            className={fieldClass}
          />
        </label>
        <FilterSelect
          label="Sort by"
          value={params.get('sort') ?? 'newest'}
          options={optionsOf(LEAD_SORTS, LEAD_SORT_LABELS)}
          onChange={(value) => set('sort', value === 'newest' ? '' : value)}
        />
        {(filterCount > 0 || params.get('q')) && (
          <button
            type="button"
            onClick={() => replaceUrlSearch(withoutLeadFilters(params))}
            className={`${secondaryButton} col-span-2 md:col-span-1`}
          >
            Clear filters
          </button>
        )}
      </FilterForm>

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
        <RangeStatus state={state} page={page} pageSize={LEADS_PAGE_SIZE} noun={['lead', 'leads']} loading="Loading leads…" className="" />
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
        <DataView
          state={state}
          onRetry={reload}
          failed="Failed to fetch leads"
          loading={<LoadingRows rows={5} height="h-16" />}
          empty={{
            when: (data) => data.items.length === 0,
            show: (
              <EmptyState title="No leads found">
                {filterCount > 0 || params.get('q')
                  ? 'Try other filters or clear them.'
                  : 'Leads arrive from the contact and home page forms.'}
              </EmptyState>
            ),
          }}
        >
          {({ items }) => (
            <ul
              aria-label="Leads"
              className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              {items.map((lead) => (
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
                      setSelected((ids) => {
                        const next = new Set(ids);
                        if (on) next.add(lead.id);
                        else next.delete(lead.id);
                        return next;
                      });
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
                      {statusOptions.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
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
              ))}
            </ul>
          )}
        </DataView>
        {state.status === 'ready' && (
          <Pager
            label="Lead pages"
            page={page}
            pages={pageCount(state.data.total, LEADS_PAGE_SIZE)}
            onPage={(next) => set('page', next > 1 ? String(next) : '')}
          />
        )}
      </div>

      <Dialog
        open={confirming}
        onClose={() => !bulkPending && setConfirming(false)}
        title={`Change the status of ${selected.size} ${selected.size === 1 ? 'lead' : 'leads'}?`}
        footer={
          <>
            <button type="button" onClick={() => setConfirming(false)} disabled={bulkPending} className={secondaryButton}>
              Cancel
            </button>
            <button type="button" onClick={() => void changeSelected()} disabled={bulkPending} className={primaryButton}>
              {bulkPending ? 'Changing...' : `Move ${selected.size} to ${LEAD_STATUS_LABELS[bulkStatus]}`}
            </button>
          </>
        }
      >
        <p className="text-slate-800">
          {selected.size} selected {selected.size === 1 ? 'lead' : 'leads'} will be set to <strong>{LEAD_STATUS_LABELS[bulkStatus]}</strong>
          . Each change is recorded in the audit log.
        </p>
      </Dialog>
      <LeadHistoryDialog lead={history} onClose={() => setHistory(null)} />
    </section>
  );
}

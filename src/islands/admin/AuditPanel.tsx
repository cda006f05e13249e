import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE } from '~/domain/audit';
import { optionsOf } from '~/domain/labels';
import { listAuditEntries } from '~/lib/client/admin';
import { EmptyState } from '../ui/ListStates';
import { SearchBox } from '../ui/SearchBox';
import { FilterSelect } from '../ui/FilterSelect';
import { useApiData } from '../ui/useApiData';
import { replaceUrlSearch } from '../ui/useUrlSearch';
import { auditActionLabel, auditChanges, auditSubject } from './auditEntryText';
import { pageOf } from './paging';
import { scopedApiQuery, withParameter } from './urlParameters';
import { FilterForm } from '../ui/FilterForm';
import { PagedList } from './PagedList';

const ENTITY_LABELS = { lead: 'Leads', rfq: 'RFQs', user: 'Users' } as const;
const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The audit log: every staff write, newest first: who, when, what, before → after. */
export function AuditPanel({ params }: { params: URLSearchParams }) {
  const query = scopedApiQuery(params, 'audit', ['action', 'entityType', 'entityId', 'actor']);
  const { state, reload } = useApiData(`audit?${query}`, () => listAuditEntries(query), { toast: 'Failed to fetch the audit log' });
  const set = (name: string, value: string) => replaceUrlSearch(withParameter(params, `audit.${name}`, value));
  const page = pageOf(params, 'audit');

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="mb-4 text-xl font-semibold text-ink">
        Audit log
      </h2>
      <FilterForm label="Filter the audit log" className="md:grid-cols-4">
        <FilterSelect
          label="Action"
          value={params.get('audit.action') ?? ''}
          all="All actions"
          options={optionsOf(AUDIT_ACTIONS, AUDIT_ACTION_LABELS)}
          onChange={(value) => set('action', value)}
        />
        <FilterSelect
          label="Record"
          value={params.get('audit.entityType') ?? ''}
          all="All records"
          options={AUDIT_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_LABELS[value] }))}
          onChange={(value) => set('entityType', value)}
        />
        <SearchBox
          label="Staff email"
          value={params.get('audit.actor') ?? ''}
          placeholder="name@voltfield.dev"
          onSearch={(text) => set('actor', text)}
          className="col-span-2"
        />
      </FilterForm>
      <PagedList
        state={state}
        onRetry={reload}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={(next) => set('page', next > 1 ? String(next) : '')}
        noun={['entry', 'entries']}
        what="the audit log"
        label="Audit entries"
        pagerLabel="Audit log pages"
        ordered
        empty={<EmptyState title="No audit entries">Staff changes to leads, RFQs and accounts are recorded here.</EmptyState>}
      >
        {(entry) => (
          <li key={entry.id} className="grid gap-x-4 gap-y-1 p-4 text-sm md:grid-cols-[12rem_minmax(0,1fr)_minmax(0,1.4fr)]">
            <div>
              <time dateTime={entry.at} className="font-medium text-ink">
                {when(entry.at)}
              </time>
              <p className="truncate text-slate-700" title={entry.actor.email}>
                {entry.actor.name || entry.actor.email}
                {entry.actor.id === null && ' (deleted)'}
              </p>
            </div>
            <div>
              <p className="font-semibold text-ink">{auditActionLabel(entry.action)}</p>
              <p className="break-all text-slate-700">{auditSubject(entry)}</p>
            </div>
            <ul className="space-y-0.5">
              {auditChanges(entry).map((change) => (
                <li key={change.field}>
                  <span className="text-slate-700">{change.field}: </span>
                  <span className="text-ink">{change.before}</span>
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only"> to </span>
                  <span className="font-semibold text-ink">{change.after}</span>
                </li>
              ))}
            </ul>
          </li>
        )}
      </PagedList>
    </section>
  );
}

import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE } from '~/domain/audit';
import { formatMomentTime } from '~/domain/format';
import { optionsOf } from '~/domain/labels';
import { listAuditEntries } from '~/client/admin';
import { EmptyState } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { AdminSection } from './AdminSection';
import { auditActionLabel, auditChanges, auditSubject } from './auditEntryText';
import { scopedApiQuery } from './urlParameters';
import { PagedList } from './PagedList';
import { TabFilters, type TabFilter } from './TabFilters';
import { urlScope } from './urlScope';

const ENTITY_LABELS = { lead: 'Leads', rfq: 'RFQs', user: 'Users', settings: 'Settings', site: 'Sites' } as const;
const FILTERS: readonly TabFilter[] = [
  { name: 'action', label: 'Action', all: 'All actions', options: optionsOf(AUDIT_ACTIONS, AUDIT_ACTION_LABELS) },
  { name: 'entityType', label: 'Record', all: 'All records', options: optionsOf(AUDIT_ENTITY_TYPES, ENTITY_LABELS) },
  { name: 'actor', label: 'Staff email', placeholder: 'name@voltfield.dev', className: 'col-span-2' },
];

/** The audit log: every staff write, newest first: who (by name), when (in the reader's time), what it is about (by name), and each change as "Role: Buyer → Admin". */
export function AuditPanel({ params }: { params: URLSearchParams }) {
  const query = scopedApiQuery(params, 'audit', ['action', 'entityType', 'entityId', 'actor']);
  const { state, reload } = useApiData(`audit?${query}`, () => listAuditEntries(query), { toast: 'Failed to fetch the audit log' });
  const url = urlScope(params, 'audit');

  return (
    <AdminSection name="audit" title="Audit log">
      <TabFilters label="Filter the audit log" className="md:grid-cols-4" url={url} filters={FILTERS} />
      <PagedList
        state={state}
        onRetry={reload}
        url={url}
        pageSize={AUDIT_PAGE_SIZE}
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
                {formatMomentTime(entry.at)}
              </time>
              <p className="break-words text-slate-700">
                By {entry.actor.name || entry.actor.email}
                {entry.actor.id === null && ' (deleted)'}
              </p>
              {entry.actor.name && entry.actor.name !== entry.actor.email && (
                <p className="break-all text-slate-700">{entry.actor.email}</p>
              )}
            </div>
            <div className="min-w-0">
              <p className="font-semibold text-ink">{auditActionLabel(entry)}</p>
              <p className="break-words text-slate-700">{auditSubject(entry)}</p>
            </div>
            <ul className="min-w-0 space-y-0.5 break-words">
              {auditChanges(entry).map((change) => (
                <li key={change.field}>
                  <span className="text-slate-700">{change.field}: </span>
                  {change.before !== null && change.after !== null ? (
                    <>
                      <span className="text-ink">{change.before}</span>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only"> to </span>
                      <span className="font-semibold text-ink">{change.after}</span>
                    </>
                  ) : (
                    <span className="text-ink">{change.after ?? change.before}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        )}
      </PagedList>
    </AdminSection>
  );
}

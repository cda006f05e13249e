import { LEAD_STATUS_LABELS } from '~/domain/constants';
import type { Lead } from '~/domain/leads';
import { leadHistory } from '~/client/leads';
import { Dialog } from '../ui/Dialog';
import { DataView } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';

const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A lead's history: when it arrived and every status change since, by whom. */
export function LeadHistoryDialog({ lead, onClose }: { lead: Lead | null; onClose(): void }) {
  const { state, reload } = useApiData(lead ? `lead-history/${lead.id}` : null, () => leadHistory(lead!.id), {
    toast: "Failed to fetch the lead's history",
  });
  return (
    <Dialog
      open={lead !== null}
      onClose={onClose}
      title={lead ? `History of ${lead.firstName} ${lead.lastName}` : 'History'}
      subtitle={lead ? `${lead.organizationName} · ${lead.email}` : undefined}
    >
      <DataView state={state} onRetry={reload} failed="Failed to fetch the lead's history">
        {(entries) => (
          <ol className="space-y-3">
            {entries.map((entry, index) => (
              <li key={index} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="font-semibold text-ink">
                  {entry.action === 'created'
                    ? `Arrived as ${LEAD_STATUS_LABELS[entry.to]}`
                    : `${entry.from ? LEAD_STATUS_LABELS[entry.from] : '—'} → ${LEAD_STATUS_LABELS[entry.to]}`}
                  {entry.action === 'lead.bulk_status' && <span className="ml-2 text-xs font-medium text-slate-600">(bulk change)</span>}
                </p>
                <p className="text-slate-700">
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                  {entry.action !== 'created' && ` · ${entry.actor ? `${entry.actor.name || entry.actor.email}` : 'a deleted account'}`}
                </p>
              </li>
            ))}
          </ol>
        )}
      </DataView>
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { LEAD_STATUS_LABELS } from '~/domain/constants';
import type { Lead, LeadHistoryEntry } from '~/domain/leads';
import { reportFailure } from '~/lib/browser/session';
import { leadHistory } from '~/lib/client/leads';
import { Dialog } from '../ui/Dialog';

const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A lead's history: when it arrived and every status change since, by whom. */
export function LeadHistoryDialog({ lead, onClose }: { lead: Lead | null; onClose(): void }) {
  const [entries, setEntries] = useState<{ id: number; list: LeadHistoryEntry[] | 'failed' }>();
  useEffect(() => {
    if (!lead) return;
    let live = true;
    leadHistory(lead.id)
      .then((list) => live && setEntries({ id: lead.id, list }))
      .catch((error: unknown) => {
        if (!live) return;
        setEntries({ id: lead.id, list: 'failed' });
        reportFailure(error, { title: 'Error', description: "Failed to fetch the lead's history" }, 'Failed to fetch lead history');
      });
    return () => {
      live = false;
    };
  }, [lead]);

  const list = lead && entries?.id === lead.id ? entries.list : 'loading';
  return (
    <Dialog
      open={lead !== null}
      onClose={onClose}
      title={lead ? `History of ${lead.firstName} ${lead.lastName}` : 'History'}
      subtitle={lead ? `${lead.organizationName} · ${lead.email}` : undefined}
    >
      {list === 'loading' && <p className="text-sm text-slate-700">Loading history…</p>}
      {list === 'failed' && <p className="text-sm text-red-700">Failed to fetch the lead's history</p>}
      {Array.isArray(list) && (
        <ol className="space-y-3">
          {list.map((entry, index) => (
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
    </Dialog>
  );
}

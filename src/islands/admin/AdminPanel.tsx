import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LoadingRows } from '../ui/LoadingRows';
import { useHydrated } from '../ui/useHydrated';
import { useSignedInUser } from '../ui/useSignedInUser';
import { replaceUrlSearch, useUrlSearch } from '../ui/useUrlSearch';
import { ADMIN_TAB_LABELS, ADMIN_TABS, tabOf, withTab, type AdminTab } from './adminTabs';
import { LeadsPanel } from './LeadsPanel';
import { RfqsPanel } from './RfqsPanel';
import { StatCards } from './StatCards';

/**
 * The admin panel: the stat cards over eight tabs (leads, RFQs, content, analytics, audit log,
 * users, sites, emails) in the WAI-ARIA tabs pattern (one tab in the tab order; arrows, Home and End move and
 * select), the tab kept in the URL so a reload comes back to it. Only the chosen tab's panel is
 * rendered, so only it calls the API.
 */
// The leads and RFQs, where staff spend their day, come with the page; the other tabs load when opened.
const ContentPanel = lazy(() => import('./ContentPanel').then((module) => ({ default: module.ContentPanel })));
const AnalyticsPanel = lazy(() => import('./AnalyticsPanel').then((module) => ({ default: module.AnalyticsPanel })));
const AuditPanel = lazy(() => import('./AuditPanel').then((module) => ({ default: module.AuditPanel })));
const UsersPanel = lazy(() => import('./UsersPanel').then((module) => ({ default: module.UsersPanel })));
const SitesPanel = lazy(() => import('./SitesPanel').then((module) => ({ default: module.SitesPanel })));
const EmailsPanel = lazy(() => import('./EmailsPanel').then((module) => ({ default: module.EmailsPanel })));

export default function AdminPanel() {
  const hydrated = useHydrated();
  const user = useSignedInUser();
  const params = useUrlSearch();
  const tab = tabOf(params);
  const tabs = useRef<Partial<Record<AdminTab, HTMLButtonElement | null>>>({});
  // A change in a tab (a lead's status, an RFQ moved) changes the stat cards' figures.
  const [statsVersion, setStatsVersion] = useState(0);
  const changed = () => setStatsVersion((version) => version + 1);

  // Nothing is asked of the API until the guard knows an admin is here: anyone else is being sent away.
  // (After hydration: the server's HTML knows nobody.)
  const admin = hydrated && user?.role === 'admin';

  // On a narrow screen the tabs scroll sideways: keep the chosen one in sight (a reload onto Users,
  // say), once the tabs are there.
  useEffect(() => {
    const button = tabs.current[tab];
    const list = button?.parentElement;
    if (button && list && list.scrollWidth > list.clientWidth)
      list.scrollLeft = button.offsetLeft - list.offsetLeft - (list.clientWidth - button.offsetWidth) / 2;
  }, [tab, admin]);

  function choose(next: AdminTab): void {
    replaceUrlSearch(withTab(params, next));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const last = ADMIN_TABS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = ADMIN_TABS[next]!;
    choose(target);
    tabs.current[target]?.focus();
  }

  if (!admin) return null;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <StatCards version={statsVersion} />
      <div>
        <div
          role="tablist"
          aria-label="Admin sections"
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0"
        >
          {ADMIN_TABS.map((value, index) => (
            <button
              key={value}
              ref={(element) => {
                tabs.current[value] = element;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${value}`}
              aria-selected={value === tab}
              aria-controls={`admin-panel-${value}`}
              tabIndex={value === tab ? 0 : -1}
              onClick={() => choose(value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-ink aria-selected:border-brand-700 aria-selected:text-ink"
            >
              {ADMIN_TAB_LABELS[value]}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`admin-panel-${tab}`}
          aria-labelledby={`admin-tab-${tab}`}
          tabIndex={0}
          className="pt-5 focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          {tab === 'leads' && <LeadsPanel params={params} onChanged={changed} />}
          {tab === 'rfqs' && <RfqsPanel params={params} onChanged={changed} />}
          <Suspense fallback={<LoadingRows rows={5} height="h-16" />}>
            {tab === 'content' && <ContentPanel />}
            {tab === 'analytics' && <AnalyticsPanel />}
            {tab === 'audit' && <AuditPanel params={params} />}
            {tab === 'users' && <UsersPanel params={params} />}
            {tab === 'sites' && <SitesPanel params={params} />}
            {tab === 'emails' && <EmailsPanel params={params} />}
          </Suspense>
        </div>
      </div>
    </div>
  );
}

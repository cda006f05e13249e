import { formatMomentTime } from '~/domain/format';
import { ADMIN_SITES_PAGE_SIZE } from '~/domain/sites/site';
import { listAllSites } from '~/client/admin';
import { siteExportUrl, siteReportUrl } from '~/client/sites';
import { EmptyState } from '../ui/ListStates';
import { useApiData } from '../ui/useApiData';
import { AdminSection } from './AdminSection';
import { PagedList } from './PagedList';
import { TabFilters, type TabFilter } from './TabFilters';
import { scopedApiQuery } from './urlParameters';
import { urlScope } from './urlScope';

const FILTERS: readonly TabFilter[] = [
  { name: 'q', label: 'Search sites', placeholder: "Site name, or owner's name or email", className: 'col-span-2' },
];

/**
 * Every account's sites, the most recently changed first: whose each is, where, how far along (designs,
 * a load and tariff, a share link), and its report and data to read. Staff read a site; its owner alone
 * changes it, so the list links to what reads it (the PDF report and the JSON export), not to its editor.
 */
export function SitesPanel({ params }: { params: URLSearchParams }) {
  const query = scopedApiQuery(params, 'sites', ['q']);
  const { state, reload } = useApiData(`sites?${query}`, () => listAllSites(query), { toast: 'Failed to fetch the sites' });
  const url = urlScope(params, 'sites');

  return (
    <AdminSection name="sites" title="Sites">
      <TabFilters label="Filter the sites" className="md:grid-cols-4" url={url} filters={FILTERS} />
      <PagedList
        state={state}
        onRetry={reload}
        url={url}
        pageSize={ADMIN_SITES_PAGE_SIZE}
        noun={['site', 'sites']}
        what="sites"
        label="Sites"
        pagerLabel="Site pages"
        empty={<EmptyState title="No sites">Sites buyers and developers create appear here.</EmptyState>}
      >
        {(site) => (
          <li key={site.id} className="grid gap-x-4 gap-y-1 p-4 text-sm md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto]">
            <div className="min-w-0">
              <p className="font-semibold break-words text-ink">{site.name}</p>
              <p className="text-slate-700">
                {site.state}
                {site.zip && ` · ZIP ${site.zip}`} · {site.designs === 1 ? '1 design' : `${site.designs} designs`}
                {site.usage ? ' · load and tariff' : ''}
                {site.shared ? ' · shared by link' : ''}
              </p>
              <p className="text-slate-700">
                Changed <time dateTime={site.updatedAt}>{formatMomentTime(site.updatedAt)}</time>
              </p>
            </div>
            <div className="min-w-0">
              <p className="break-words text-ink">{site.owner.name}</p>
              {site.owner.name !== site.owner.email && <p className="break-all text-slate-700">{site.owner.email}</p>}
            </div>
            <div className="flex flex-wrap items-start gap-x-4 gap-y-1">
              <a className="font-medium text-brand-800 underline underline-offset-2" href={siteReportUrl(site.id)}>
                Report (PDF) <span className="sr-only">of {site.name}</span>
              </a>
              <a className="font-medium text-brand-800 underline underline-offset-2" href={siteExportUrl(site.id, 'json')}>
                Data (JSON) <span className="sr-only">of {site.name}</span>
              </a>
            </div>
          </li>
        )}
      </PagedList>
    </AdminSection>
  );
}

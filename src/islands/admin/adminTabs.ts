/** The admin panel's tabs, in order, and which one the URL's `tab` names (Leads when none). */
export const ADMIN_TABS = ['leads', 'rfqs', 'content', 'analytics', 'audit', 'users', 'sites', 'emails'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const ADMIN_TAB_LABELS: Readonly<Record<AdminTab, string>> = {
  leads: 'Leads',
  rfqs: 'RFQs',
  content: 'Content',
  analytics: 'Analytics',
  audit: 'Audit log',
  users: 'Users',
  sites: 'Sites',
  emails: 'Emails',
};

export function tabOf(params: URLSearchParams): AdminTab {
  const tab = params.get('tab');
  return ADMIN_TABS.find((candidate) => candidate === tab) ?? 'leads';
}

/** Another tab; the filters of every tab are kept (coming back finds them as they were). */
export function withTab(params: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'leads') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/** Quick Actions: your sites, every calculator, the catalog, RFQs, the portfolio and the contact page. */
const ACTIONS = [
  { href: '/sites', title: 'Sites', text: 'Your sites: each design, prescreen and lease in one place.' },
  { href: '/tools/ppa-calculator', title: 'PPA Calculator', text: 'Solve for the PPA price or the maximum EPC price.' },
  { href: '/tools/land-lease-estimator', title: 'Land Lease Estimator', text: 'Conservative, likely and aggressive rent per acre.' },
  { href: '/tools/bess-calculator', title: 'BESS Calculator', text: 'Demand-charge and arbitrage value of storage.' },
  {
    href: '/tools/interconnection-prescreen',
    title: 'Interconnection Prescreen',
    text: 'Likely process, timeline, odds and costs of connecting a site.',
  },
  { href: '/tools/solar-production', title: 'Solar Production', text: 'A typical year of hourly PV output at any US site.' },
  { href: '/tools/btm-optimizer', title: 'BTM Optimizer', text: "A battery's best dispatch on your own load and tariff." },
  { href: '/catalog', title: 'Product Catalog', text: 'Modules, inverters, storage and switchgear.' },
  { href: '/rfq', title: 'Requests for quote', text: 'Draft, submit and follow your RFQs.' },
  { href: '/projects', title: 'Projects', text: 'Our portfolio of solar and storage projects.' },
  { href: '/contact', title: 'Contact', text: 'Talk to a development engineer.' },
] as const;

/** `wide`: the page's width, four columns on wide screens; `half`: two columns in half the width. */
export function QuickActions({ columns }: { columns: 'wide' | 'half' }) {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="text-lg font-semibold text-ink">
        Quick Actions
      </h2>
      <ul className={`mt-3 grid gap-3 ${columns === 'half' ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-4'}`}>
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <a
              href={action.href}
              className="block h-full rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="block font-semibold text-ink">{action.title}</span>
              <span className="mt-0.5 block text-sm text-slate-700">{action.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every link of the global chrome (navigation, phone menu, footer), in the order shown. */

export interface MenuLink {
  href: string;
  label: string;
  /** The short line under the label in a dropdown. */
  caption?: string;
  /** The footer's name for a dropdown link; a link without one stays out of the footer. */
  footerLabel?: string;
}

export const solutionsMenu: MenuLink[] = [
  { href: '/solutions/btm', label: 'For Businesses', caption: 'BTM solar, storage add-ons, TOU savings', footerLabel: 'BTM Solar' },
  {
    href: '/solutions/ftm',
    label: 'For Utilities',
    caption: 'FTM development, interconnection, permitting',
    footerLabel: 'FTM Development',
  },
  {
    href: '/solutions/data-centers',
    label: 'For Data Centers',
    caption: 'Site selection, dual-feed resilience, EPC management',
    footerLabel: 'Data Centers',
  },
  { href: '/solutions/landowners', label: 'For Landowners', caption: 'Check lease value', footerLabel: 'Land Leasing' },
  { href: '/partners/epc', label: 'For EPCs', caption: 'Join RFP network', footerLabel: 'EPC Services' },
  { href: '/partners/manufacturers', label: 'For Manufacturers', caption: 'Partner with us' },
];

export const toolsMenu: MenuLink[] = [
  { href: '/tools/ppa-calculator', label: 'PPA Calculator', caption: 'Bidirectional PPA and EPC pricing', footerLabel: 'PPA Calculator' },
  {
    href: '/tools/land-lease-estimator',
    label: 'Land Lease Estimator',
    caption: 'Quick lease potential',
    footerLabel: 'Land Lease Estimator',
  },
  { href: '/tools/bess-calculator', label: 'BESS Calculator', caption: 'Battery storage economics', footerLabel: 'BESS Value Tool' },
  {
    href: '/tools/interconnection-prescreen',
    label: 'Interconnection Prescreen',
    caption: 'Basic utility assessment',
    footerLabel: 'Interconnection Screen',
  },
  {
    href: '/tools/solar-production',
    label: 'Solar Production',
    caption: 'Hourly PV output for any US site',
    footerLabel: 'Solar Production',
  },
  {
    href: '/tools/btm-optimizer',
    label: 'BTM Optimizer',
    caption: 'Battery dispatch on your load and tariff',
    footerLabel: 'BTM Optimizer',
  },
  { href: '/tools', label: 'All tools', caption: 'Every calculator and what it is for' },
];

/** Always-visible main links after the dropdowns. */
export const mainLinks: MenuLink[] = [
  { href: '/projects', label: 'Projects' },
  { href: '/education', label: 'Education' },
];

/** The signed-in links, after the main ones (the avatar menu holds the account's own). */
export const signedInLinks: MenuLink[] = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/catalog', label: 'Catalog' },
  { href: '/rfq', label: 'RFQs' },
];

/** The account's own page, in the avatar menu and the phone menu (signed in). */
export const accountLink: MenuLink = { href: '/account', label: 'Account settings' };

/**
 * The phone menu: first the original's four links (Projects, Education, PPA Calculator, Land Lease
 * Estimator), then groups that open in place, so every destination of the desktop navigation (and
 * the blog and contact) is one tap away.
 */
export const mobileLinks: MenuLink[] = [
  { href: '/projects', label: 'Projects' },
  { href: '/education', label: 'Education' },
  { href: '/tools/ppa-calculator', label: 'PPA Calculator' },
  { href: '/tools/land-lease-estimator', label: 'Land Lease Estimator' },
];

export const mobileGroups: { title: string; links: MenuLink[] }[] = [
  { title: 'Tools', links: toolsMenu.filter((link) => !mobileLinks.some((shown) => shown.href === link.href)) },
  { title: 'Solutions', links: solutionsMenu },
  {
    title: 'More',
    links: [
      { href: '/blog', label: 'Blog' },
      { href: '/contact', label: 'Contact' },
      { href: '/about', label: 'About' },
    ],
  },
];

/** The phone menu's signed-in links (the catalog by its full name, as the original's menu had it). */
export const mobileSignedInLinks: MenuLink[] = signedInLinks.map((link) =>
  link.href === '/catalog' ? { ...link, label: 'Product Catalog' } : link,
);

function inFooter(menu: MenuLink[]): MenuLink[] {
  return menu.flatMap(({ href, footerLabel }) => (footerLabel ? [{ href, label: footerLabel }] : []));
}

export const footerGroups: { title: string; links: MenuLink[] }[] = [
  { title: 'Solutions', links: inFooter(solutionsMenu) },
  { title: 'Tools', links: inFooter(toolsMenu) },
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/careers', label: 'Careers' },
      { href: '/partners', label: 'Partners' },
      { href: '/press', label: 'Press' },
      { href: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy' },
      { href: '/terms', label: 'Terms' },
      { href: '/cookies', label: 'Cookies' },
    ],
  },
];

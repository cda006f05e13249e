/** Every link of the global chrome (SPEC §2 "Global chrome"), in the order shown. */

export interface MenuLink {
  href: string;
  label: string;
  /** The short line under the label in a dropdown. */
  caption?: string;
}

export const solutionsMenu: MenuLink[] = [
  { href: '/solutions/btm', label: 'For Businesses', caption: 'BTM solar, storage add-ons, TOU savings' },
  { href: '/solutions/ftm', label: 'For Utilities', caption: 'FTM development, interconnection, permitting' },
  { href: '/solutions/data-centers', label: 'For Data Centers', caption: 'Site selection, dual-feed resilience, EPC management' },
  { href: '/solutions/landowners', label: 'For Landowners', caption: 'Check lease value' },
  { href: '/partners/epc', label: 'For EPCs', caption: 'Join RFP network' },
  { href: '/partners/manufacturers', label: 'For Manufacturers', caption: 'Partner with us' },
];

export const toolsMenu: MenuLink[] = [
  { href: '/tools/ppa-calculator', label: 'PPA Calculator', caption: 'Bidirectional PPA and EPC pricing' },
  { href: '/tools/land-lease-estimator', label: 'Land Lease Estimator', caption: 'Quick lease potential' },
  { href: '/tools/bess-calculator', label: 'BESS Calculator', caption: 'Battery storage economics' },
  { href: '/tools/interconnection-prescreen', label: 'Interconnection Prescreen', caption: 'Basic utility assessment' },
];

/** Always-visible main links after the dropdowns. */
export const mainLinks: MenuLink[] = [
  { href: '/projects', label: 'Projects' },
  { href: '/education', label: 'Education' },
];

/** The mobile menu's fixed part (SPEC §2: Projects, Education, PPA Calculator, Land Lease Estimator). */
export const mobileLinks: MenuLink[] = [
  { href: '/projects', label: 'Projects' },
  { href: '/education', label: 'Education' },
  { href: '/tools/ppa-calculator', label: 'PPA Calculator' },
  { href: '/tools/land-lease-estimator', label: 'Land Lease Estimator' },
];

export const footerGroups: { title: string; links: MenuLink[] }[] = [
  {
    title: 'Solutions',
    links: [
      { href: '/solutions/btm', label: 'BTM Solar' },
      { href: '/solutions/ftm', label: 'FTM Development' },
      { href: '/solutions/data-centers', label: 'Data Centers' },
      { href: '/solutions/landowners', label: 'Land Leasing' },
      { href: '/partners/epc', label: 'EPC Services' },
    ],
  },
  {
    title: 'Tools',
    links: [
      { href: '/tools/ppa-calculator', label: 'PPA Calculator' },
      { href: '/tools/land-lease-estimator', label: 'Land Lease Estimator' },
      { href: '/tools/bess-calculator', label: 'BESS Value Tool' },
      { href: '/tools/interconnection-prescreen', label: 'Interconnection Screen' },
    ],
  },
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

import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { builtUrls } from '../e2e/support/routes';
import { builtFile, builtPage, parsedPage } from './support/builtPage';

/**
 * The global chrome as the build wrote it (dist/client): every page has its heading, the Main
 * navigation and the footer; the navigation and the footer link to the public pages and the
 * signed-in ones; the home page's title and hero; the not-found page. What the chrome does (the
 * dropdowns, the phone menu, the sticky header) is tested in a browser (tests/e2e/chrome.spec.ts),
 * and every built page is loaded there at both widths by the accessibility sweep, which checks its status.
 */

/** Text as a reader gets it: whitespace collapsed. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Signed-in pages: a visitor is sent to sign in (tests/e2e/auth.spec.ts). */
const PROTECTED = ['/dashboard', '/catalog', '/rfq', '/admin', '/account'];

/** Every public page the navigation and the footer link to, the tools hub and the blog among them. */
const PUBLIC_LINKS = [
  '/',
  '/solutions/btm',
  '/solutions/ftm',
  '/solutions/data-centers',
  '/solutions/landowners',
  '/partners/epc',
  '/partners/manufacturers',
  '/tools/ppa-calculator',
  '/tools/land-lease-estimator',
  '/tools/bess-calculator',
  '/tools/interconnection-prescreen',
  '/tools/solar-production',
  '/tools/btm-optimizer',
  '/tools',
  '/projects',
  '/education',
  '/blog',
  '/contact',
  '/about',
  '/careers',
  '/partners',
  '/press',
  '/privacy',
  '/terms',
  '/cookies',
];

const footer: Record<string, [string, string][]> = {
  Solutions: [
    ['BTM Solar', '/solutions/btm'],
    ['FTM Development', '/solutions/ftm'],
    ['Data Centers', '/solutions/data-centers'],
    ['Land Leasing', '/solutions/landowners'],
    ['EPC Services', '/partners/epc'],
  ],
  Tools: [
    ['PPA Calculator', '/tools/ppa-calculator'],
    ['Land Lease Estimator', '/tools/land-lease-estimator'],
    ['BESS Value Tool', '/tools/bess-calculator'],
    ['Interconnection Screen', '/tools/interconnection-prescreen'],
    ['Solar Production', '/tools/solar-production'],
  ],
  Company: [
    ['About', '/about'],
    ['Careers', '/careers'],
    ['Partners', '/partners'],
    ['Press', '/press'],
    ['Contact', '/contact'],
  ],
  Legal: [
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Cookies', '/cookies'],
  ],
};

/**
 * The chrome of one built page, read with selectors rather than role queries (which compute every
 * element's style: seconds over the whole site).
 */
const chromes = new Map<string, ReturnType<typeof readChrome>>();
const chromeOf = (url: string) => chromes.get(url) ?? chromes.set(url, readChrome(url)).get(url)!;

function readChrome(url: string) {
  const document = parsedPage(builtFile(url));
  // The heading of the page as its reader gets it: not the signed-in view's, which a visitor's page
  // hides (global.css), nor one hidden for good; a signed-in page's content waits hidden for its guard.
  const headings = [...document.querySelectorAll('h1')].filter(
    (heading) =>
      !heading.closest('[data-when="signed-in"], [data-when="pending"]') && !heading.closest('[hidden]:not([data-protected-content])'),
  );
  return {
    heading: textOf(headings[0]),
    navigation: document.querySelectorAll('body > header nav[aria-label="Main"]').length,
    // A <footer> that is a child of <body> is the page's contentinfo landmark.
    footer: document.querySelectorAll('body > footer').length,
    toasts: document.querySelectorAll('body > section[aria-label="Notifications"] [data-toast-region]').length,
  };
}

describe('every built page', () => {
  const urls = builtUrls();

  it('is more than the home page and a few others', () => {
    expect(urls.length).toBeGreaterThan(20);
  });

  it.each(urls)('%s has its heading, the Main navigation in its banner, the footer and the region its toasts appear in', (url) => {
    expect(chromeOf(url)).toEqual({ heading: expect.stringMatching(/\S/), navigation: 1, footer: 1, toasts: 1 });
  });

  it('includes every public page the navigation and the footer link to', () => {
    for (const href of PUBLIC_LINKS) {
      expect(urls, href).toContain(href);
      expect(chromeOf(href).heading, href).not.toBe('');
    }
  });
});

describe('the navigation and the footer', () => {
  it('link to the public pages and the signed-in ones, and nowhere else on the site', () => {
    const { document } = builtPage('/');
    const hrefs = [
      ...new Set(
        [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/"], footer a[href^="/"]')]
          .map((link) => link.getAttribute('href')!)
          .filter((href) => !href.startsWith('/api/')),
      ),
    ];
    expect(hrefs.filter((href) => !PROTECTED.includes(href)).sort()).toEqual([...PUBLIC_LINKS].sort());
    expect(hrefs.filter((href) => PROTECTED.includes(href)).sort()).toEqual([...PROTECTED].sort());
  });

  it('the footer has its four groups, each a navigation with its heading and links, and the copyright', () => {
    const contentinfo = within(builtPage('/').screen.getByRole('contentinfo'));
    for (const [group, links] of Object.entries(footer)) {
      const nav = within(contentinfo.getByRole('navigation', { name: `${group} links` }));
      expect(nav.getByRole('heading', { name: group })).toBeTruthy();
      for (const [label, href] of links) expect(nav.getByRole('link', { name: label }).getAttribute('href'), label).toBe(href);
    }
    expect(textOf(builtPage('/').screen.getByRole('contentinfo'))).toContain('© 2024');
  });

  it("the home page's toasts appear in the region named Notifications", () => {
    const { screen } = builtPage('/');
    expect(screen.getByRole('region', { name: 'Notifications' }).querySelector('[data-toast-region]')).not.toBeNull();
  });
});

describe('the home page', () => {
  it("is titled Voltfield, with the visitor's heading and the hero's three links", () => {
    const { document } = builtPage('/');
    expect(document.title).toBe('Voltfield');
    const landing = within(document.querySelector<HTMLElement>('[data-when="signed-out"]')!);
    expect(textOf(landing.getByRole('heading', { level: 1 }))).toBe(
      'Develop, Finance, and Deliver Commercial & Utility-Scale Energy End to End.',
    );
    for (const [name, href] of [
      ['Get a PPA Estimate', '/tools/ppa-calculator'],
      ['Run a Land Lease Check', '/tools/land-lease-estimator'],
      ['Talk to an Engineer', '/contact'],
    ])
      expect(landing.getByRole('link', { name }).getAttribute('href'), name).toBe(href);
  });
});

describe('the not-found page', () => {
  // The server answers any unknown address with this page and status 404 (tests/server/nodeServer.test.ts;
  // the accessibility sweep loads /no/such/page and checks the 404).
  const { screen } = builtPage('/404');

  it('says so with a hint a visitor can act on, not a developer note about the router', () => {
    expect(textOf(screen.getByRole('heading', { level: 1 }))).toBe('404 Page Not Found');
    expect(
      screen.getByText('No page lives at this address: the link may be out of date, or the address mistyped.', { exact: false }),
    ).toBeTruthy();
    expect(textOf(screen.getByRole('main'))).not.toContain('router');
  });

  it('keeps the chrome: the banner and the footer', () => {
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

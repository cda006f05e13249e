import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { portfolio } from '../fixtures/portfolio';
import { builtPage } from './support/builtPage';

/**
 * The landing page as the build wrote it: what a visitor (and a crawler) reads before any script
 * runs. The signed-in home sits beside it in the same HTML (CSS shows one or the other), so the
 * queries stay within the visitor's part. The map's filter is tested in a browser (tests/e2e/home.spec.ts).
 */

/** Text as a reader gets it: whitespace collapsed. */
const textOf = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

const { document } = builtPage('/');
const landingElement = document.querySelector<HTMLElement>('[data-when="signed-out"]')!;
const landing = within(landingElement);
const section = (id: string) => document.querySelector<HTMLElement>(`section#${id}`)!;

describe('the landing page', () => {
  it('has the hero with its figures, each saying what it counts, the sections and the landing links', () => {
    const hero = within(landing.getByRole('heading', { level: 1 }).closest('section')!);
    for (const figure of ['2,500+ MW', '15', '500+', 'Zero']) expect(hero.getByText(figure, { exact: true }), figure).toBeTruthy();
    // The hero reads what was built, the track record what was evaluated.
    for (const label of ['deployed in the projects we built', 'states with projects we built', 'clients', 'safety incidents'])
      expect(hero.getByText(label, { exact: true }), label).toBeTruthy();
    for (const id of ['solutions', 'tools', 'projects', 'education', 'contact'])
      expect(landingElement.querySelector(`section#${id}`), id).not.toBeNull();
    for (const href of ['/tools', '/projects', '/catalog', '/solutions/btm', '/contact', '/rfq', '/blog', '/api/login'])
      expect(document.querySelector(`main a[href="${href}"]`), href).not.toBeNull();
  });

  it('lists the six audiences with their links and what each is offered', () => {
    const solutions = within(section('solutions'));
    expect(textOf(solutions.getByRole('heading', { level: 2 }))).toBe('Solutions by User Type');
    for (const [title, href, cta] of [
      ['For Businesses', '/solutions/btm', 'Learn More'],
      ['For Utilities', '/solutions/ftm', 'Learn More'],
      ['For Data Centers', '/solutions/data-centers', 'Learn More'],
      ['For Landowners', '/solutions/landowners', 'Check Lease Value'],
      ['For EPCs', '/partners/epc', 'Join RFP Network'],
      ['For Manufacturers', '/partners/manufacturers', 'Partner With Us'],
    ] as const) {
      const card = within(solutions.getByRole('heading', { name: title }).closest('li')!);
      expect(card.getByRole('link', { name: new RegExp(`^${cta}`) }).getAttribute('href'), title).toBe(href);
    }
    const items = solutions.getAllByRole('listitem').map(textOf);
    for (const item of [
      'BTM Solar Systems',
      'Battery Storage',
      'TOU Optimization',
      'FTM Development',
      'Interconnection Support',
      'Permitting Services',
      'Site Selection',
      'Dual-Feed Resilience',
      'EPC Management',
    ])
      expect(
        items.some((text) => text.includes(item)),
        item,
      ).toBe(true);
  });

  it('keeps the landing reading of the figures, the founder and the award', () => {
    const track = within(landing.getByRole('region', { name: 'Our track record' }));
    for (const [value, label] of [
      ['500+', 'projects evaluated (8GW+), built or not'],
      ['150K', 'homes powered'],
      ['$2B+', 'in projects facilitated'],
      ['18', 'states where we have evaluated sites'],
      ['85%', 'local hiring rate'],
      ['$50M+', 'community investment'],
    ] as const) {
      expect(track.getByText(value, { exact: true }), value).toBeTruthy();
      expect(track.getByText(label, { exact: true }), label).toBeTruthy();
    }
    expect(track.getByText(/founder and CEO/)).toBeTruthy();
    expect(track.getByText(/Developer of the Year/)).toBeTruthy();
  });

  it('summarises the portfolio it shows, and says so, and features the first operational project', () => {
    const summary = textOf(section('projects').querySelector('dl[aria-label="Portfolio summary"]'));
    const totalMW = Math.round(portfolio.reduce((sum, project) => sum + project.sizeMW, 0));
    const active = portfolio.filter((project) => project.status === 'development' || project.status === 'construction').length;
    const states = new Set(portfolio.map((project) => project.state)).size;
    const averageIrr = (Math.round((portfolio.reduce((sum, project) => sum + project.irr, 0) / portfolio.length) * 10) / 10).toFixed(1);
    expect(summary).toContain(`${totalMW.toLocaleString('en-US')} MW`);
    expect(summary).toContain(`Active projects${active}`);
    expect(summary).toContain(`States of these projects${states}`);
    expect(summary).toContain('Capacity of these projects');
    expect(summary).toContain(`${averageIrr}%`);
    const featured = portfolio.find((project) => project.status === 'operational')!;
    expect(landing.getByRole('link', { name: 'Read the case study' }).getAttribute('href')).toBe(`/projects/${featured.slug}`);
  });

  it('links the education teaser to its four topics and the hub', () => {
    const links = within(section('education'))
      .getAllByRole('link')
      .map((link) => [textOf(link), link.getAttribute('href')]);
    expect(links.filter(([text]) => !/education hub/.test(text!)).map(([, href]) => href)).toEqual([
      '/education/ppa-fundamentals',
      '/education/interconnection',
      '/education/data-center-power',
      '/education/bess-economics',
    ]);
    expect(links.filter(([text]) => /education hub/.test(text!)).map(([, href]) => href)).toEqual(['/education']);
  });
});

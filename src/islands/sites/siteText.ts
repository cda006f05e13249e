import { formatMomentTime } from '~/domain/format';
import type { Site } from '~/domain/sites/site';
import { billKey, ppaKey, productionKey } from '~/domain/sites/toolInputs';

/** The site's id as its page's address gives it, or null when there is none worth asking the API about. */
export function siteIdOf(search: URLSearchParams): number | null {
  const text = search.get('id') ?? '';
  const id = Number(text);
  return /^\d{1,9}$/.test(text) && id > 0 ? id : null;
}

/** 33.4484° N, 112.074° W: every covered point lies north of the equator and west of Greenwich. */
export function formatPoint(site: Pick<Site, 'latitude' | 'longitude'>): string {
  const degrees = (value: number) => `${Number(Math.abs(value).toFixed(4))}°`;
  return `${degrees(site.latitude)} N, ${degrees(site.longitude)} W`;
}

/** How a site was placed, in a few words: its state and ZIP code, or its state and coordinates. */
export function placeOf(site: Pick<Site, 'state' | 'zip' | 'latitude' | 'longitude'>): string {
  return `${site.state} · ${site.zip ? `ZIP ${site.zip}` : formatPoint(site)}`;
}

/** Nov 28, 2026, 5:50 PM, in the reader's time zone. */
export const formatMoment = formatMomentTime;

/** What a stored result is, by its key (`production:<design id>`, `ppa:…`, `bill:…`, `interconnection`, `landLease`). */
export function resultLabel(key: string, site: Pick<Site, 'designs'>): string {
  if (key === 'interconnection') return 'Interconnection prescreen';
  if (key === 'landLease') return 'Land lease';
  const [kind, id] = key.split(':');
  const what = kind === 'bill' ? 'Bills and returns' : kind === 'ppa' ? 'PPA price' : 'Production';
  const design = site.designs.find((candidate) => candidate.id === id);
  return design ? `${what}, ${design.name}` : `${what} of a removed design`;
}

/** The results a site has inputs for, in the order the page shows them, then any stored one it no longer has inputs for. */
export function resultKeys(site: Pick<Site, 'designs' | 'interconnection' | 'land' | 'usage' | 'results'>): string[] {
  const expected = [
    ...site.designs.flatMap((design) => [productionKey(design), ppaKey(design)]),
    ...(site.usage ? site.designs.map(billKey) : []),
    ...(site.interconnection ? ['interconnection'] : []),
    ...(site.land ? ['landLease'] : []),
  ];
  return [...expected, ...Object.keys(site.results).filter((key) => !expected.includes(key))];
}

export const STALE_MESSAGE = 'Out of date: an input changed since it was computed';

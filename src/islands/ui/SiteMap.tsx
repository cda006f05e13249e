import type { MouseEvent, ReactNode } from 'react';
import { US_MAP_VIEWBOX, usMapCoordinates, usMapPoint } from '~/domain/usMapPoint';

interface Props {
  /** The site the form holds, if it is complete: ringed. */
  site?: { latitude: number; longitude: number };
  onPick(latitude: number, longitude: number): void;
  /** The map itself and its weather stations, drawn at build time (UsMap). */
  children: ReactNode;
}

/** A form's point, when both its coordinates' text are numbers: the site the map rings. */
export function pointOf(values: { latitude?: string; longitude?: string }): { latitude: number; longitude: number } | undefined {
  const latitude = values.latitude?.trim() ? Number(values.latitude) : NaN;
  const longitude = values.longitude?.trim() ? Number(values.longitude) : NaN;
  return Number.isFinite(latitude) && Number.isFinite(longitude) ? { latitude, longitude } : undefined;
}

/** Three decimals: about 100 m, finer than a click on a map of the country can aim. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

/**
 * The US map as a site picker: a click takes the longitude and latitude drawn where it lands, and
 * the server chooses the station nearest that site in climate. A pointer convenience over the
 * latitude, longitude and state fields, which stay the way to choose with a keyboard or a screen reader.
 */
export function SiteMap({ site, onPick, children }: Props) {
  function pick(event: MouseEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const { latitude, longitude } = usMapCoordinates(
      ((event.clientX - box.left) / box.width) * US_MAP_VIEWBOX.width,
      ((event.clientY - box.top) / box.height) * US_MAP_VIEWBOX.height,
    );
    onPick(round(latitude), round(longitude));
  }
  const ring = site && usMapPoint(site.longitude, site.latitude);
  return (
    <div className="relative">
      {children}
      <svg
        viewBox={`0 0 ${US_MAP_VIEWBOX.width} ${US_MAP_VIEWBOX.height}`}
        aria-hidden="true"
        className="absolute inset-0 h-full w-full cursor-crosshair"
        onClick={pick}
      >
        {ring && <circle cx={ring.x} cy={ring.y} r="14" className="fill-sun-400/40 stroke-brand-900" strokeWidth="4" />}
      </svg>
    </div>
  );
}

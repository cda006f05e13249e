import type { MouseEvent, ReactNode } from 'react';

/** A weather station, and its place on the 975 × 610 US map (projected at build time; Puerto Rico's is off the map). */
export interface MapStation {
  id: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  x?: number;
  y?: number;
}

/**
 * The stations as one line each, `id|name|state|latitude|longitude|x|y` (x, y empty off the map): the page hands
 * its island 1,013 of them, which as objects Astro would serialise at about 250 KB of HTML, and as this text at 50.
 */
export function packMapStations(stations: readonly MapStation[]): string {
  return stations
    .map(({ id, name, state, latitude, longitude, x, y }) => [id, name, state, latitude, longitude, x ?? '', y ?? ''].join('|'))
    .join('\n');
}

export function unpackMapStations(text: string): MapStation[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id = '', name = '', state = '', latitude, longitude, x, y] = line.split('|');
      return {
        id,
        name,
        state,
        latitude: Number(latitude),
        longitude: Number(longitude),
        ...(x && y ? { x: Number(x), y: Number(y) } : {}),
      };
    });
}

interface Props {
  stations: readonly MapStation[];
  /** The station whose year the current site uses: ringed. */
  selectedId?: string;
  onPick(stationId: string): void;
  /** The map itself, drawn at build time (UsMap). */
  children: ReactNode;
}

/**
 * The US map as a site picker: a click anywhere takes the weather station nearest the click, whose
 * coordinates become the site's. A pointer convenience over the latitude, longitude and state
 * fields, which stay the way to choose with a keyboard or a screen reader.
 */
export function SiteMap({ stations, selectedId, onPick, children }: Props) {
  function pick(event: MouseEvent<SVGSVGElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 975;
    const y = ((event.clientY - box.top) / box.height) * 610;
    let nearest: MapStation | undefined;
    let best = Infinity;
    for (const station of stations) {
      if (station.x === undefined || station.y === undefined) continue;
      const distance = (station.x - x) ** 2 + (station.y - y) ** 2;
      if (distance < best) [nearest, best] = [station, distance];
    }
    if (nearest) onPick(nearest.id);
  }
  const selected = stations.find((station) => station.id === selectedId);
  return (
    <div className="relative">
      {children}
      <svg viewBox="0 0 975 610" aria-hidden="true" className="absolute inset-0 h-full w-full cursor-crosshair" onClick={pick}>
        {stations.map((station) =>
          station.x === undefined ? null : <circle key={station.id} cx={station.x} cy={station.y} r="3" className="fill-brand-700/60" />,
        )}
        {selected?.x !== undefined && (
          <circle cx={selected.x} cy={selected.y} r="14" className="fill-sun-400/40 stroke-brand-900" strokeWidth="4" />
        )}
      </svg>
    </div>
  );
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The portfolio as the content files state it: what the browser tests expect the pages to show. */
export interface ExpectedProject {
  slug: string;
  name: string;
  type: string;
  status: string;
  state: string;
  location: string;
  description: string;
  sizeMW: number;
  irr: number;
  completionDate: string;
}

const dir = path.resolve('content/projects');

export const portfolio: ExpectedProject[] = readdirSync(dir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const data = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, file), 'utf8'))![1]!) as Record<string, unknown>;
    return {
      slug: file.replace(/\.mdx$/, ''),
      name: String(data.name),
      type: String(data.type),
      status: String(data.status),
      state: String(data.state),
      location: String(data.location),
      description: String(data.description),
      sizeMW: Number(data.sizeMW),
      irr: Number(data.irr),
      completionDate: String(data.completionDate instanceof Date ? data.completionDate.toISOString().slice(0, 10) : data.completionDate),
    };
  })
  // Portfolio order: newest completion first, then name.
  .sort((a, b) => b.completionDate.localeCompare(a.completionDate) || a.name.localeCompare(b.name));

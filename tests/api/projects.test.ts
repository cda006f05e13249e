import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiContext } from '../setup/apiContext';

/** The portfolio read straight from the files, as the expectation (independent of the API's loader). */
const dir = path.resolve('content/projects');
const files = readdirSync(dir).filter((file) => file.endsWith('.mdx'));
const portfolio = files.map((file) => {
  const frontmatter = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, file), 'utf8'))![1]!) as Record<string, unknown>;
  return {
    slug: file.replace(/\.mdx$/, ''),
    type: frontmatter.type as string,
    status: frontmatter.status as string,
    state: frontmatter.state as string,
    name: frontmatter.name as string,
  };
});

const api = apiContext();

async function slugsFor(query: string): Promise<string[]> {
  const response = await api.app.request(`/api/projects${query}`);
  expect(response.status, query).toBe(200);
  return ((await response.json()) as { slug: string }[]).map((project) => project.slug).sort();
}

describe('GET /api/projects', () => {
  it('serves the whole portfolio with every field of a project', async () => {
    const response = await api.app.request('/api/projects');
    const projects = await response.json();
    expect(projects).toHaveLength(portfolio.length);
    expect(portfolio.length).toBeGreaterThanOrEqual(16);
    const first = projects[0];
    expect(first).toEqual({
      id: first.slug,
      slug: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      type: expect.stringMatching(/^(btm|ftm|storage|data_center)$/),
      status: expect.stringMatching(/^(development|construction|operational|completed)$/),
      state: expect.stringMatching(/^[A-Z]{2}$/),
      location: expect.any(String),
      sizeMW: expect.stringMatching(/^\d+(\.\d+)?$/),
      storageMWh: expect.toSatisfy((value) => value === null || typeof value === 'number'),
      irr: expect.any(Number),
      annualSavings: expect.any(Number),
      paybackYears: expect.any(Number),
      completionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      imageUrl: expect.stringMatching(/^\/images\/projects\//),
      coordinates: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    // Newest completion first.
    const dates = projects.map((project: { completionDate: string }) => project.completionDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('covers every type and status, and each state the filter offers', () => {
    for (const type of ['btm', 'ftm', 'storage', 'data_center'])
      expect(
        portfolio.some((project) => project.type === type),
        type,
      ).toBe(true);
    for (const status of ['development', 'construction', 'operational', 'completed'])
      expect(
        portfolio.some((project) => project.status === status),
        status,
      ).toBe(true);
    for (const state of ['TX', 'CA', 'NC', 'VA', 'FL'])
      expect(
        portfolio.some((project) => project.state === state),
        state,
      ).toBe(true);
  });

  const types = [undefined, 'btm', 'ftm', 'storage', 'data_center'];
  const statuses = [undefined, 'development', 'construction', 'operational', 'completed'];
  const states = [undefined, 'TX', 'CA', 'NC', 'VA', 'FL'];
  it(`filters correctly for all ${types.length * statuses.length * states.length} combinations of type, status and state`, async () => {
    for (const type of types) {
      for (const status of statuses) {
        for (const state of states) {
          const query = new URLSearchParams(
            Object.entries({ type, status, state }).filter((entry): entry is [string, string] => Boolean(entry[1])),
          );
          const expected = portfolio
            .filter(
              (project) =>
                (!type || project.type === type) && (!status || project.status === status) && (!state || project.state === state),
            )
            .map((project) => project.slug)
            .sort();
          expect(await slugsFor(query.size ? `?${query}` : ''), query.toString()).toEqual(expected);
        }
      }
    }
  });

  it('searches names (and other text) for every word', async () => {
    const target = portfolio[0]!;
    const word = target.name.split(' ')[0]!;
    const expected = portfolio.filter((project) => project.name.toLowerCase().includes(word.toLowerCase())).map((project) => project.slug);
    expect(await slugsFor(`?q=${encodeURIComponent(word.toUpperCase())}`)).toEqual(expect.arrayContaining(expected));
    expect(await slugsFor('?q=zzqx-no-such-project')).toEqual([]);
  });

  it('accepts any US state, in either case', async () => {
    const other = portfolio.find((project) => !['TX', 'CA', 'NC', 'VA', 'FL'].includes(project.state))!;
    expect(other).toBeDefined(); // the portfolio reaches beyond the five filter states
    expect(await slugsFor(`?state=${other.state.toLowerCase()}`)).toContain(other.slug);
    expect(await slugsFor('?state=wy')).toEqual(portfolio.filter((project) => project.state === 'WY').map((project) => project.slug));
  });

  it.each([
    ['type', '?type=wind', 'Type must be one of: btm, ftm, storage, data_center'],
    ['status', '?status=cancelled', 'Status must be one of: development, construction, operational, completed'],
    ['state', '?state=ZZ', 'State must be a two-letter US state code'],
  ])('answers an unknown %s with 400', async (field, query, message) => {
    const response = await api.app.request(`/api/projects${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).issues).toEqual([{ path: field, message }]);
  });
});

describe('GET /api/projects/{slug}', () => {
  it('serves one project', async () => {
    const target = portfolio[0]!;
    const response = await api.app.request(`/api/projects/${target.slug}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: target.slug, id: target.slug, name: target.name, type: target.type });
  });

  it('answers 404 JSON for a missing project', async () => {
    const response = await api.app.request('/api/projects/no-such-project');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Project not found' });
  });
});

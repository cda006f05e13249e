import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js (docs/decisions/018-where-code-goes.md): each rule
 * fires on the code it forbids, at the place it forbids it; and the folders of src/ import each
 * other without a cycle.
 */
const eslint = new ESLint({ cwd: path.resolve('.') });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/server/services/example.ts', "import { listRfqs } from '../../client/rfqs.ts';\nexport { listRfqs };", /framework-free/],
    ['src/server/services/example.ts', "import { toast } from '../../stores/toasts.ts';\nexport { toast };", /framework-free/],
    [
      'src/islands/example/Example.tsx',
      "import { loadArticles } from '~/pageData/articles';\nexport { loadArticles };",
      /build-time loaders/,
    ],
    [
      'src/islands/example/Example.tsx',
      "import { initNavigation } from '~/pageScripts/navigation';\nexport { initNavigation };",
      /page scripts/,
    ],
    ['src/islands/example/Example.tsx', "import { app } from '~/server/app';\nexport { app };", /no server code/],
    ['src/client/example.ts', "import { toast } from '~/stores/toasts';\nexport { toast };", /bottom layer/],
    ['src/stores/example.ts', "import { reportFailure } from '~/browser/session';\nexport { reportFailure };", /Stores may use/],
    ['src/browser/example.ts', "import { initNavigation } from '~/pageScripts/navigation';\nexport { initNavigation };", /Browser helpers/],
    ['src/pageData/example.ts', "import { listProducts } from '~/client/products';\nexport { listProducts };", /Build-time loaders/],
    ['src/domain/example.ts', "import { readFile } from 'node:fs/promises';\nexport { readFile };", /src\/domain is pure/],
    [
      'src/server/mail/example.ts',
      "import { enqueueQuoteExpiryReminders } from '../services/quoteReminders.ts';\nexport { enqueueQuoteExpiryReminders };",
      /floors services build on/,
    ],
    [
      'src/server/auth/example.ts',
      "import type { ResolvedSession } from '../services/sessions.ts';\nexport type { ResolvedSession };",
      /floors services build on/,
    ],
    ['src/components/Example.astro', "---\nimport { app } from '~/server/app';\nvoid app;\n---\n<p></p>", /must not import server code/],
    [
      'src/islands/admin/Example.tsx',
      "import { BarChart } from '../calculators/BarChart';\nexport { BarChart };",
      /own feature folder and the shared ones/,
    ],
    [
      'src/islands/admin/Example.tsx',
      "import { RfqItems } from '~/islands/rfq/RfqItems';\nexport { RfqItems };",
      /own feature folder and the shared ones/,
    ],
    ['src/islands/ui/Example.tsx', "import { Catalog } from '../catalog/Catalog';\nexport { Catalog };", /bottom of the kit/],
    ['src/islands/ui/Example.tsx', "import { fieldClass } from '../forms/FieldFrame';\nexport { fieldClass };", /bottom of the kit/],
    ['src/islands/rfqViews/Example.tsx', "import { RfqList } from '../rfq/RfqList';\nexport { RfqList };", /builds on the kit/],
    [
      'src/islands/ui/charts/Example.tsx',
      "import { fieldClass } from '../../forms/FieldFrame';\nexport { fieldClass };",
      /bottom of the kit/,
    ],
    [
      'src/islands/forms/Example.tsx',
      "import { AdminPanel } from '~/islands/admin/AdminPanel';\nexport { AdminPanel };",
      /builds on src\/islands\/ui only/,
    ],
  ])('%s: %s', async (file, code, message) => {
    expect(await problems(file, code)).toEqual([expect.stringMatching(message)]);
  });

  it('lets each folder import what it may', async () => {
    expect(
      await problems(
        'src/islands/example/Example.tsx',
        "import { listRfqs } from '~/client/rfqs';\nimport { toast } from '~/stores/toasts';\nexport { listRfqs, toast };",
      ),
    ).toEqual([]);
    expect(
      await problems('src/pageScripts/example.ts', "import { reportFailure } from '~/browser/session';\nexport { reportFailure };"),
    ).toEqual([]);
    expect(await problems('src/client/example.ts', "export const url = '/api/rfqs';")).toEqual([]);
    expect(
      await problems(
        'src/islands/admin/Example.tsx',
        "import { Pager } from '../ui/Pager';\nimport { NumberField } from '../forms/NumberField';\nimport { RfqItems } from '../rfqViews/RfqItems';\nimport { StatCards } from './StatCards';\nexport { Pager, NumberField, RfqItems, StatCards };",
      ),
      'a feature: its own folder and the shared floors',
    ).toEqual([]);
    expect(
      await problems('src/islands/forms/Example.tsx', "import { useHydrated } from '../ui/useHydrated';\nexport { useHydrated };"),
      'forms: ui',
    ).toEqual([]);
    expect(
      await problems('src/islands/ui/charts/Example.tsx', "import { ScrollRegion } from '../ScrollRegion';\nexport { ScrollRegion };"),
      'a subfolder of ui: ui',
    ).toEqual([]);
    expect(
      await problems('src/islands/rfqViews/Example.tsx', "import { fieldClass } from '../forms/FieldFrame';\nexport { fieldClass };"),
      'rfqViews: the kit',
    ).toEqual([]);
  });

  it.each(['src/islands/example/Example.tsx', 'src/stores/example.ts', 'src/pageScripts/example.ts'])(
    '%s may not name an /api/ URL: only the client does',
    async (file) => {
      expect(await problems(file, "export const url = '/api/rfqs';\nexport const item = (id: number) => `/api/rfqs/${id}/items`;")).toEqual(
        [expect.stringMatching(/only code that names \/api\//), expect.stringMatching(/only code that names \/api\//)],
      );
    },
  );
});

/** The folder a source file belongs to for layering: src/<top folder>, or src/islands/<folder>. */
function folderOf(file: string): string {
  const parts = path.relative('src', file).split(path.sep);
  return parts[0] === 'islands' && parts.length > 2 ? `islands/${parts[1]}` : parts.length > 1 ? parts[0]! : '.';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('folders of src/', () => {
  it('import each other without a cycle', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles('src')) {
      const from = folderOf(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
        const target = spec!.startsWith('~/')
          ? path.join('src', spec!.slice(2))
          : spec!.startsWith('.')
            ? path.join(path.dirname(file), spec!)
            : undefined;
        if (!target) continue;
        const to = folderOf(target);
        if (to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    const cycles: string[] = [];
    const visit = (folder: string, trail: string[]) => {
      for (const next of edges.get(folder) ?? []) {
        if (trail.includes(next)) cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
        else visit(next, [...trail, next]);
      }
    };
    for (const folder of edges.keys()) visit(folder, [folder]);
    expect(cycles).toEqual([]);
    expect(edges.get('client')).toEqual(new Set(['domain']));
  });
});

import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

/**
 * Reads a content collection (content/<name>/*.mdx) for the API: the same files and the same
 * frontmatter schema Astro builds the pages from (src/content.config.ts). The entry id is the
 * file name, as Astro's glob loader makes it.
 */
export interface ContentEntry<T> {
  id: string;
  data: T;
  /** The MDX body after the frontmatter. */
  body: string;
}

/**
 * The content folder: CONTENT_DIR, else the project's `content/` found from this module's place in
 * the source tree (the CLI, tests, the Vercel function, which ships it via includeFiles), else the
 * one in the working directory (the Node server's bundle lives under dist/).
 */
export function contentRoot(): string {
  const candidates = [process.env.CONTENT_DIR, fileURLToPath(new URL('../../../content', import.meta.url)), path.resolve('content')];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && existsSync(candidate!)) ?? path.resolve('content');
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export async function loadCollection<S extends z.ZodType>(name: string, schema: S, root = contentRoot()): Promise<ContentEntry<z.output<S>>[]> {
  const dir = path.join(root, name);
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => /^[^_.].*\.mdx?$/.test(file)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(dir, file), 'utf8');
      const match = FRONTMATTER.exec(text);
      if (!match) throw new Error(`${name}/${file}: no frontmatter`);
      const result = schema.safeParse(parseYaml(match[1]!) ?? {});
      if (!result.success) {
        throw new Error(`${name}/${file}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      }
      return { id: file.replace(/\.mdx?$/, ''), data: result.data, body: match[2]!.trim() };
    }),
  );
}

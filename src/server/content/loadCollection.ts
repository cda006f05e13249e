import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { projectFolder } from '../projectFolder.ts';

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

/** The content folder: CONTENT_DIR, else the project's `content/`. */
export function contentRoot(): string {
  return projectFolder('content', process.env.CONTENT_DIR);
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

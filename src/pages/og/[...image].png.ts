/**
 * PNG renderings of the SVG illustrations under public/images, for link previews (Open Graph and
 * Twitter cards do not accept SVG). Built once at build time with sharp; see src/pageData/socialImages.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';

const IMAGES = path.resolve('public/images');

export const getStaticPaths = (() =>
  readdirSync(IMAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .map((file) => ({
      params: {
        image: file
          .replace(/\.svg$/, '')
          .split(path.sep)
          .join('/'),
      },
      props: { file: path.join(IMAGES, file) },
    }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await sharp(readFileSync(props.file as string))
    .resize({ width: 1200 })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};

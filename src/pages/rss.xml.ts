/** The blog's RSS 2.0 feed: every published article, newest first. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { articleDate } from '~/domain/articles';
import { EDUCATION_CATEGORY_LABELS } from '~/domain/constants';
import { loadArticles } from '~/pageData/articles';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async ({ site }) => {
  const articles = await loadArticles();
  return rss({
    title: 'Voltfield Blog',
    description: 'Analysis and explainers on solar and storage finance, interconnection, data center power and energy policy.',
    site: site!,
    customData: '<language>en-us</language>',
    items: articles.map((article) => ({
      title: article.title,
      description: article.excerpt,
      link: `/blog/${article.slug}`,
      pubDate: articleDate(article),
      categories: [EDUCATION_CATEGORY_LABELS[article.category], ...article.tags],
      ...(article.authorId && { customData: `<dc:creator>${escapeXml(article.authorId)}</dc:creator>` }),
    })),
    xmlns: { dc: 'http://purl.org/dc/elements/1.1/' },
  });
};

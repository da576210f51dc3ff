import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { slugify } from './content/categories.ts';
import { roundPrice } from './content/pricing.ts';
import type { BookPlan, PersonPlan, SeedContext } from './context.ts';
import { daysBefore, uid } from './context.ts';
import type { Prng } from './prng.ts';

/** The two real EPUB 3 samples (W3C EPUB 3 Community Group), with their real metadata and credit. */
export async function realEbooks(
  ctx: SeedContext,
  rng: Prng,
  authors: { curry: PersonPlan; eliot: PersonPlan },
): Promise<BookPlan[]> {
  const children = ctx.categories.find((c) => c.seed.family === 'children');
  const poetry = ctx.categories.find((c) => c.seed.family === 'poetry');
  if (!children || !poetry) throw new Error('Seed: categories missing');
  const specs = [
    {
      file: 'childrens-literature.epub',
      cover: 'EPUB/images/cover.png',
      author: authors.curry,
      title: "Children's Literature",
      subtitle: 'A Textbook of Sources for Teachers and Teacher-Training Classes',
      description:
        "Charles Madison Curry and Erle Elsworth Clippinger's 1921 anthology gathers the fables, folk tales, myths, ballads and poems that teachers of the time read with children, with notes on how to present them.\n\nThis edition is the EPUB 3 sample of the W3C EPUB 3 Community Group (github.com/IDPF/epub3-samples), made from Project Gutenberg ebook #25545. Text public domain in the USA; packaging CC BY-SA 3.0.",
      category: children,
      subCategory:
        children.subCategories.find((s) => s.name === 'Folktales & Fables') ?? children.subCategories[0],
      publicationDate: '2008-05-20',
      publisher: 'Project Gutenberg',
      edition: 'Project Gutenberg edition',
      coAuthor: 'Erle Elsworth Clippinger',
    },
    {
      file: 'wasteland.epub',
      cover: 'EPUB/wasteland-cover.jpg',
      author: authors.eliot,
      title: 'The Waste Land',
      subtitle: null,
      description:
        'T. S. Eliot\'s 1922 poem in five parts, from "The Burial of the Dead" to "What the Thunder Said": a landmark of modernist poetry, with the author\'s notes.\n\nThis edition is the EPUB 3 sample of the W3C EPUB 3 Community Group (github.com/IDPF/epub3-samples), shared under CC BY-SA 3.0; cover image by Simon Fieldhouse (CC BY-SA 3.0).',
      category: poetry,
      subCategory: poetry.subCategories.find((s) => s.name === 'Classic Poetry') ?? poetry.subCategories[0],
      publicationDate: '2011-09-01',
      publisher: 'W3C EPUB 3 Community Group',
      edition: 'EPUB 3 sample edition',
      coAuthor: null,
    },
  ];
  const planned: BookPlan[] = [];
  for (const spec of specs) {
    const bytes = new Uint8Array(
      await readFile(fileURLToPath(new URL(`./assets/${spec.file}`, import.meta.url))),
    );
    const bookUid = uid(rng);
    const coverBytes = unzipSync(bytes, { filter: (entry) => entry.name === spec.cover })[spec.cover];
    if (!coverBytes || !spec.subCategory) throw new Error(`Seed: ${spec.file} has no ${spec.cover}`);
    const extension = spec.cover.endsWith('.png') ? 'png' : 'jpg';
    const prices = new Map<string, number>();
    for (const country of ctx.countries.values())
      prices.set(country.seed.code, roundPrice(country.seed.ebookBase * 0.4, country.seed));
    const book: BookPlan = {
      uid: bookUid,
      slug: `${slugify(spec.title)}-${bookUid.toLowerCase()}`,
      author: spec.author,
      type: 'ebook',
      title: spec.title,
      subtitle: spec.subtitle,
      series: null,
      description: spec.description,
      language: 'English',
      pages: null,
      durationSeconds: null,
      isbn: null,
      publisher: spec.publisher,
      publicationDate: spec.publicationDate,
      edition: spec.edition,
      keywords:
        spec.category.seed.family === 'poetry'
          ? ['poetry', 'modernism', 'classic']
          : ['fables', 'folk tales', 'classic'],
      category: spec.category,
      subCategory: spec.subCategory,
      status: 'published',
      coverPath: ctx.media.write(`seed/covers/${bookUid.toLowerCase()}.${extension}`, coverBytes),
      filePath: ctx.media.write(`seed/ebooks/${bookUid.toLowerCase()}.epub`, bytes),
      fileFormat: 'epub',
      fileSizeBytes: bytes.byteLength,
      samplePath: null,
      print: null,
      prices,
      contributors: spec.coAuthor ? [{ name: spec.coAuthor, role: 'co_author' }] : [],
      audioTracks: [],
      ratings: [],
      salesCount: 0,
      trendingScore: 0,
      createdAt: daysBefore(ctx.now, 400),
      publishedAt: daysBefore(ctx.now, 400),
    };
    planned.push(book);
  }
  return planned;
}

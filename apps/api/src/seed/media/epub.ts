import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Chapter } from '../content/prose.ts';
import { escapeXml } from './svg.ts';

/**
 * A minimal, valid EPUB 3: `mimetype` first and stored uncompressed (the OCF rule readers rely on
 * to sniff the format), META-INF/container.xml, the package document (OPF), a navigation document,
 * a cover page with the SVG cover, a title page and one XHTML file per chapter.
 */
export interface EpubInput {
  uid: string;
  title: string;
  subtitle?: string | null;
  author: string;
  publisher?: string | null;
  language: string;
  isbn?: string | null;
  description?: string | null;
  publicationDate?: string | null;
  /** The cover as SVG markup. */
  coverSvg: string;
  chapters: readonly Chapter[];
  /** `dcterms:modified` must be a fixed instant so identical input gives identical bytes. */
  modified: string;
}

const LANGUAGE_CODES: Record<string, string> = {
  English: 'en',
  French: 'fr',
  Yoruba: 'yo',
  Igbo: 'ig',
  Hausa: 'ha',
  Swahili: 'sw',
  Portuguese: 'pt',
  Spanish: 'es',
};

const CSS = `body { font-family: Georgia, serif; line-height: 1.6; margin: 0 5%; }
h1 { font-size: 1.8em; margin: 2em 0 0.3em; text-align: center; }
h2 { font-size: 1.4em; margin: 1.5em 0 1em; }
p { margin: 0 0 0.8em; text-indent: 1.2em; }
p.first, .titlepage p { text-indent: 0; }
.titlepage { text-align: center; margin-top: 20%; }
.subtitle { font-style: italic; font-size: 1.2em; }
.author { margin-top: 2em; font-variant: small-caps; font-size: 1.2em; }
.colophon { margin-top: 4em; font-size: 0.85em; }
.cover { text-align: center; margin: 0; }
.cover svg, .cover img { max-width: 100%; height: 95vh; }`;

function xhtml(title: string, lang: string, body: string, type = 'bodymatter'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
<head><meta charset="UTF-8"/><title>${escapeXml(title)}</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body epub:type="${type}">
${body}
</body>
</html>
`;
}

export function buildEpub(input: EpubInput): Uint8Array {
  const lang = LANGUAGE_CODES[input.language] ?? 'en';
  const identifier = input.isbn ? `urn:isbn:${input.isbn.replace(/-/g, '')}` : `urn:uuid:${input.uid}`;
  const files: Zippable = {};
  // Stored (level 0) and first: fflate keeps insertion order.
  files.mimetype = [strToU8('application/epub+zip'), { level: 0 }];
  files['META-INF/container.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`);

  const chapterItems = input.chapters.map((chapter, i) => ({
    id: `chapter-${i + 1}`,
    href: `chapter-${i + 1}.xhtml`,
    chapter,
  }));

  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${escapeXml(identifier)}</dc:identifier>
    <dc:title>${escapeXml(input.title)}</dc:title>
    <dc:creator id="creator">${escapeXml(input.author)}</dc:creator>
    <meta refines="#creator" property="role" scheme="marc:relators">aut</meta>
    <dc:language>${lang}</dc:language>
${input.publisher ? `    <dc:publisher>${escapeXml(input.publisher)}</dc:publisher>\n` : ''}${input.publicationDate ? `    <dc:date>${input.publicationDate}</dc:date>\n` : ''}${input.description ? `    <dc:description>${escapeXml(input.description)}</dc:description>\n` : ''}    <meta property="dcterms:modified">${input.modified}</meta>
    <meta name="cover" content="cover-image"/>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="style" href="style.css" media-type="text/css"/>
    <item id="cover-image" href="cover.svg" media-type="image/svg+xml" properties="cover-image"/>
    <item id="cover" href="cover.xhtml" media-type="application/xhtml+xml" properties="svg"/>
    <item id="titlepage" href="titlepage.xhtml" media-type="application/xhtml+xml"/>
${chapterItems.map((c) => `    <item id="${c.id}" href="${c.href}" media-type="application/xhtml+xml"/>`).join('\n')}
  </manifest>
  <spine>
    <itemref idref="cover" linear="yes"/>
    <itemref idref="titlepage"/>
${chapterItems.map((c) => `    <itemref idref="${c.id}"/>`).join('\n')}
  </spine>
</package>
`;
  files['OEBPS/content.opf'] = strToU8(opf);
  files['OEBPS/style.css'] = strToU8(CSS);
  files['OEBPS/cover.svg'] = strToU8(input.coverSvg);
  files['OEBPS/cover.xhtml'] = strToU8(
    xhtml('Cover', lang, `<section class="cover" epub:type="cover">${input.coverSvg}</section>`, 'cover'),
  );
  files['OEBPS/titlepage.xhtml'] = strToU8(
    xhtml(
      input.title,
      lang,
      `<section class="titlepage" epub:type="titlepage">
<h1>${escapeXml(input.title)}</h1>
${input.subtitle ? `<p class="subtitle">${escapeXml(input.subtitle)}</p>\n` : ''}<p class="author">${escapeXml(input.author)}</p>
<p class="colophon">${escapeXml(input.publisher ?? 'Independently published')}${input.publicationDate ? `, ${input.publicationDate.slice(0, 4)}` : ''}${input.isbn ? `<br/>ISBN ${escapeXml(input.isbn)}` : ''}</p>
</section>`,
      'frontmatter',
    ),
  );
  files['OEBPS/nav.xhtml'] = strToU8(
    xhtml(
      'Contents',
      lang,
      `<nav epub:type="toc" id="toc">
<h1>Contents</h1>
<ol>
<li><a href="titlepage.xhtml">${escapeXml(input.title)}</a></li>
${chapterItems.map((c, i) => `<li><a href="${c.href}">${i + 1}. ${escapeXml(c.chapter.title)}</a></li>`).join('\n')}
</ol>
</nav>`,
      'frontmatter',
    ),
  );
  chapterItems.forEach((c, i) => {
    const paragraphs = c.chapter.paragraphs
      .map((p, j) => `<p${j === 0 ? ' class="first"' : ''}>${escapeXml(p)}</p>`)
      .join('\n');
    files[`OEBPS/${c.href}`] = strToU8(
      xhtml(
        c.chapter.title,
        lang,
        `<section epub:type="chapter" id="${c.id}">
<h2>${i + 1}. ${escapeXml(c.chapter.title)}</h2>
${paragraphs}
</section>`,
      ),
    );
  });
  // A fixed timestamp on every entry keeps the bytes reproducible; level 1 is several times faster
  // than the default and only a few per cent larger on text this small.
  return zipSync(files, { level: 1, mtime: new Date('2020-01-01T00:00:00Z') });
}

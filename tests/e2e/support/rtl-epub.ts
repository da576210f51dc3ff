import { strToU8, zipSync } from 'fflate';

// A right-to-left EPUB 3 made for the reader's tests: Arabic text (written for this test), the spine's
// page-progression-direction "rtl", `dir="rtl"` on every document, a nested table of contents. None of
// the shared fixtures reads right to left, so the test makes one.

const CHAPTERS = ['الفصل الأول: البداية', 'الفصل الثاني: الطريق', 'الفصل الثالث: العودة'];

/** A paragraph of Arabic text; its number keeps the pages apart. */
function paragraph(chapter: number, n: number): string {
  return (
    `هذه الفقرة رقم ${n} من الفصل ${chapter + 1}. ` +
    'كتبت هذه الجمل لتجربة القراءة من اليمين إلى اليسار في قارئ المتجر، فتنتقل الصفحات إلى اليسار ' +
    'وتبقى الكلمات في ترتيبها الصحيح. يقرأ القارئ الكتاب صفحة بعد صفحة، ويحفظ المكان الذي توقف عنده، ' +
    'ثم يعود إليه حين يفتح الكتاب من جديد على أي جهاز.'
  );
}

function xhtml(title: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="ar" lang="ar" dir="rtl">
<head><meta charset="UTF-8"/><title>${title}</title></head>
<body dir="rtl">
${body}
</body>
</html>
`;
}

/** The EPUB's bytes: mimetype first and stored, as the OCF rule requires. */
export function rtlEpub(): Buffer {
  const chapters = CHAPTERS.map((title, c) =>
    xhtml(
      title,
      `<section epub:type="chapter"><h1 id="c${c}">${title}</h1>\n` +
        Array.from({ length: 80 }, (_, i) => `<p>${paragraph(c, i + 1)}</p>`).join('\n') +
        '</section>',
    ),
  );
  const nav = xhtml(
    'المحتويات',
    `<nav epub:type="toc" id="toc"><h1>المحتويات</h1><ol>${CHAPTERS.map(
      (title, c) => `<li><a href="ch${c + 1}.xhtml">${title}</a></li>`,
    ).join('')}</ol></nav>`,
  );
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id" xml:lang="ar" dir="rtl">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="id">urn:uuid:5b0e3c52-2a9e-4b43-9d1e-7a3f2c1e0b11</dc:identifier>
<dc:title>رحلة إلى الشمال</dc:title>
<dc:creator>متجر الكتب</dc:creator>
<dc:language>ar</dc:language>
<meta property="dcterms:modified">2026-11-24T00:00:00Z</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
${CHAPTERS.map((_, c) => `<item id="ch${c + 1}" href="ch${c + 1}.xhtml" media-type="application/xhtml+xml"/>`).join('\n')}
</manifest>
<spine page-progression-direction="rtl">
${CHAPTERS.map((_, c) => `<itemref idref="ch${c + 1}"/>`).join('\n')}
</spine>
</package>
`;
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;
  const files: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(container),
    'OEBPS/content.opf': strToU8(opf),
    'OEBPS/nav.xhtml': strToU8(nav),
  };
  chapters.forEach((doc, c) => {
    files[`OEBPS/ch${c + 1}.xhtml`] = strToU8(doc);
  });
  return Buffer.from(zipSync(files));
}

export const RTL_CHAPTERS = CHAPTERS;

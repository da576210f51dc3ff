import { strToU8, zipSync } from 'fflate';

// An EPUB whose pages carry scripts that would reach the reader's page: an inline script, an event
// handler attribute and an SVG onload each try to write the parent's title, read its cookies and mark
// the parent window. Made for the reader-frame test (issue 23, item 9).

/** What each hostile script does, if it runs: marks itself in the book's page and in the parent. */
const PAYLOAD = (how: string) =>
  `document.documentElement.setAttribute('data-ran-${how}', 'yes');` +
  `try { window.parent.__bookScriptRan = '${how}'; window.parent.document.title = 'PWNED ' + window.parent.document.cookie; } catch (e) {}`;

export const HOSTILE_TEXT = 'This page tries to run scripts in the reader.';

export function hostileEpub(): Buffer {
  const page = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head><meta charset="UTF-8"/><title>Hostile</title><script>${PAYLOAD('inline')}</script></head>
<body>
<h1>A hostile page</h1>
<p>${HOSTILE_TEXT}</p>
<img src="missing.png" alt="" onerror="${PAYLOAD('onerror').replaceAll("'", '&apos;')}"/>
<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${PAYLOAD('svg').replaceAll("'", '&apos;')}"><rect width="10" height="10"/></svg>
${Array.from({ length: 20 }, (_, i) => `<p>Paragraph ${i + 1} of the hostile page.</p>`).join('\n')}
</body>
</html>
`;
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="id">urn:uuid:8f1c2d3e-4b5a-4c6d-9e8f-0a1b2c3d4e5f</dc:identifier>
<dc:title>A Hostile Book</dc:title>
<dc:language>en</dc:language>
<meta property="dcterms:modified">2026-11-27T00:00:00Z</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav scripted"/>
<item id="p1" href="page.xhtml" media-type="application/xhtml+xml" properties="scripted svg"/>
</manifest>
<spine><itemref idref="p1"/></spine>
</package>
`;
  const nav = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head>
<body><nav epub:type="toc"><ol><li><a href="page.xhtml">A hostile page</a></li></ol></nav></body></html>
`;
  const container = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`;
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': strToU8(container),
      'OEBPS/content.opf': strToU8(opf),
      'OEBPS/nav.xhtml': strToU8(nav),
      'OEBPS/page.xhtml': strToU8(page),
    }),
  );
}

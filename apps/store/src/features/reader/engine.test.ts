// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookError, loadBook } from './engine';
import { readZipEntries, readZipEntry } from './zip';

/** A ZIP archive of stored (uncompressed) entries, or deflated ones, as an EPUB packer writes. */
async function zip(files: Record<string, string>, deflate = false): Promise<Blob> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = encoder.encode(text);
    const data = deflate
      ? new Uint8Array(
          await new Response(
            new Blob([raw]).stream().pipeThrough(new CompressionStream('deflate-raw')),
          ).arrayBuffer(),
        )
      : raw;
    const nameBytes = encoder.encode(name);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(8, deflate ? 8 : 0, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, raw.length, true);
    local.setUint16(26, nameBytes.length, true);
    const dir = new DataView(new ArrayBuffer(46));
    dir.setUint32(0, 0x02014b50, true);
    dir.setUint16(10, deflate ? 8 : 0, true);
    dir.setUint32(20, data.length, true);
    dir.setUint32(24, raw.length, true);
    dir.setUint16(28, nameBytes.length, true);
    dir.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), nameBytes, data);
    central.push(new Uint8Array(dir.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const size = central.reduce((n, p) => n + p.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(files).length, true);
  end.setUint16(10, Object.keys(files).length, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  return new Blob([...parts, ...central, new Uint8Array(end.buffer)] as BlobPart[]);
}

const CONTAINER = '<container><rootfiles><rootfile full-path="OEBPS/book.opf"/></rootfiles></container>';
const encryption = (algorithm: string) =>
  `<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
     <enc:EncryptedData><enc:EncryptionMethod Algorithm="${algorithm}"/>
     <enc:CipherData><enc:CipherReference URI="OEBPS/ch1.xhtml"/></enc:CipherData></enc:EncryptedData>
   </encryption>`;

function serve(body: Blob | string, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reader’s ZIP reader', () => {
  it('lists entries and reads stored and deflated ones', async () => {
    for (const deflate of [false, true]) {
      const file = await zip(
        { mimetype: 'application/epub+zip', 'OEBPS/ch1.xhtml': '<p>Hello, reader</p>'.repeat(20) },
        deflate,
      );
      const entries = await readZipEntries(file);
      expect([...entries.keys()]).toEqual(['mimetype', 'OEBPS/ch1.xhtml']);
      const chapter = entries.get('OEBPS/ch1.xhtml');
      if (!chapter) throw new Error('missing');
      expect(await (await readZipEntry(file, chapter)).text()).toBe('<p>Hello, reader</p>'.repeat(20));
    }
  });
});

describe('opening a book', () => {
  it('says a file that is not an EPUB is damaged', async () => {
    serve('PK not really a zip');
    const error = await loadBook('/book.epub').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BookError);
    expect(error).toMatchObject({ kind: 'broken' });
  });

  it('says an archive without its container is not a valid EPUB', async () => {
    serve(await zip({ mimetype: 'application/epub+zip' }));
    await expect(loadBook('/book.epub')).rejects.toMatchObject({ kind: 'broken', message: /container/ });
  });

  it('refuses a DRM-protected book (encryption.xml with a cipher, or rights.xml) with a clear message', async () => {
    serve(
      await zip({
        'META-INF/container.xml': CONTAINER,
        'META-INF/encryption.xml': encryption('http://www.w3.org/2001/04/xmlenc#aes128-cbc'),
      }),
    );
    await expect(loadBook('/book.epub')).rejects.toMatchObject({ kind: 'drm', message: /protected by DRM/ });
    serve(await zip({ 'META-INF/container.xml': CONTAINER, 'META-INF/rights.xml': '<rights/>' }));
    await expect(loadBook('/book.epub')).rejects.toMatchObject({ kind: 'drm' });
  });

  it('does not take font obfuscation for DRM', async () => {
    serve(
      await zip({
        'META-INF/container.xml': CONTAINER,
        'META-INF/encryption.xml': encryption('http://www.idpf.org/2008/embedding'),
      }),
    );
    // Past the DRM check, the missing package document makes it a damaged file, not a protected one.
    await expect(loadBook('/book.epub')).rejects.toMatchObject({ kind: 'broken' });
  });

  it('says what the server answered for the file, not "check your connection"', async () => {
    for (const [status, why] of [
      [403, /^Its link has expired or is not valid\.$/],
      [404, /^The file was not found\.$/],
      [503, /^The server could not send it\.$/],
    ] as const) {
      serve('refused', status);
      const refused = await loadBook('/book.epub').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BookError);
      expect(refused).toMatchObject({ kind: 'http', status });
      expect((refused as BookError).message).toMatch(why);
      expect((refused as BookError).message).not.toMatch(/connection/);
    }
  });

  it('asks to check the connection only when no answer came', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(loadBook('/book.epub')).rejects.toMatchObject({
      kind: 'network',
      message: /Check your connection/,
    });
  });
});

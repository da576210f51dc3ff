// Types for the parts of foliate-js (plain JavaScript) the reader uses.
declare module 'foliate-js/epub.js' {
  import type { FoliateBook } from './engine-types';
  export class EPUB {
    constructor(loader: {
      loadText: (name: string) => Promise<string | null>;
      loadBlob: (name: string, type?: string) => Promise<Blob | null>;
      getSize: (name: string) => number;
    });
    init(): Promise<FoliateBook>;
  }
}

declare module 'foliate-js/view.js' {
  export {};
}

declare module 'foliate-js/paginator.js' {
  export {};
}

declare module 'foliate-js/overlayer.js' {
  export class Overlayer {
    static highlight: unknown;
    static underline: unknown;
    static outline: unknown;
  }
}

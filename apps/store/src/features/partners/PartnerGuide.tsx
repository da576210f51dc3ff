import { PARTNER_ATTRIBUTION_DAYS } from '@bookstore/api-client/contract';
import { VisuallyHidden } from '@bookstore/ui';
import { AppLink } from '../../links/AppLink';
import { Section } from '../shared';
import { embedElement, loaderScript } from './embed';
import classes from './partners.module.css';
import { useStoreOrigin } from './useStoreOrigin';

const ATTRIBUTES = [
  ['data-partner', 'partner', 'Your partner code: every link and checkout the widgets open carries it.'],
  ['data-api-base', 'api-base', 'The store’s address, where the widgets read the catalogue.'],
  ['data-store-url', 'store-url', 'Where book links and the checkout go (the store’s address).'],
  ['data-country', 'country', 'Two-letter country: the catalogue and the currency prices show in.'],
  ['data-theme', 'theme', 'light, dark or auto (follows the visitor’s setting).'],
  ['—', 'uid', 'The book a book card or a player shows.'],
] as const;

/**
 * The partner guide (issue 43, also in packages/widgets' README): the loader once per page, an element
 * per widget, the attributes, and how a sale becomes the partner's.
 */
export function PartnerGuide({ code = 'YOURCODE' }: { code?: string }) {
  const origin = useStoreOrigin();
  const example = { widget: 'card', bookUid: 'BOOK_UID', theme: 'auto', width: '320' } as const;
  return (
    <Section title="Partner guide: embedding the widgets">
      <div className={classes.Terms}>
        <div>
          <h3>1. Paste the element where the widget goes</h3>
          <p>
            One element per widget: <code>&lt;bookstore-book-card uid="…"&gt;</code>,{' '}
            <code>&lt;bookstore-player uid="…"&gt;</code>, <code>&lt;bookstore-search&gt;</code> and{' '}
            <code>&lt;bookstore-cart&gt;</code>. A book’s uid is the last part of its address on the store.
          </p>
          <pre className={classes.Code} aria-label="A book card element">
            {embedElement(example)}
          </pre>
        </div>
        <div>
          <h3>2. Add the loader once per page</h3>
          <p>
            It is under 1 KB and loads each widget’s code only when its element is on the page. The{' '}
            <code>data-partner</code> attribute names you.
          </p>
          <pre className={classes.Code} aria-label="The loader script">
            {loaderScript(origin, code, { theme: example.theme })}
          </pre>
        </div>
      </div>
      <h3>Attributes</h3>
      <div className={classes.TableScroll}>
        <table className={classes.Attributes}>
          <caption>
            <VisuallyHidden>The loader’s and the widgets’ attributes</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">On the loader</th>
              <th scope="col">On an element</th>
              <th scope="col">What it does</th>
            </tr>
          </thead>
          <tbody>
            {ATTRIBUTES.map(([loader, element, meaning]) => (
              <tr key={element}>
                <td>{loader === '—' ? '—' : <code>{loader}</code>}</td>
                <th scope="row">
                  <code>{element}</code>
                </th>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>How a sale becomes yours</h3>
      <ul className={classes.List}>
        <li>
          A visitor who opens the store from your widget or your link (<code>?ref=YOURCODE</code>) is yours
          for {PARTNER_ATTRIBUTION_DAYS} days, through their cart, sign-up and checkout. If they come through
          another partner later, the last partner wins.
        </li>
        <li>
          The store remembers it in its own first-party cookie: the widgets set no cookie on your site and
          need no third-party cookies.
        </li>
        <li>
          Under a strict Content-Security-Policy, allow the store’s origin in <code>script-src</code>,{' '}
          <code>connect-src</code>, <code>img-src</code> and <code>media-src</code>; size the elements from
          your own stylesheet instead of the <code>style</code> attribute.
        </li>
        <li>
          More: the widgets’ README (events, npm and React components, theming) in{' '}
          <code>packages/widgets/README.md</code>. Partners build their code in the{' '}
          <AppLink href="/dashboard/partner/embed">embed builder</AppLink>.
        </li>
      </ul>
    </Section>
  );
}

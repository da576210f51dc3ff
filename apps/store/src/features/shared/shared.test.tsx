import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Card, CardList, LinkCards } from './Cards';
import { Facts } from './Facts';
import { PagedTable } from './PagedList';
import { listQueryOf, pageHref, withFilter } from './pageParam';
import { StatGrid } from './StatGrid';
import { stepOf, toSteps, VOICEOVER_STEPS } from './steps';
import { answer, renderAt as renderRoute } from './testing';
import { useListQuery } from './useListQuery';

const renderAt = (url: string, element: ReactNode) => renderRoute('*', url, element);

describe('the list URL helpers', () => {
  it('link to another page keeping the other parameters, page 1 without `page`', () => {
    const params = new URLSearchParams('keyword=sun&page=2');
    expect(pageHref(params, 3)).toBe('?keyword=sun&page=3');
    expect(pageHref(params, 1)).toBe('?keyword=sun');
    expect(pageHref(new URLSearchParams('page=2'), 1)).toBe('?');
  });

  it('read the page and the named filters, trimmed, empty ones left out', () => {
    const params = new URLSearchParams('page=4&keyword=%20sun%20&status=&other=x');
    expect(listQueryOf(params, ['keyword', 'status'])).toEqual({
      page: 4,
      keyword: 'sun',
      status: undefined,
    });
    expect(listQueryOf(new URLSearchParams('page=-2'), [])).toEqual({ page: 1 });
  });

  it('set a filter back on the first page, and remove an emptied one', () => {
    const params = new URLSearchParams('page=3&status=paid&keyword=a');
    expect(withFilter(params, 'keyword', ' moon ').toString()).toBe('status=paid&keyword=moon');
    expect(withFilter(params, 'status', '  ').toString()).toBe('keyword=a');
    expect(params.get('page')).toBe('3');
  });
});

describe('useListQuery', () => {
  function Probe() {
    const { query, setFilter } = useListQuery(['keyword']);
    return (
      <>
        <output>{JSON.stringify(query)}</output>
        <button type="button" onClick={() => setFilter('keyword', 'moon')}>
          filter
        </button>
      </>
    );
  }

  it('gives the URL’s query and changes a filter on the first page', async () => {
    const router = renderAt('/authors?page=2&keyword=sun', <Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('{"page":2,"keyword":"sun"}');
    await act(async () => screen.getByRole('button').click());
    expect(router.state.location.search).toBe('?keyword=moon');
    expect(screen.getByRole('status')).toHaveTextContent('{"page":1,"keyword":"moon"}');
  });
});

describe('the flow steps', () => {
  it('mark the current step, the done ones and the rest', () => {
    const steps = toSteps(VOICEOVER_STEPS, {
      current: 'vocal',
      done: (name) => name === 'personal',
      title: (name) => name.toUpperCase(),
      href: (name) => `/flow/${name}`,
    });
    expect(steps.map((step) => step.state)).toEqual([
      'complete',
      'upcoming',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(steps[0]).toMatchObject({ id: 'personal', label: 'PERSONAL', href: '/flow/personal' });
  });

  it('take a step from the URL only when the flow has it', () => {
    expect(stepOf(VOICEOVER_STEPS, 'demo')).toBe('demo');
    expect(stepOf(VOICEOVER_STEPS, 'publish')).toBeUndefined();
    expect(stepOf(VOICEOVER_STEPS, undefined)).toBeUndefined();
  });
});

interface Row {
  id: number;
  title: string;
}

const page = (items: Row[], current = 1, last = 1) => answer({ items, page: current, last_page: last });

describe('PagedTable', () => {
  const columns = [
    { key: 'title', header: 'Title', rowHeader: true },
    { key: 'id', header: 'Number', align: 'end' as const },
  ];

  it('shows a page of rows as the kit’s table, with its caption and the page links', () => {
    renderAt(
      '/dashboard/sales?page=2',
      <PagedTable
        response={page([{ id: 7, title: 'Sun' }], 2, 3)}
        empty={{ title: 'Nothing yet' }}
        caption="Sales"
        columns={columns}
        getRowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales' });
    expect(within(table).getByRole('rowheader', { name: 'Sun' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/dashboard/sales');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/dashboard/sales?page=3',
    );
  });

  it('shows the empty state, not a table, when the page has no rows', () => {
    renderAt(
      '/dashboard/sales',
      <PagedTable
        response={page([])}
        empty={{ title: 'No sales yet', description: 'Sales appear here.' }}
        caption="Sales"
        columns={columns}
        getRowKey={(row) => row.id}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the cards', () => {
  it('list items as cards, a card with `href` being a link', () => {
    renderAt(
      '/',
      <CardList items={['a', 'b']} getKey={(item) => item} label="Letters">
        {(item) => <Card title={item.toUpperCase()} href={item === 'a' ? '/a' : undefined} />}
      </CardList>,
    );
    const list = screen.getByRole('list', { name: 'Letters' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'A' })).toHaveAttribute('href', '/a');
    expect(within(list).queryByRole('link', { name: 'B' })).not.toBeInTheDocument();
  });

  it('link a dashboard to its pages', () => {
    renderAt('/', <LinkCards links={[{ label: 'Sales', href: '/dashboard/sales' }]} />);
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/dashboard/sales');
  });

  it('show a dashboard’s figures as stat cards', () => {
    renderAt('/', <StatGrid stats={[{ label: 'Books', value: 12 }]} />);
    expect(screen.getByText('Books')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });
});

describe('Facts', () => {
  it('lists labels and values, leaving out the unknown ones but not a 0', () => {
    renderAt(
      '/',
      <Facts
        facts={[
          ['Jobs completed', 0],
          ['Publisher', ''],
          ['Accents', null],
          ['Price', <strong key="price">₦500</strong>],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Jobs completed', 'Price']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['0', '₦500']);
  });
});

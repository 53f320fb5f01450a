import { Fragment, useState, type SubmitEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import './staffScreens.css';

/**
 * The staff lists read a page at a time (the audit log, the feedback inbox): a form of filters, then a
 * table, newest first, whose last page ends in its state and a button for the next, older page (the
 * server's `next`, sent back as `before`). New filters start again from the newest.
 */

/** The filters' form: its fields side by side where they fit, and the button that applies them. */
export function FilterForm({
  label,
  apply,
  onApply,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** The submit button's text. */
  apply: string;
  onApply: () => void;
  children: ReactNode;
}) {
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply();
  }
  return (
    <Form noValidate onSubmit={submit} aria-label={label} className="admin-field-row mb-3">
      {children}
      <Button type="submit" variant="outline-primary">
        {apply}
      </Button>
    </Form>
  );
}

/** A filter that picks one of `values`, or all (the empty value). */
export function FilterSelect<V extends string>({
  id,
  label,
  all,
  values,
  text,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** The first option's text: no filter. */
  all: string;
  values: readonly V[];
  text: (value: V) => string;
  value: V | '';
  onChange: (value: V | '') => void;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value as V | '')}>
        <option value="">{all}</option>
        {values.map((name) => (
          <option key={name} value={name}>
            {text(name)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}

/** What `pageOf` draws a page for: the filters and the page's `before` (none for the newest). */
export type PageQuery<F> = F & { before: string | undefined };

/**
 * The table: its hidden caption, its column headings, then a `<tbody>` a page (`pageOf`, usually
 * PageRows). A new `filters` object (the form applied) shows the newest page again.
 */
export function PagedTable<F extends object>({
  caption,
  headings,
  filters,
  pageOf,
}: {
  caption: string;
  headings: readonly string[];
  filters: F;
  pageOf: (query: PageQuery<F>, isLast: boolean, onOlder: (next: string) => void) => ReactNode;
}) {
  // The `before` of every page shown: the first page has none.
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const [pagesFor, setPagesFor] = useState(filters);
  if (filters !== pagesFor) {
    setPagesFor(filters);
    setPages([undefined]);
  }
  return (
    <div className="stacked-table-box">
      <Table className="align-middle stacked-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        {pages.map((before, index) => (
          <Fragment key={before ?? 'newest'}>
            {pageOf({ ...filters, before }, index === pages.length - 1, (next) =>
              setPages((shown) => [...shown, next]),
            )}
          </Fragment>
        ))}
      </Table>
    </div>
  );
}

/** What PageRows says under the last page shown. */
export interface PageTexts {
  loading: string;
  /** Before the Retry button: what failed (and why, where known). */
  failed: ReactNode;
  retry: string;
  empty: string;
  older: string;
  end: string;
}

/**
 * One page's rows and, under the last page shown, its state: loading, failed (with Retry), nothing found,
 * the button for older entries, or the end of the list.
 */
export function PageRows<T>({
  columns,
  page,
  items,
  isFirst,
  isLast,
  onOlder,
  texts,
  row,
}: {
  /** How many columns a note spans. */
  columns: number;
  page: { data?: { next: string | null }; isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** The page's entries, once it has arrived. */
  items: readonly T[] | undefined;
  /** The newest page: the only one that can say there is nothing at all. */
  isFirst: boolean;
  isLast: boolean;
  onOlder: (next: string) => void;
  texts: PageTexts;
  row: (item: T) => ReactNode;
}) {
  const note = (children: ReactNode, role?: 'status' | 'alert') => (
    <tr>
      <td colSpan={columns} role={role}>
        {children}
      </td>
    </tr>
  );
  const count = items?.length ?? 0;
  const next = page.data?.next;
  return (
    <tbody>
      {items?.map(row)}
      {isLast && page.isFetching && note(texts.loading, 'status')}
      {isLast &&
        page.isError &&
        note(
          <>
            {texts.failed}{' '}
            <Button size="sm" variant="outline-danger" onClick={() => void page.refetch()}>
              {texts.retry}
            </Button>
          </>,
          'alert',
        )}
      {isLast && page.data && isFirst && count === 0 && note(texts.empty)}
      {isLast &&
        page.data &&
        (next
          ? note(
              <Button variant="outline-secondary" onClick={() => onOlder(next)}>
                {texts.older}
              </Button>,
            )
          : count > 0
            ? note(texts.end)
            : null)}
    </tbody>
  );
}

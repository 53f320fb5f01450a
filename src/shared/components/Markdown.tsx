import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as icons from '@/shared/components/icons';
import { Icon } from '@/shared/components/Icon';
import { markdownMessages } from '@/shared/components/markdownMessages';
import { useT } from '@/shared/i18n/useT';
import { inlineText } from '@/shared/lib/markdown/inline';
import { isExternalHref } from '@/shared/lib/markdown/links';
import { parseMarkdown } from '@/shared/lib/markdown/parseMarkdown';
import type { Align, Block, Inline, ListBlock, TableBlock } from '@/shared/lib/markdown/types';
import { siteMessages } from '@/shared/site/siteMessages';

/**
 * An article body in the site's Markdown subset (src/shared/lib/markdown), as React elements. Every
 * character staff typed reaches the page as text: there is no HTML path, so nothing typed can add markup.
 */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <>{blocks.map((block, index) => renderBlock(block, index))}</>;
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return block.level === 2 ? (
        <h2 key={key}>{renderInlines(block.content)}</h2>
      ) : (
        <h3 key={key}>{renderInlines(block.content)}</h3>
      );
    case 'paragraph':
      return <p key={key}>{renderInlines(block.content)}</p>;
    case 'list':
      return <MarkdownList key={key} list={block} />;
    case 'table':
      return <MarkdownTable key={key} table={block} />;
  }
}

function MarkdownList({ list }: { list: ListBlock }) {
  const items = list.items.map((item, index) => (
    <li key={index}>
      {renderInlines(item.content)}
      {item.list && <MarkdownList list={item.list} />}
    </li>
  ));
  return list.ordered ? <ol start={list.start === 1 ? undefined : list.start}>{items}</ol> : <ul>{items}</ul>;
}

// Written out in full: the build keeps only the Bootstrap classes it finds in the source (PurgeCSS).
const CELL_CLASS = 'py-2 border-bottom align-top';

// Left is where a cell's text starts anyway (no class, so no rule for it joins the site stylesheet).
const ALIGN_CLASS: Record<Exclude<Align, null>, string> = {
  left: '',
  center: 'text-center',
  right: 'text-end',
};

/**
 * A table in a region that scrolls sideways on its own, so a wide table never widens a phone's page.
 * The region can take focus (keyboard users scroll it with the arrow keys) and is named by its columns.
 */
function MarkdownTable({ table }: { table: TableBlock }) {
  const t = useT(markdownMessages);
  const columns = table.head
    .map((cell) => inlineText(cell, ' ').trim())
    .filter((text) => text !== '')
    .join(', ');
  // The site stylesheet's own utilities (no rule added to every page for tables): a line under each
  // row, room between columns, text at the top of its cell.
  const classOf = (column: number) => {
    const align = table.align[column];
    return [CELL_CLASS, column > 0 && 'ps-3', align && ALIGN_CLASS[align]].filter(Boolean).join(' ');
  };
  return (
    <div
      className="md-table-region mb-3"
      role="region"
      aria-label={columns ? t('markdown.table', { columns }) : t('markdown.tableUntitled')}
      // A table wider than a phone scrolls sideways: focusable, so the keyboard can scroll it too (WCAG
      // 2.1.1; axe's scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-100">
        <thead>
          <tr>
            {table.head.map((cell, column) => (
              <th key={column} scope="col" className={classOf(column)}>
                {renderInlines(cell)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column} className={classOf(column)}>
                  {renderInlines(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function renderInlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, key) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={key} />;
      case 'emphasis':
        return <em key={key}>{renderInlines(node.children)}</em>;
      case 'strong':
        return <strong key={key}>{renderInlines(node.children)}</strong>;
      case 'link':
        return (
          <MarkdownLink key={key} href={node.href}>
            {renderInlines(node.children)}
          </MarkdownLink>
        );
    }
  });
}

/**
 * A path on this site moves within the app; another site's address is marked as external the way
 * ExternalLink marks one (which takes only a string, where these words may hold marks); mailto: and
 * tel: open the visitor's own apps and are plain links.
 */
function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT(siteMessages);
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  if (!isExternalHref(href)) return <a href={href}>{children}</a>;
  return (
    <a href={href} rel="external noopener" className="link-words">
      <span>{children}</span> <Icon path={icons.external} size={16} className="align-text-top" />
      <span className="visually-hidden">{t('link.external')}</span>
    </a>
  );
}

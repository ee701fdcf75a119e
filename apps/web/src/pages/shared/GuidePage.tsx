import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { cx } from '@/components/ui/class-names';
import page from './page.module.css';
import { TableOfContents } from './TableOfContents';

export interface GuideSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface GuidePageProps {
  title: string;
  description: ReactNode;
  sections: readonly GuideSection[];
  /** Below the sections (a closing note, related links). */
  footer?: ReactNode;
}

/** A long informational page: header with breadcrumb, table of contents, sections with h2 headings. */
export function GuidePage({ title, description, sections, footer }: GuidePageProps) {
  return (
    <div className={cx(page.container, page.narrow)}>
      <PageHeader title={title} description={description} breadcrumb={[{ label: '홈', href: '/' }, { label: title }]} />
      <TableOfContents items={sections.map((s) => ({ id: s.id, label: s.title }))} />
      <div className={page.prose}>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.content}
          </section>
        ))}
      </div>
      {footer}
    </div>
  );
}

import type { ReactNode } from 'react';

interface PanelPageProps {
  /** The heading's id, which names the page. */
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A centre's page: a section named by its heading. */
export function PanelPage({ id, title, className, children }: PanelPageProps) {
  return (
    <section className={className} aria-labelledby={id}>
      <h3 id={id} className="centre-panel-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

import type { ReactNode } from 'react';

export interface Fact {
  term: string;
  value: ReactNode;
  /** is-in / is-out colouring of money. */
  tone?: string;
}

/** A report's totals as a row of labelled figures. */
export function Facts({ label, facts }: { label: string; facts: readonly Fact[] }) {
  return (
    <section className="agent-facts" aria-label={label}>
      <dl>
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd className={fact.tone || undefined}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import type { ReactNode } from 'react';

interface SecurityRowProps {
  label: string;
  status: ReactNode;
  /** Whether the status is a good state (set, bound, on). */
  good: boolean;
  /** Visible button text and its full accessible name; no button when absent. */
  action?: { text: string; name: string; onClick: () => void };
  /** For an action that unfolds a form below: whether it is unfolded. */
  expanded?: boolean;
  children?: ReactNode;
}

/** One line of the security list: what it is, its state, an action, and the unfolded form. */
export function SecurityRow({ label, status, good, action, expanded, children }: SecurityRowProps) {
  return (
    <li className="security-row">
      <div className="security-line">
        <span className={good ? 'security-dot is-good' : 'security-dot'} aria-hidden="true" />
        <span className="security-label">{label}</span>
        <span className="security-status">{status}</span>
        {action && (
          <button
            type="button"
            className={expanded ? 'button button-ghost' : 'button'}
            aria-label={action.name}
            aria-expanded={expanded}
            onClick={action.onClick}
          >
            {action.text}
          </button>
        )}
      </div>
      {expanded && children}
    </li>
  );
}

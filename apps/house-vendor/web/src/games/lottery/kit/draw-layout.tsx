import type { ReactNode } from 'react';
import { Header } from '../../../shell/header.tsx';
import { Notice } from '../../../shell/notice.tsx';
import './kit.css';

export interface SideTab {
  id: string;
  label: string;
  /** A small count beside the label (tickets waiting for their draw). */
  badge?: number;
  content: ReactNode;
}

/**
 * A draw game's page: the shell's header, then the draw (countdown), the stage where the result
 * is drawn, the board to pick on, the bet slip, and the tabs (results, tickets, odds, fairness).
 * Phone first, one column at 390 px; from 900 px the slip stands beside the board; from 1200 px
 * the tabs make a third column.
 */
export function DrawLayout(props: {
  family: string;
  top?: ReactNode;
  bar: ReactNode;
  stage: ReactNode;
  board: ReactNode;
  slip: ReactNode;
  tabs: readonly SideTab[];
  tab: string;
  onTab: (id: string) => void;
}) {
  const shown = props.tabs.find((tab) => tab.id === props.tab) ?? props.tabs[0];
  return (
    <div className={`shell dg dg-${props.family}`}>
      <Header />
      <main className="dg-layout">
        {props.top ? <div className="dg-top">{props.top}</div> : null}
        <section className="dg-bar-area">{props.bar}</section>
        <section className="dg-stage">{props.stage}</section>
        <section className="dg-board">{props.board}</section>
        <section className="dg-slip">{props.slip}</section>
        <section className="dg-side">
          <div className="dg-tabs" role="tablist">
            {props.tabs.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`tab-${tab.id}`}
                aria-selected={tab.id === shown?.id}
                aria-controls="dg-tabpanel"
                onClick={() => props.onTab(tab.id)}
              >
                {tab.label}
                {tab.badge ? <span className="dg-count">{tab.badge}</span> : null}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="dg-tabpanel" aria-labelledby={shown ? `tab-${shown.id}` : undefined}>
            {shown?.content}
          </div>
        </section>
      </main>
      <Notice />
    </div>
  );
}

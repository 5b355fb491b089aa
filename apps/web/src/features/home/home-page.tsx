import { NoticeBar } from '../../shell/notice/notice-bar.tsx';
import { Later } from '../../ui/later/later.tsx';
import { CategoryGrid } from './category-grid.tsx';
import { JackpotPanel } from './jackpot-panel.tsx';
import { WinnersList } from './winners-list.tsx';
import './home.css';

/** The home page: notice bar, jackpot, the game categories and the latest winners (the root layout shows the banner). */
export default function HomePage() {
  return (
    <div className="home">
      <NoticeBar />
      <JackpotPanel />
      <Later>
        <CategoryGrid />
      </Later>
      <Later>
        <WinnersList />
      </Later>
    </div>
  );
}

import { DEFAULT_THEME, type GameCategory, type MemberCentrePage, type Theme } from '@arcadia/contracts';
import { create } from 'zustand';
import { KEYS, prefs } from './storage.ts';

/** The stored choice, else the brand's theme the server wrote on <html> (boot data). */
const storedTheme = (): Theme => {
  const stored = prefs.get(KEYS.theme) ?? document.documentElement.dataset.theme;
  return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
};

/** UI state that is not server data: theme, open panels and modals. */
interface UiState {
  theme: Theme;
  toggleTheme: () => void;
  /** On game pages the lower header navigation can be hidden. */
  lowerNavHidden: boolean;
  toggleLowerNav: () => void;
  /** The announcement popup, open at one notice id (or the first). */
  notice: { open: boolean; id: number | null };
  openNotice: (id?: number | null) => void;
  closeNotice: () => void;
  /** Member and agent panels: a panel is opened by setting its page, then showing it. */
  memberPanel: { page: MemberCentrePage | null; open: boolean };
  openMemberPanel: (page: MemberCentrePage) => void;
  closeMemberPanel: () => void;
  agentPanel: { page: string | null; open: boolean };
  openAgentPanel: (page?: string) => void;
  closeAgentPanel: () => void;
  /** The account modals (login popup, register, forgot, change password, after-login notice). */
  authModal: AuthModal | null;
  openAuthModal: (modal: AuthModal) => void;
  closeAuthModal: () => void;
  /** A vendor whose isGame is VASSALAGE opens a popup list of its games (lib/game-start.ts). */
  gameList: GameListPopup | null;
  openGameList: (popup: GameListPopup) => void;
  closeGameList: () => void;
  /** A game that could not start (game-maintenance, game-not-found …): the translated message to show. */
  gameNotice: string | null;
  showGameNotice: (message: string) => void;
  closeGameNotice: () => void;
}

export interface GameListPopup {
  vendor: string;
  gameType: GameCategory;
  /** The vendor's display name, for the popup's title. */
  name?: string;
}

export type AuthModal = 'login' | 'register' | 'forgot' | 'changePassword' | 'afterLogin' | 'deviceCheck';

export const useUi = create<UiState>((set) => ({
  theme: storedTheme(),
  toggleTheme: () =>
    set((state) => {
      const theme: Theme = state.theme === 'dark' ? 'light' : 'dark';
      prefs.set(KEYS.theme, theme);
      document.documentElement.dataset.theme = theme;
      return { theme };
    }),
  lowerNavHidden: false,
  toggleLowerNav: () => set((state) => ({ lowerNavHidden: !state.lowerNavHidden })),
  notice: { open: false, id: null },
  openNotice: (id = null) => set({ notice: { open: true, id } }),
  closeNotice: () => set({ notice: { open: false, id: null } }),
  memberPanel: { page: null, open: false },
  openMemberPanel: (page) => {
    set({ memberPanel: { page, open: false } });
    set({ memberPanel: { page, open: true } });
  },
  closeMemberPanel: () => set((state) => ({ memberPanel: { ...state.memberPanel, open: false } })),
  agentPanel: { page: null, open: false },
  openAgentPanel: (page) => set((state) => ({ agentPanel: { page: page ?? state.agentPanel.page, open: true } })),
  closeAgentPanel: () => set((state) => ({ agentPanel: { ...state.agentPanel, open: false } })),
  authModal: null,
  openAuthModal: (modal) => set({ authModal: modal }),
  closeAuthModal: () => set({ authModal: null }),
  gameList: null,
  openGameList: (popup) => set({ gameList: popup }),
  closeGameList: () => set({ gameList: null }),
  gameNotice: null,
  showGameNotice: (message) => set({ gameNotice: message }),
  closeGameNotice: () => set({ gameNotice: null }),
}));

import { useRef } from 'react';
import { useBalanceMessages } from './use-balance-messages.ts';
import './game-frame.css';

interface GameFrameProps {
  /** An address already checked by allowedGameUrl. */
  src: string;
  /** The frame's accessible name (the game's name, or the page's). */
  title: string;
}

/** A game running in the site's frame; its balance messages refresh the header. */
export function GameFrame({ src, title }: GameFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useBalanceMessages(frame);
  return (
    <iframe
      ref={frame}
      className="game-frame"
      src={src}
      title={title}
      allow="autoplay; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

import type { ReactNode } from 'react';
import { Modal } from '../modal/modal.tsx';
import './centre-panel.css';

interface CentrePanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The centre's own class, for its specifics. */
  className: string;
  children: ReactNode;
}

/** A centre (member, agent): a large fixed-size modal holding a menu and a page. */
export function CentrePanel({ open, onClose, title, className, children }: CentrePanelProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={1100}
      height={680}
      className={`centre-panel ${className}`}
    >
      {children}
    </Modal>
  );
}

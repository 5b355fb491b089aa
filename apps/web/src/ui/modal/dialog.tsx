import { MODAL_DEFAULTS } from '@arcadia/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Modal } from './modal.tsx';

export interface DialogProps {
  open: boolean;
  /** Cancel, the close button and Escape. */
  onClose: () => void;
  /** The submit button; without it submit just closes (an alert). */
  onSubmit?: () => void;
  /** Defaults to the "Prompt" title. */
  title?: ReactNode;
  message: ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  /** Defaults to true for a confirmation (onSubmit given), false for an alert. */
  showCancel?: boolean;
  /** Disables submit while its action runs. */
  busy?: boolean;
  delayMs?: number;
}

/** A small confirm or alert modal: title, message, cancel and submit. */
export function Dialog({
  open,
  onClose,
  onSubmit,
  title,
  message,
  submitLabel,
  cancelLabel,
  showCancel = onSubmit !== undefined,
  busy = false,
  delayMs,
}: DialogProps) {
  const { t } = useTranslation('modal');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title ?? t('prompt')}
      width={MODAL_DEFAULTS.dialogWidth}
      height={0}
      delayMs={delayMs}
      className="dialog"
    >
      <div className="dialog-message">{message}</div>
      <div className="dialog-actions">
        {showCancel && (
          <button type="button" className="button button-ghost" onClick={onClose}>
            {cancelLabel ?? t('cancel')}
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={onSubmit ?? onClose} data-autofocus>
          {submitLabel ?? t('submit')}
        </button>
      </div>
    </Modal>
  );
}

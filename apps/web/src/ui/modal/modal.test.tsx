import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import modal from '../../i18n/locales/en/modal.json';
import { loadEnglish } from '../../test/english.ts';
import { Dialog } from './dialog.tsx';
import { Modal, type ModalProps } from './modal.tsx';
import { SCROLL_LOCK_CLASS } from './modal-stack.ts';

beforeAll(() => loadEnglish({ modal }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderModal = (props: Partial<ModalProps> = {}) => {
  const onClose = vi.fn();
  const utils = render(
    <Modal open onClose={onClose} title="Hello" delayMs={0} {...props}>
      <p>Body</p>
    </Modal>,
  );
  return { onClose, ...utils };
};

function Nested() {
  const [inner, setInner] = useState(true);
  return (
    <Modal open onClose={() => {}} title="Outer" delayMs={0}>
      <Modal open={inner} onClose={() => setInner(false)} title="Inner" delayMs={0}>
        inner
      </Modal>
    </Modal>
  );
}

describe('Modal', () => {
  it('is a named modal dialog with a translated close button', () => {
    const { onClose } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape unless closeOnEscape is off', () => {
    const { onClose, rerender } = renderModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Modal open onClose={onClose} title="Hello" delayMs={0} closeOnEscape={false}>
        <p>Body</p>
      </Modal>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores background clicks unless closeOnBackdrop is set', () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    cleanup();
    const second = renderModal({ closeOnBackdrop: true });
    fireEvent.click(screen.getByText('Body'));
    expect(second.onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    expect(second.onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scroll while open and counts nested modals', () => {
    const { unmount } = render(<Nested />);
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    // Escape closes only the innermost modal; the outer one keeps the lock.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    unmount();
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  it('hides the rest of the page from assistive tech while open', () => {
    const page = document.createElement('div');
    page.textContent = 'page behind';
    document.body.append(page);
    const { unmount } = render(<Nested />);
    expect(page.getAttribute('aria-hidden')).toBe('true');
    expect(page.inert).toBe(true);
    // The outer modal is background to the inner one.
    expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    unmount();
    expect(page.hasAttribute('aria-hidden')).toBe(false);
    expect(page.inert).toBe(false);
    page.remove();
  });

  it('opens after its delay', () => {
    vi.useFakeTimers();
    render(
      <Modal open onClose={() => {}} title="Later">
        x
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('dialog', { name: 'Later' })).toBeTruthy();
  });

  it('moves focus in and gives it back on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = renderModal();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    rerender(
      <Modal open={false} onClose={() => {}} title="Hello" delayMs={0}>
        x
      </Modal>,
    );
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('gives focus back to the element that opened it, though focus moved during its delay', () => {
    vi.useFakeTimers();
    const opener = document.createElement('button');
    const other = document.createElement('button');
    document.body.append(opener, other);
    opener.focus();
    const { rerender } = render(
      <Modal open onClose={() => {}} title="Later">
        x
      </Modal>,
    );
    other.focus();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    rerender(
      <Modal open={false} onClose={() => {}} title="Later">
        x
      </Modal>,
    );
    expect(document.activeElement).toBe(opener);
    opener.remove();
    other.remove();
  });
});

describe('Dialog', () => {
  it('confirms with cancel and submit', () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    render(<Dialog open delayMs={0} onClose={onClose} onSubmit={onSubmit} message="Sure to log out?" />);
    expect(screen.getByRole('dialog', { name: 'Prompt' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('as an alert has only submit, which closes', () => {
    const onClose = vi.fn();
    render(<Dialog open delayMs={0} onClose={onClose} message="Warning" />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

import { Component, type ReactNode } from 'react';
import { i18n } from '../i18n/translator.ts';
import { ApiError } from '../lib/api.ts';

/** When start-up cannot load the brand (unknown domain, network down) the visitor is told why. */
export class StartupError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof ApiError ? error.message : i18n.t('messages:unknown-error');
    return (
      <div className="status-page" role="alert">
        <h1>{message}</h1>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {i18n.t('common:retry')}
        </button>
      </div>
    );
  }
}

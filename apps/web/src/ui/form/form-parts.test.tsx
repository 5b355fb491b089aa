import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import { ApiError } from '../../lib/api.ts';
import { loadEnglish } from '../../test/english.ts';
import { ErrorAlert } from './form-parts.tsx';

beforeAll(() => loadEnglish({ common }));
afterEach(cleanup);

describe('ErrorAlert', () => {
  it('names the request of a server-side failure, so the player can quote it', () => {
    const error = new ApiError('service-unavailable', 'The service is briefly unavailable.', 503, null, 'req-42');
    render(<ErrorAlert error={error} />);
    expect(screen.getByRole('alert').textContent).toBe('The service is briefly unavailable.Reference: req-42');
  });

  it('shows only the message of a refusal the player can act on', () => {
    render(<ErrorAlert error={new ApiError('wrong-password', 'Wrong password.', 400, null, 'req-43')} />);
    expect(screen.getByRole('alert').textContent).toBe('Wrong password.');
  });
});

import { en as messages } from '@arcadia/contracts/messages/en';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import help from '../../i18n/locales/en/help.json';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { FeedbackForm } from './feedback-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubServer() {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json({ success: true, code: 'ok', message: 'Success', value: { id: '42' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () => renderWithApp(<FeedbackForm />, { texts: { help, common, messages } });

describe('FeedbackForm', () => {
  it('checks the type and the word bounds before sending anything', async () => {
    const fetchMock = stubServer();
    await render();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'too few words here' } });
    expect(screen.getByText('4 words (5–300)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Please choose a question type.')).toBeTruthy();
    expect(screen.getByText('Content must be between 5 and 300 words.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the type, content and contact with PUT, then shows the reference', async () => {
    const fetchMock = stubServer();
    await render();
    fireEvent.change(screen.getByLabelText('Question type'), { target: { value: 'games' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'The slot froze after a big win' } });
    fireEvent.change(screen.getByLabelText('How can we reach you? (optional)'), {
      target: { value: ' me@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('reference 42'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/feedback');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      questionType: 'games',
      content: 'The slot froze after a big win',
      contact: 'me@example.com',
    });
  });
});

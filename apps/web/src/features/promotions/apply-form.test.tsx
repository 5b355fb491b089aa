import type { PromotionDetail } from '@arcadia/contracts';
import { en as messages } from '@arcadia/contracts/messages/en';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../i18n/locales/en/common.json';
import promotions from '../../i18n/locales/en/promotions.json';
import { permissionInfoQuery } from '../../lib/brand.ts';
import { brandFixture } from '../../test/brand-fixture.ts';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ApplyForm } from './apply-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const promotion = (patch: Partial<PromotionDetail> = {}): PromotionDetail => ({
  id: '2',
  categoryId: null,
  kind: 'deposit-bonus',
  title: 'Reload 20%',
  summary: '',
  startsAt: '2025-03-01T00:00:00.000Z',
  endsAt: '2025-04-01T00:00:00.000Z',
  artHue: 200,
  game: null,
  state: 'Join',
  ineligible: null,
  claimable: 0,
  tickets: 0,
  content: '',
  terms: { kind: 'deposit-bonus', percentBp: 2000, maxBonus: 2_000_00, minDeposit: 0 },
  eligibility: { vipMin: null, vipMax: null, labels: [], newMemberDays: null },
  contact: 'none',
  turnoverMultiple: 0,
  streak: 0,
  application: null,
  ...patch,
});

const png = (name: string) => new File(['\x89PNG\r\n\x1a\n'], name, { type: 'image/png' });

async function renderForm(detail = promotion()) {
  const sent: FormData[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    sent.push(init.body as FormData);
    return Response.json({ success: true, code: 'ok', message: 'Success', value: detail });
  });
  const onDone = vi.fn();
  await renderWithApp(<ApplyForm promotion={detail} onDone={onDone} />, {
    texts: { promotions, common, messages },
    data: [[permissionInfoQuery().queryKey, brandFixture()]],
    routed: false,
    retry: false,
  });
  return { sent, onDone, form: within(screen.getByRole('form', { name: 'Apply' })) };
}

describe('The application form', () => {
  it('counts the comment in characters and will not send 141 of them', async () => {
    const { form, sent } = await renderForm();
    const comment = form.getByRole('textbox', { name: 'Comment' });
    fireEvent.change(comment, { target: { value: '😀'.repeat(140) } });
    expect(form.getByText('140/140')).toBeTruthy();
    fireEvent.change(comment, { target: { value: 'a'.repeat(141) } });
    expect(form.getByText('141/140')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Send application' }));
    expect(form.getByText('The comment can be at most 140 characters.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('previews up to three images, refuses a fourth and a wrong type, and sends the rest', async () => {
    const { form, sent, onDone } = await renderForm();
    const input = form.getByLabelText('Images (0/3)');
    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    const previews = within(await form.findByRole('list', { name: 'Chosen images' }));
    await waitFor(() => expect(previews.getAllByRole('img')).toHaveLength(2));
    fireEvent.change(form.getByLabelText('Images (2/3)'), { target: { files: [png('c.png'), png('d.png')] } });
    expect(form.getByRole('alert').textContent).toBe('You can attach at most 3 images.');
    await waitFor(() => expect(previews.getAllByRole('img')).toHaveLength(3));
    fireEvent.click(previews.getByRole('button', { name: 'Remove Image 3' }));
    fireEvent.change(form.getByLabelText('Images (2/3)'), {
      target: { files: [new File(['GIF89a'], 'e.gif', { type: 'image/gif' })] },
    });
    expect(form.getByRole('alert').textContent).toBe('Please choose a PNG or JPG image.');

    fireEvent.change(form.getByRole('textbox', { name: 'Comment' }), { target: { value: ' Big win ' } });
    fireEvent.click(form.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = sent[0];
    expect(body?.get('promotionId')).toBe('2');
    expect(body?.get('comment')).toBe('Big win');
    expect(body?.getAll('images').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
  });

  it('asks for the Zalo ID when the promotion does', async () => {
    const { form, sent } = await renderForm(promotion({ contact: 'zalo' }));
    fireEvent.click(form.getByRole('button', { name: 'Send application' }));
    expect(form.getByText(messages.error_zalo)).toBeTruthy();
    fireEvent.change(form.getByLabelText('Zalo ID'), { target: { value: '0912345678' } });
    fireEvent.click(form.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('contactId')).toBe('0912345678');
  });
});

import { cleanup, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { brandFixture, renderWithBrand } from '../footer/test-support.tsx';
import { formatLocalTime, localeFor } from './locale.ts';
import { MaintenancePage } from './maintenance-page.tsx';
import { RegionBlockedPage } from './region-blocked-page.tsx';

afterEach(cleanup);

describe('MaintenancePage', () => {
  it('shows the title, the end time and a customer-service button, outside any router', async () => {
    await renderWithBrand(<MaintenancePage endTime="2030-01-01T00:00:00.000Z" />, { routed: false });
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Game maintenance' })).toBeTruthy();
    expect(main.querySelector('time')?.getAttribute('datetime')).toBe('2030-01-01T00:00:00.000Z');
    expect(main.querySelector('time')?.textContent).toBe(formatLocalTime('2030-01-01T00:00:00.000Z', 'EN'));
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
  });

  it('leaves the end time out when unknown', async () => {
    await renderWithBrand(<MaintenancePage endTime={null} />, { routed: false });
    expect(screen.queryByText('Expected to end:')).toBeNull();
  });

  it('has no customer-service button when the brand has no channel', async () => {
    await renderWithBrand(<MaintenancePage endTime={null} />, {
      routed: false,
      brand: brandFixture({ customerService: [] }),
    });
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
  });
});

describe('RegionBlockedPage', () => {
  it('shows the title and the visitor IP', async () => {
    await renderWithBrand(<RegionBlockedPage ip="1.2.3.4" />, { routed: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('Your IP: 1.2.3.4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Customer service' })).toBeTruthy();
  });
});

describe('locale', () => {
  it('maps site languages to locales', () => {
    expect(localeFor('CN')).toBe('zh-CN');
    expect(localeFor('TY')).toBe('fil');
    expect(localeFor('xx')).toBeUndefined();
  });
  it('refuses unreadable times', () => {
    expect(formatLocalTime('not a date', 'EN')).toBeNull();
  });
});

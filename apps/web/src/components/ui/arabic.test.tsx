import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { Pagination } from './pagination';

describe('the shared UI on an Arabic page', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });
  afterEach(async () => {
    await activateLocale('en');
  });

  it('names the pager and its links in Arabic', () => {
    render(
      <MemoryRouter>
        <Pagination page={2} totalPages={5} hrefFor={(page) => `?page=${page}`} />
      </MemoryRouter>,
    );
    const pager = screen.getByRole('navigation', { name: 'الصفحات' });
    expect(within(pager).getByRole('link', { name: /السابق/ })).toHaveAttribute('href', '/?page=1');
    expect(within(pager).getByRole('link', { name: /التالي/ })).toHaveAttribute('href', '/?page=3');
    expect(within(pager).getByRole('link', { name: 'الصفحة 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('asks with an Arabic Cancel button', () => {
    // jsdom has no <dialog> methods.
    HTMLDialogElement.prototype.showModal ??= vi.fn(function (this: HTMLDialogElement) {
      this.open = true;
    });
    HTMLDialogElement.prototype.close ??= vi.fn(function (this: HTMLDialogElement) {
      this.open = false;
    });
    const onCancel = vi.fn();
    render(
      <ConfirmDialog title="حذف؟" confirmLabel="حذف" onConfirm={vi.fn()} onCancel={onCancel} />,
    );
    screen.getByRole('button', { name: 'إلغاء', hidden: true }).click();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'إغلاق', hidden: true })).toBeInTheDocument();
  });
});

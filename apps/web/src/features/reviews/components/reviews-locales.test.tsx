import type { ReactElement } from 'react';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@elite/shared';
import { BOB } from '../../../testing/listing-page';
import { renderSignedIn, sentBodies } from '../../../testing/render-app';
import type { FakeRoute } from '../../../testing/fake-api';
import { keepTablesAsTables } from '../../../testing/table-layout';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const REVIEW: Review = {
  _id: 'r-1',
  review_description: 'Lovely light in the mornings',
  property_id: 'p-1',
  property_title: 'Harbour View Villa',
  agent_name: 'Agnes Agent',
  reviewer_name: BOB.displayName,
  reviewer_email: BOB.email,
  reviewer_image: null,
  review_time: '2026-11-01T10:00:00.000Z',
};

afterEach(async () => {
  const { activateLocale } = await import('../../../lib/i18n');
  await activateLocale('en');
});

async function renderIn(
  locale: 'es' | 'ar',
  path: string,
  element: () => Promise<ReactElement>,
  api: Record<string, FakeRoute>,
) {
  await renderSignedIn(
    BOB,
    async () => {
      const { activateLocale } = await import('../../../lib/i18n');
      await activateLocale(locale);
      return [{ path, element: await element() }];
    },
    path,
    api,
  );
}

describe('My Reviews in Spanish', () => {
  keepTablesAsTables();

  it('shows the page, its columns and asks before deleting', async () => {
    await renderIn(
      'es',
      '/dashboard/myReview',
      async () => {
        const { MyReviewsPage } = await import('./my-reviews-page');
        return <MyReviewsPage />;
      },
      { 'GET /api/myReview/bob%40example.com': { status: 200, body: [REVIEW] } },
    );
    expect(await screen.findByRole('heading', { name: 'Mis opiniones' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mis reseñas' });
    expect(within(table).getByRole('columnheader', { name: 'Descripción' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Fecha' })).toBeInTheDocument();

    fireEvent.click(within(table).getByRole('button', { name: /Eliminar/ }));
    const dialog = await screen.findByRole('dialog', {
      name: '¿Eliminar tu reseña de «Harbour View Villa»?',
    });
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeInTheDocument();
  });

  it('says where to write one, its link kept a link', async () => {
    await renderIn(
      'es',
      '/dashboard/myReview',
      async () => {
        const { MyReviewsPage } = await import('./my-reviews-page');
        return <MyReviewsPage />;
      },
      { 'GET /api/myReview/bob%40example.com': { status: 200, body: [] } },
    );
    expect(await screen.findByText('Aún no has escrito ninguna reseña')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Todas las propiedades' });
    expect(link).toHaveAttribute('href', '/allProperty');
    expect(link.closest('p')).toHaveTextContent(
      'Abre una propiedad desde Todas las propiedades y elige Escribir una reseña.',
    );
  });
});

describe('reviews in Arabic', () => {
  it('asks for a description in the review form, and thanks for the review', async () => {
    await renderIn(
      'ar',
      '/property/p-1',
      async () => {
        const { ReviewModal } = await import('./review-modal');
        return <ReviewModal propertyId="p-1" open onClose={() => {}} />;
      },
      { 'POST /api/review': { status: 201, body: { insertedId: 'r-9' } } },
    );
    expect(await screen.findByRole('heading', { name: 'أضف تقييمًا' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'الوصف' });
    expect(box).toHaveAttribute('placeholder', 'ما الذي أعجبك أو لم يعجبك في هذا العقار؟');

    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('وصف التقييم مطلوب')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: 'Lovely light' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('شكرًا على تقييمك')).toBeInTheDocument();
    expect(sentBodies('POST /api/review')).toEqual([
      { property_id: 'p-1', review_description: 'Lovely light' },
    ]);
  });

  it('shows the home page’s latest reviews with their property and reviewer', async () => {
    await renderIn(
      'ar',
      '/',
      async () => {
        const { LatestReviews } = await import('./latest-reviews');
        return <LatestReviews />;
      },
      { 'GET /api/allReviews': { status: 200, body: [REVIEW] } },
    );
    expect(await screen.findByText('تقييم للعقار Harbour View Villa')).toBeInTheDocument();
    const reviewer = screen.getByText('تقييم بواسطة').closest('p');
    expect(reviewer).toHaveTextContent(`تقييم بواسطة ${BOB.displayName}`);
  });

  it('says so when there is no review yet on the home page', async () => {
    await renderIn(
      'ar',
      '/',
      async () => {
        const { LatestReviews } = await import('./latest-reviews');
        return <LatestReviews />;
      },
      { 'GET /api/allReviews': { status: 200, body: [] } },
    );
    expect(await screen.findByText('لا توجد تقييمات بعد')).toBeInTheDocument();
    expect(screen.getByText('ستظهر هنا تقييمات المشترين.')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { uploads } from '../../../testing/fake-uploads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '@elite/shared';
import { listing, png, renderForm, setUpPropertyForm } from '../../../testing/property-form';
import { TEST_CONFIG } from '../../../testing/fixtures';

vi.mock('../../../lib/upload-image', async () => ({
  uploadImage: (await import('../../../testing/fake-uploads')).fakeUploadImage,
}));

setUpPropertyForm();

const THREE_LOCALES: PublicConfig = { ...TEST_CONFIG, locales: ['en', 'es', 'ar'] };

/** Fills SPEC.md's required fields of a new listing. */
async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Property title'), 'Garden House');
  await user.type(screen.getByLabelText('Location'), 'Ghent');
  await user.type(screen.getByLabelText('Minimum price (USD)'), '300000');
  await user.type(screen.getByLabelText('Maximum price (USD)'), '350000');
  await user.upload(screen.getByLabelText('Property images'), png('garden.png'));
  await waitFor(() => expect(uploads).toHaveLength(1));
  act(() => uploads[0]?.resolve('/images/garden.png'));
  await waitFor(() => expect(screen.queryAllByRole('progressbar')).toHaveLength(0));
}

describe('the listing form’s languages', () => {
  it('offers no language choice where the site offers one locale, and sends none', async () => {
    const { user, save } = renderForm();
    await fillRequired(user);
    expect(screen.queryByRole('group', { name: 'Languages' })).not.toBeInTheDocument();
    const sent = await save();
    expect(sent).not.toHaveProperty('language');
    expect(sent).not.toHaveProperty('translations');
  });

  it('takes a translation per other offered locale, each in its own tab, and sends the written ones', async () => {
    const { user, save } = renderForm(undefined, { config: THREE_LOCALES });
    await fillRequired(user);
    const group = await screen.findByRole('group', { name: 'Languages' });
    expect(within(group).getByLabelText('Written in')).toHaveValue('en');
    const tabs = within(group).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Español', 'العربية']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByLabelText('Title in Español'), 'Casa con jardín');
    // The arrow keys move between the tabs; the Arabic fields are written right to left.
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Title in Español')).not.toBeVisible();
    const arabic = screen.getByLabelText('Description in العربية');
    expect(arabic).toBeVisible();
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    await user.type(arabic, 'منزل مع حديقة');

    const sent = await save();
    expect(sent?.language).toBe('en');
    expect(sent?.translations).toEqual({
      es: { property_title: 'Casa con jardín' },
      ar: { description: 'منزل مع حديقة' },
    });
  });

  it('loads a listing’s translations, and drops the one into the language it is now written in', async () => {
    const current = {
      ...listing(),
      language: 'en' as const,
      translations: { es: { property_title: 'Loft del canal', description: 'Sobre el canal.' } },
    };
    const { user, save } = renderForm(current, { config: THREE_LOCALES });
    expect(await screen.findByLabelText('Title in Español')).toHaveValue('Loft del canal');
    expect(screen.getByLabelText('Description in Español')).toHaveValue('Sobre el canal.');

    await user.selectOptions(screen.getByLabelText('Written in'), 'es');
    // Written in Spanish now: the tabs are English and Arabic.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'English',
      'العربية',
    ]);
    const sent = await save();
    expect(sent?.language).toBe('es');
    expect(sent?.translations).toEqual({});
  });

  it('says what is wrong with an address part, and names the country it reads', async () => {
    const { user, submit, onSave } = renderForm();
    await fillRequired(user);
    const country = screen.getByLabelText('Country');
    await user.type(country, 'zz');
    await submit();
    expect(
      await screen.findByText('Use a two-letter country code, such as ES, FR or US'),
    ).toBeInTheDocument();
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(country);
    await user.type(country, 'es');
    expect(screen.getByText('Spain')).toBeInTheDocument();
  });
});

describe('the listing form’s checks in another locale', () => {
  afterEach(async () => {
    const { activateLocale } = await import('../../../lib/i18n');
    await activateLocale('en');
  });

  it('says each fact’s rule in Spanish, numbers in its format, and sends nothing', async () => {
    const { activateLocale } = await import('../../../lib/i18n');
    await activateLocale('es');
    const { user, onSave, submit } = renderForm();
    await user.type(screen.getByLabelText('Dormitorios'), '60');
    await user.type(screen.getByLabelText('Año de construcción'), '1200');
    await user.type(screen.getByLabelText('Latitud'), '51');
    await user.type(screen.getByLabelText('País'), 'zz');
    await submit();
    expect(await screen.findByText('Dormitorios debe ser como máximo 50')).toBeInTheDocument();
    expect(screen.getByText('Año de construcción debe ser 1500 o posterior')).toBeInTheDocument();
    expect(screen.getByText('La latitud y la longitud deben indicarse juntas')).toBeInTheDocument();
    expect(
      screen.getByText('Usa un código de país de dos letras, como ES, FR o US'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('the listing form’s prices in the site currency', () => {
  afterEach(async () => {
    const { configureMoney } = await import('@elite/shared/money');
    configureMoney({ currency: 'USD' });
  });

  it('takes whole yen only, saying so by the price, and sends nothing', async () => {
    const { configureMoney } = await import('@elite/shared/money');
    configureMoney({ currency: 'JPY' });
    const { user, onSave, submit } = renderForm(undefined, {
      config: { ...TEST_CONFIG, currency: 'JPY' },
    });
    const min = await screen.findByLabelText('Minimum price (JPY)');
    expect(min).toHaveAttribute('step', '1');
    await user.type(min, '30000000.5');
    await user.type(screen.getByLabelText('Maximum price (JPY)'), '35000000');
    await submit();
    expect(min).toHaveAccessibleDescription('Minimum price in JPY is a whole number');
    expect(onSave).not.toHaveBeenCalled();
  });
});

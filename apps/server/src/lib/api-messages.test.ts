import { describe, expect, it } from 'vitest';
import { messages, ruleMessages, savedSearchMessages } from '@elite/shared';
import { SHIPPED_LOCALES } from '@elite/shared/locales';
import { readCatalogue, serverLocalesFolder } from './i18n';
import { API_MESSAGES, localeNotOffered, translateApiMessage } from './api-messages';

describe('the API’s messages in every locale', () => {
  it('are in the English catalogue exactly as the code sends them', () => {
    const english = readCatalogue(serverLocalesFolder, 'en');
    const api = Object.fromEntries(
      Object.entries(english).filter(([key]) => key.startsWith('api.')),
    );
    expect(api).toEqual(API_MESSAGES);
  });

  it('leave English as it is, SPEC.md’s texts included', () => {
    for (const text of Object.values(API_MESSAGES))
      expect(translateApiMessage('en', text)).toBe(text);
  });

  it('have a text of their own in every other locale', () => {
    for (const locale of SHIPPED_LOCALES.filter((l) => l !== 'en')) {
      expect(translateApiMessage(locale, messages.ownProperty)).not.toBe(messages.ownProperty);
      expect(translateApiMessage(locale, ruleMessages.alreadyReviewed)).not.toBe(
        ruleMessages.alreadyReviewed,
      );
    }
  });

  it('translate a field’s reason, a text with details and a pattern, keeping what was sent', () => {
    expect(translateApiMessage('es', 'email: Email is required')).toBe(
      'email: El correo electrónico es obligatorio',
    );
    expect(translateApiMessage('de', 'photos.0.alt: alt is too long')).toBe(
      'photos.0.alt: alt ist zu lang',
    );
    expect(translateApiMessage('fr', `${messages.notFound}: GET /api/nothing`)).toBe(
      'Introuvable: GET /api/nothing',
    );
    expect(translateApiMessage('es', savedSearchMessages.alreadySaved('Casas: Austin'))).toBe(
      'Ya has guardado esta búsqueda como "Casas: Austin"',
    );
    expect(translateApiMessage('es', localeNotOffered(['es', 'en']))).toBe(
      'locale: debe ser uno de es, en, los idiomas que ofrece este sitio',
    );
  });

  it('leave a text they do not know as it is', () => {
    expect(translateApiMessage('de', 'Something nobody wrote down')).toBe(
      'Something nobody wrote down',
    );
  });
});

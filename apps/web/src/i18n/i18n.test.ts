import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_STORAGE_KEYS } from '../state/storageKeys';
import { activateLocale, activeLocale, domainText, initialLocale, t } from './i18n';
import '../components/messages';

afterEach(async () => {
  await activateLocale('es');
});

describe('the active language (ADR 0027)', () => {
  it('starts in the language kept on this device, else the browser’s', () => {
    expect(initialLocale()).toBe('en'); // jsdom's navigator says en-US
    localStorage.setItem(DEVICE_STORAGE_KEYS.language, 'es');
    expect(initialLocale()).toBe('es');
  });

  it('switches texts, domain texts and <html lang>, and remembers a member’s choice', async () => {
    expect(t('app.loading')).toBe('Cargando...');
    expect(domainText('Los datos enviados no son válidos')).toBe('Los datos enviados no son válidos');

    await activateLocale('en', 'en');
    expect(activeLocale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(t('app.loading')).toBe('Loading...');
    expect(domainText('Los datos enviados no son válidos')).toBe('The data sent is not valid');
    expect(domainText('Mi película favorita')).toBe('Mi película favorita');
    expect(localStorage.getItem(DEVICE_STORAGE_KEYS.language)).toBe('en');

    await activateLocale('es', null);
    expect(t('app.loading')).toBe('Cargando...');
    expect(localStorage.getItem(DEVICE_STORAGE_KEYS.language)).toBeNull();
  });

  it('shows the id of a text no catalogue has (the completeness test keeps that from shipping)', () => {
    expect(t('app.noSuchText')).toBe('app.noSuchText');
  });
});

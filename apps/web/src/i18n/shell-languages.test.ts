// @vitest-environment happy-dom
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from './index';
import { languageStorageKey } from './languages';

describe("the shell's texts in another language", () => {
  afterEach(async () => {
    localStorage.removeItem(languageStorageKey);
    await i18n.changeLanguage('en');
  });

  it('arrive when a reader chooses that language, and the page says which it shows', async () => {
    expect(i18n.t('nav.signIn')).toBe('Sign in');
    await chooseLanguage('es');
    expect(i18n.t('nav.signIn')).toBe('Iniciar sesión');
    expect(i18n.t('messages.enterUsername')).toBe('Introduce un nombre de usuario');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(languageStorageKey)).toBe('es');
  });
});

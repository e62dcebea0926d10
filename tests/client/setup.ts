import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import en from '../../src/client/locales/en.json';
import { api } from './support/fake-api';
import { takeLeftovers } from './support/leftovers';
import { installStrictConsole } from './support/strict-console';

// Lazily loaded screens and forms can take a moment on a busy two-core CI machine, and a
// test that types, waits for a debounce and pages a list does several such waits in a row.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// English resources are loaded synchronously so component tests can assert on real texts.
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

// jsdom lacks matchMedia and scrollIntoView, whatever the DOM types say: components that follow
// the OS theme or the mobile breakpoint, and lists that keep their active row in view, need them.
const jsdomWindow: Partial<Window> = window;
const jsdomElement: Partial<Element> = Element.prototype;
jsdomElement.scrollIntoView ??= () => undefined;
if (!jsdomWindow.matchMedia) {
  jsdomWindow.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The fake network is the only network: it is put back before every test, whatever a test stubbed.
globalThis.fetch = api.fetch;
installStrictConsole();
// Test files share a process: whatever an earlier file left after its last check is not this file's.
takeLeftovers();

beforeEach(() => {
  // Something the previous test started turned up after its check: fail here rather than lose it.
  const late = takeLeftovers();
  api.reset();
  globalThis.fetch = api.fetch;
  if (late.length > 0) throw new Error(`An earlier test in this file left problems that turned up late:\n${late.join('\n')}`);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
  const problems = takeLeftovers();
  if (problems.length > 0) throw new Error(`The test left problems behind:\n${problems.join('\n')}`);
});

// What arrives after the last test's check (a late rejection, a request from a timer) still fails the file.
afterAll(() => {
  const problems = takeLeftovers();
  if (problems.length > 0) throw new Error(`Problems turned up after the last test:\n${problems.join('\n')}`);
});

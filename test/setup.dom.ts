import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetSignInEnded } from '../src/lib/signInEnded';

// A findBy waits for a mock response, a render and sometimes a lazy chunk: 5 s is a ceiling that
// a loaded machine never reaches, well inside the 20 s test timeout (passing tests never wait it).
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that antd relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
// jsdom lays nothing out and scrolls nothing; the editor calls this to keep a focused tile in view.
if (!('scrollIntoView' in Element.prototype)) {
  (Element.prototype as { scrollIntoView: () => void }).scrollIntoView = () => undefined;
}
// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom rejects.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

/**
 * antd's CSS-in-JS is not injected in tests (test/render.tsx says why). These few rules are the
 * ones of its stylesheet that change behaviour rather than looks: state classes that hide an
 * element a browser would then skip in the tab order and the accessibility tree.
 */
const antdStateRules = `
  .ant-input-clear-icon-hidden { visibility: hidden; }
  .ant-tabs-tabpane-hidden, .ant-tabs-dropdown-hidden, .ant-collapse-content-hidden,
  .ant-drawer-content-wrapper-hidden, .ant-modal-hidden, .ant-dropdown-hidden,
  .ant-dropdown-menu-hidden, .ant-dropdown-menu-submenu-hidden, .ant-menu-hidden,
  .ant-menu-submenu-hidden, .ant-popover-hidden, .ant-tooltip-hidden,
  .ant-select-dropdown-hidden, .ant-picker-dropdown-hidden, .ant-tag-hidden, .ant-upload-hidden {
    display: none;
  }
`;
const stateStyle = document.createElement('style');
stateStyle.textContent = antdStateRules;
document.head.append(stateStyle);

afterEach(() => {
  cleanup();
  // The page's "sign-in ended" notice is for one page's life; each test is a fresh page.
  resetSignInEnded();
});

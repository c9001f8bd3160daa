/**
 * The one `render` for component tests: Testing Library's, inside antd's StyleProvider in
 * `mock="server"` mode, so antd's CSS-in-JS rules are generated but not injected into jsdom.
 *
 * Why: jsdom answers every getComputedStyle (which `getByRole`, `toBeVisible` and user-event's
 * pointer check call for each element and its ancestors) by matching every stylesheet rule
 * against the element. antd injects ~900 rules for a console page, which made one `getByRole` on
 * the editor take ~0.9 s instead of ~0.1 s and pushed page tests towards their timeout. jsdom
 * lays nothing out, so those rules prove nothing here; what is hidden must be hidden in the DOM
 * (unmounted, `hidden`, inline `display: none`), and the Playwright journeys see the real CSS.
 */
import { StyleProvider } from '@ant-design/cssinjs';
import {
  render as renderWithTestingLibrary,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import type { JSXElementConstructor, ReactElement, ReactNode } from 'react';

function withoutInjectedStyles(
  Outer: JSXElementConstructor<{ children: ReactNode }> | undefined,
): JSXElementConstructor<{ children: ReactNode }> {
  return function TestStyles({ children }) {
    return (
      <StyleProvider mock="server">{Outer ? <Outer>{children}</Outer> : children}</StyleProvider>
    );
  };
}

export function render(
  ui: ReactElement,
  options: Omit<RenderOptions, 'queries'> = {},
): RenderResult {
  return renderWithTestingLibrary(ui, {
    ...options,
    wrapper: withoutInjectedStyles(options.wrapper),
  });
}

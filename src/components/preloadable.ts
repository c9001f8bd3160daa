import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component in a chunk of its own, drawn the moment its chunk is here. Not `React.lazy`: a
 * lazy component shows its Suspense fallback, and once a fallback has shown React holds the
 * reveal for its throttle (~300 ms) however soon the chunk arrived; the reads the component
 * starts as it mounts waited that long too. `preload` starts the chunk ahead of the first
 * mount; a chunk that failed is fetched again by the next mount, and the failure goes to the
 * nearest error boundary as a lazy component's would.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  type State = { component: ComponentType<P> } | { error: unknown } | undefined;
  function Preloaded(props: P) {
    const [state, setState] = useState<State>(() => (loaded ? { component: loaded } : undefined));
    useEffect(() => {
      if (state) return;
      let live = true;
      preload().then(
        (component) => live && setState({ component }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (state && 'error' in state) throw state.error;
    return state ? createElement(state.component, props) : fallback;
  }
  return { Component: Preloaded, preload };
}

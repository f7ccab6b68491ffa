import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part that runs Apollo's hooks or follows links: its code, Apollo
 * Client and React Router load together, after the first screen, and it renders inside
 * their providers. The first screen itself runs without them (shared/liveData.ts,
 * shared/path.ts).
 */
export function lazyLive<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ LiveProviders }, Component] = await Promise.all([import('./LiveProviders'), load()]);
    function Live(props: P) {
      return (
        <LiveProviders>
          <Component {...props} />
        </LiveProviders>
      );
    }
    Live.displayName = `Live(${Component.displayName ?? Component.name})`;
    return { default: Live };
  });
}

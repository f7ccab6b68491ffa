import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a part that runs Apollo's hooks: its code and Apollo Client load
 * together, after the first screen, and it renders inside Apollo's provider. The first
 * screen itself runs without Apollo (shared/liveData.ts).
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

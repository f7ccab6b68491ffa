import { createContext, type ComponentType, type ReactNode } from 'react';

/** The server's router (a StaticRouter at the request's path), for app/LiveProviders.tsx; null in the browser. Never changes. */
export const ServerRouterContext = createContext<ComponentType<{ children: ReactNode }> | null>(null);

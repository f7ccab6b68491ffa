import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PERMISSIONS, TEAM_ROLE_LABELS, type Permission } from '../../../rules/team';
import { graphql } from './gql';
import type { PanelMeQuery } from './gql/graphql';
import { LoadError } from './ui';

export const PanelMeQueryDocument = graphql(`
  query PanelMe {
    me {
      kind
      name
      email
      role
      permissions
      passkeys {
        id
        createdAt
        lastUsedAt
      }
    }
  }
`);

/** As Apollo hands it over: with the __typename the generated type leaves out. */
export type Me = PanelMeQuery['me'] & { __typename?: 'Me' };

/**
 * What the signed-in person may do. Outside a MeProvider (a screen rendered alone) everything
 * shows: hiding is only a courtesy, the server refuses each field the role lacks.
 */
const MeContext = createContext<Me | null>(null);

export const MeContextProvider = MeContext.Provider;

/** Who is signed in, or null outside a MeProvider. */
export const useMe = (): Me | null => useContext(MeContext);

export function useCan(): (permission: Permission) => boolean {
  const me = useMe();
  return (permission) => (me ? me.permissions.includes(permission) : PERMISSIONS.includes(permission));
}

/** Its children only when the signed-in person's role allows `need`. */
export function Can({ need, children }: { need: Permission; children: ReactNode }) {
  return useCan()(need) ? <>{children}</> : null;
}

/** "Maria · Finanças", or "Token da organização". */
export function whoOf(me: Me): string {
  return me.kind === 'TOKEN' ? 'Token da organização' : `${me.name ?? me.email ?? ''} · ${TEAM_ROLE_LABELS[me.role]}`;
}

/** Loads `me` once signed in; the panel waits for it so no screen shows an action and then takes it away. */
export function MeProvider({ children }: { children: ReactNode }) {
  // Never from the cache: after signing out and in as someone else, the answer is the new person's.
  const { data, error, refetch } = useQuery(PanelMeQueryDocument, {
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  if (!data)
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        {error ? <LoadError error={error} retry={() => void refetch()} /> : <CircularProgress aria-label="Carregando o painel" />}
      </Box>
    );
  return <MeContext.Provider value={data.me}>{children}</MeContext.Provider>;
}

/** Said where a screen would be for a role without it (a typed address, an old bookmark). */
export function NotForYourRole() {
  return (
    <Typography component="h1" variant="h6">
      Esta tela não está disponível para o seu papel na equipe.
    </Typography>
  );
}

/** Screens only some may open; every other one is for reading, which every role may. */
const SCREEN_ACCESS: Readonly<Record<string, (me: Me) => boolean>> = {
  '/equipe': (me) => me.permissions.includes('owner'),
  // Passkeys and e-mails belong to a person: the token has neither.
  '/conta': (me) => me.kind === 'MEMBER',
};

/** The menu's screens the signed-in person may use, in the menu's order. */
export function screensFor<T extends { path: string }>(screens: readonly T[], me: Me | null): T[] {
  if (!me) return [...screens];
  return screens.filter((screen) => SCREEN_ACCESS[screen.path]?.(me) ?? true);
}

/** The header's line naming who is signed in. */
export function SignedInAs() {
  const me = useMe();
  if (!me) return null;
  return (
    <Typography variant="body2" noWrap sx={{ opacity: 0.9 }} data-testid="signed-in-as">
      {whoOf(me)}
    </Typography>
  );
}

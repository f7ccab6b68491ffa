import { lazy, Suspense, useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { ApolloProvider, useApolloClient } from '@apollo/client/react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import CssBaseline from '@mui/material/CssBaseline';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { ThemeProvider } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { BrowserRouter, NavLink, Route, Routes, useLocation, useMatch, useNavigate } from 'react-router';
import { createPanelClient } from './apollo';
import { FeedbackProvider, useFeedback } from './feedback';
import { UnansweredMessages } from './screens/messages/UnansweredMessages';
import { MeProvider, SignedInAs, screensFor, useMe } from './me';
import { LinkSignIn, SessionExpiredDialog, SessionProvider, SignInPage, useSession } from './session';
import { panelTheme } from './theme';

// One chunk per screen: a phone opening Doações never downloads the charts of Início.
const CampaignScreen = lazy(() =>
  import('./screens/campaign/CampaignScreen').then((module) => ({ default: module.CampaignScreen })),
);
const CommentsScreen = lazy(() =>
  import('./screens/comments/CommentsScreen').then((module) => ({ default: module.CommentsScreen })),
);
const DataRequestsScreen = lazy(() =>
  import('./screens/data-requests/DataRequestsScreen').then((module) => ({ default: module.DataRequestsScreen })),
);
const DonationsScreen = lazy(() =>
  import('./screens/donations/DonationsScreen').then((module) => ({ default: module.DonationsScreen })),
);
const EmailsScreen = lazy(() => import('./screens/emails/EmailsScreen').then((module) => ({ default: module.EmailsScreen })));
const BudgetScreen = lazy(() => import('./screens/budget/BudgetScreen').then((module) => ({ default: module.BudgetScreen })));
const ExpensesScreen = lazy(() =>
  import('./screens/expenses/ExpensesScreen').then((module) => ({ default: module.ExpensesScreen })),
);
const HomeScreen = lazy(() => import('./screens/home/HomeScreen').then((module) => ({ default: module.HomeScreen })));
const MonthlyGivingScreen = lazy(() =>
  import('./screens/monthly-giving/MonthlyGivingScreen').then((module) => ({ default: module.MonthlyGivingScreen })),
);
const MessagesScreen = lazy(() =>
  import('./screens/messages/MessagesScreen').then((module) => ({ default: module.MessagesScreen })),
);
const LaunchScreen = lazy(() => import('./screens/launch/LaunchScreen').then((module) => ({ default: module.LaunchScreen })));
const StatementScreen = lazy(() =>
  import('./screens/statement/StatementScreen').then((module) => ({ default: module.StatementScreen })),
);
const UpdatesScreen = lazy(() => import('./screens/updates/UpdatesScreen').then((module) => ({ default: module.UpdatesScreen })));
const TeamScreen = lazy(() => import('./screens/team/TeamScreen').then((module) => ({ default: module.TeamScreen })));
const AccountScreen = lazy(() => import('./screens/account/AccountScreen').then((module) => ({ default: module.AccountScreen })));

const DRAWER_WIDTH = 240;

const SCREENS = [
  { path: '/', label: 'Início' },
  { path: '/doacoes', label: 'Doações' },
  { path: '/doacao-mensal', label: 'Doação mensal' },
  { path: '/depoimentos', label: 'Depoimentos' },
  { path: '/mensagens', label: 'Mensagens' },
  { path: '/campanha', label: 'Campanha' },
  { path: '/contas', label: 'Prestação de contas' },
  { path: '/orcamento', label: 'Orçamento' },
  { path: '/extrato', label: 'Extrato bancário' },
  { path: '/novidades', label: 'Novidades' },
  { path: '/lgpd', label: 'Pedidos LGPD' },
  { path: '/emails', label: 'E-mails' },
  { path: '/publicar', label: 'Publicar' },
  { path: '/equipe', label: 'Equipe' },
  { path: '/conta', label: 'Minha conta' },
] as const;

export function PanelApp() {
  const lostRef = useRef<() => void>(() => {});
  const [client] = useState(() => createPanelClient(() => lostRef.current()));
  const refetch = useCallback(() => void client.refetchObservableQueries(), [client]);
  return (
    <ThemeProvider theme={panelTheme}>
      <CssBaseline />
      <ApolloProvider client={client}>
        <FeedbackProvider>
          <SessionProvider onSignedIn={refetch}>
            <SessionBridge lostRef={lostRef} />
            <BrowserRouter basename="/painel">
              <Gate />
            </BrowserRouter>
          </SessionProvider>
        </FeedbackProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}

/** Lets the data layer, created before the session, report a refused session to it. */
function SessionBridge({ lostRef }: { lostRef: MutableRefObject<() => void> }) {
  const { lost } = useSession();
  useEffect(() => {
    lostRef.current = lost;
  }, [lost, lostRef]);
  return null;
}

function Gate() {
  const { status } = useSession();
  // The e-mailed link (/painel/entrar/<secret>): traded at once, whatever the session, then Início.
  const linkSecret = useMatch('/entrar/:secret')?.params.secret;
  const navigate = useNavigate();
  const leaveLink = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  if (linkSecret) return <LinkSignIn secret={linkSecret} onDone={leaveLink} />;
  if (status === 'checking')
    return (
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Carregando o painel" />
      </Box>
    );
  if (status === 'signedOut') return <SignInPage />;
  return (
    <MeProvider>
      <Shell />
      <SessionExpiredDialog />
    </MeProvider>
  );
}

function Navigation({ onNavigate }: { onNavigate: () => void }) {
  const { signOut } = useSession();
  const { confirm, notify } = useFeedback();
  const client = useApolloClient();
  const me = useMe();
  const navigate = useNavigate();
  const leave = async (everywhere: boolean) => {
    if (
      everywhere &&
      !(await confirm({
        title: 'Sair de todos os dispositivos?',
        text: 'Todas as sessões abertas do painel, neste e em outros aparelhos, serão encerradas. Será preciso entrar de novo.',
        action: 'Sair de todos',
      }))
    )
      return;
    try {
      await signOut(everywhere);
      await client.clearStore();
      // Whoever signs in next starts at Início, not on a screen their role may not have.
      void navigate('/', { replace: true });
      notify(everywhere ? 'Você saiu do painel em todos os dispositivos.' : 'Você saiu do painel.');
    } catch (error) {
      notify((error as Error).message, 'error');
    }
  };
  return (
    <Box component="nav" aria-label="Seções do painel">
      <List>
        {screensFor(SCREENS, me).map((screen) => (
          <ListItem key={screen.path} disablePadding>
            {/* NavLink marks the current screen (aria-current="page", class "active"): shown, not only announced. */}
            <ListItemButton
              component={NavLink}
              to={screen.path}
              end
              onClick={onNavigate}
              sx={{
                '&.active': {
                  bgcolor: 'action.selected',
                  boxShadow: (theme) => `inset 4px 0 0 ${theme.palette.primary.main}`,
                  '& .MuiListItemText-primary': { fontWeight: 700 },
                },
              }}
            >
              <ListItemText primary={screen.label} />
              {screen.path === '/mensagens' && <UnansweredMessages />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton component="a" href="/">
            <ListItemText primary="Ver o site" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton component="a" href="/graphql">
            <ListItemText primary="API (GraphQL)" secondary="Para usuários avançados" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={() => void leave(false)}>
            <ListItemText primary="Sair" />
          </ListItemButton>
        </ListItem>
        <ListItem disablePadding>
          <ListItemButton onClick={() => void leave(true)}>
            <ListItemText primary="Sair de todos os dispositivos" />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}

function Shell() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const current = SCREENS.find((screen) => screen.path === location.pathname)?.label ?? 'Painel';
  useEffect(() => {
    document.title = `${current} · Painel da organização`;
  }, [current]);
  return (
    <Box sx={{ display: 'flex' }}>
      {/* Over the permanent drawer (desktop); under the phone's menu, which opens over everything, its first item included. */}
      <AppBar position="fixed" sx={(theme) => ({ zIndex: { md: theme.zIndex.drawer + 1 } })}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Abrir o menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="p" variant="h6" noWrap sx={{ lineHeight: 1.25 }}>
              Painel da organização
            </Typography>
            <SignedInAs />
          </Box>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, maxWidth: '85vw' } }}
      >
        <Toolbar sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Menu
          </Typography>
          <IconButton edge="end" aria-label="Fechar o menu" onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <Navigation onNavigate={() => setOpen(false)} />
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Navigation onNavigate={() => {}} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
        <Toolbar />
        <Suspense fallback={<LinearProgress aria-label="Carregando a tela" />}>
          <Routes>
            <Route index element={<HomeScreen />} />
            <Route path="doacoes" element={<DonationsScreen />} />
            <Route path="doacao-mensal" element={<MonthlyGivingScreen />} />
            <Route path="depoimentos" element={<CommentsScreen />} />
            <Route path="mensagens" element={<MessagesScreen />} />
            <Route path="campanha" element={<CampaignScreen />} />
            <Route path="contas" element={<ExpensesScreen />} />
            <Route path="orcamento" element={<BudgetScreen />} />
            <Route path="extrato" element={<StatementScreen />} />
            <Route path="novidades" element={<UpdatesScreen />} />
            <Route path="lgpd" element={<DataRequestsScreen />} />
            <Route path="emails" element={<EmailsScreen />} />
            <Route path="publicar" element={<LaunchScreen />} />
            <Route path="equipe" element={<TeamScreen />} />
            <Route path="conta" element={<AccountScreen />} />
            <Route path="*" element={<Typography component="h1">Página do painel não encontrada.</Typography>} />
          </Routes>
        </Suspense>
      </Box>
    </Box>
  );
}

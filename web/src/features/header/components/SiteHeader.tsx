import FavoriteIcon from '@mui/icons-material/Favorite';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { liveDocument, useLiveQuery } from '../../../shared/liveData';
import { scrollToSection } from '../../../shared/motion';

/** Header anchors (seed §2): section ids shared with the footer. */
export const HEADER_LINKS = [
  { label: 'Como Ajudar', sectionId: 'doar' },
  { label: 'Como Funciona', sectionId: 'historia' },
  { label: 'Depoimentos', sectionId: 'depoimentos' },
] as const;

/** Pages of their own (served by the server, so plain links, not anchors). */
export const PAGE_LINKS = [{ label: 'Transparência', href: '/transparencia' }] as const;

const SiteHeaderQuery = liveDocument(() => import('../../../gql/graphql').then((module) => module.SiteHeaderDocument));

// Only phones use the menu, and only some visitors open it: its code (MUI's Menu,
// Popover, Modal) loads on the first press, not with the page.
const SectionMenu = lazy(() => import('./SectionMenu').then((module) => ({ default: module.SectionMenu })));

/**
 * The site's header. On the home page its links scroll to the sections; on another page
 * (`home={false}`: the donor's private page) they open the home page at them.
 */
export function SiteHeader({ home = true }: { home?: boolean }) {
  const { data } = useLiveQuery(SiteHeaderQuery);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const hrefOf = (sectionId: string) => (home ? `#${sectionId}` : `/#${sectionId}`);

  const go = (sectionId: string) => (event: MouseEvent) => {
    setMenuAnchor(null);
    // Another page: the link itself opens the home page at the section.
    if (!home) return;
    event.preventDefault();
    scrollToSection(sectionId);
  };

  return (
    <>
      {data?.campaign.isExample ? <ExampleRibbon /> : null}
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 1, minHeight: 64 }}>
            <FavoriteIcon color="primary" aria-hidden />
            <Typography
              component="a"
              href={home ? '#topo' : '/'}
              onClick={(event: MouseEvent) => {
                if (!home) return;
                event.preventDefault();
                window.scrollTo({ top: 0 });
              }}
              sx={{ fontWeight: 800, color: 'text.primary', textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
              noWrap
            >
              {data?.campaign.organisation.name ?? 'Campanha'}
            </Typography>
            <Box component="nav" aria-label="Seções da página" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
              {HEADER_LINKS.map((link) => (
                <Button key={link.sectionId} href={hrefOf(link.sectionId)} onClick={go(link.sectionId)} color="inherit">
                  {link.label}
                </Button>
              ))}
              {PAGE_LINKS.map((link) => (
                <Button key={link.href} href={link.href} color="inherit">
                  {link.label}
                </Button>
              ))}
            </Box>
            {/* Closed: nothing to give to; the hero holds the record. */}
            {data?.campaign.closing ? null : (
              <Button variant="contained" href={hrefOf('doar')} onClick={go('doar')} sx={{ flexShrink: 0, minHeight: 44 }}>
                Doar Agora
              </Button>
            )}
            {/* A link to the list below until JavaScript runs (and without it); then it opens the menu. */}
            <IconButton
              component="a"
              href={`#${NO_SCRIPT_MENU_ID}`}
              role="button"
              aria-label="Abrir menu"
              aria-controls={menuAnchor ? 'menu-secoes' : undefined}
              aria-haspopup="true"
              aria-expanded={menuAnchor ? 'true' : undefined}
              onClick={(event: MouseEvent<HTMLElement>) => {
                event.preventDefault();
                setMenuLoaded(true);
                setMenuAnchor(event.currentTarget);
              }}
              sx={{ display: { xs: 'inline-flex', md: 'none' }, width: 44, height: 44 }}
              edge="end"
            >
              <MenuIcon />
            </IconButton>
            <NoScriptMenu hrefOf={hrefOf} />
            {menuLoaded ? (
              <Suspense fallback={null}>
                <SectionMenu
                  id="menu-secoes"
                  anchorEl={menuAnchor}
                  links={HEADER_LINKS}
                  pages={PAGE_LINKS}
                  onClose={() => setMenuAnchor(null)}
                  onGo={go}
                  hrefOf={hrefOf}
                />
              </Suspense>
            ) : null}
          </Toolbar>
        </Container>
      </AppBar>
    </>
  );
}

const NO_SCRIPT_MENU_ID = 'menu-da-pagina';

/**
 * The phone's menu for a page whose JavaScript has not run (or never will): plain links,
 * shown when the menu button's link targets it (CSS `:target`), hidden again by the
 * next link followed.
 */
function NoScriptMenu({ hrefOf }: { hrefOf: (sectionId: string) => string }) {
  const links = [...HEADER_LINKS.map((link) => ({ label: link.label, href: hrefOf(link.sectionId) })), ...PAGE_LINKS];
  return (
    <Box
      component="nav"
      id={NO_SCRIPT_MENU_ID}
      aria-label="Menu"
      sx={{
        display: 'none',
        '&:target': { display: { xs: 'block', md: 'none' } },
        position: 'absolute',
        top: '100%',
        right: 8,
        minWidth: 220,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
        boxShadow: 4,
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, px: 0 }}>
        {links.map((link) => (
          <li key={link.href}>
            <Box
              component="a"
              href={link.href}
              sx={{ display: 'block', px: 2, py: 1.5, color: 'inherit', textDecoration: 'none', fontSize: 16 }}
            >
              {link.label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** DECISIONS §9: until the organiser supplies content, say plainly that this is an example. */
function ExampleRibbon() {
  return (
    // A landmark of its own: all content sits in one, so screen-reader users can skip it.
    <Box
      component="aside"
      aria-label="Conteúdo de exemplo"
      data-testid="example-ribbon"
      sx={{ bgcolor: '#263238', color: '#ffffff', textAlign: 'center', py: 0.75, px: 2, fontSize: 14, fontWeight: 700 }}
    >
      Conteúdo de exemplo
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 400 }}>
        {' '}
        — os textos, valores e imagens desta página são uma demonstração.
      </Box>
    </Box>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { countOf } from '../../format';
import { LoadError, ScreenTitle } from '../../ui';
import { useLaunchChecklist } from './useLaunchChecklist';

const PANEL_PREFIX = '/painel';

/** Where an item is fixed: a screen of this panel, or a setting the technical team changes on the server. */
function FixLink({ fix, label }: { fix: string; label: string }) {
  if (fix.startsWith(`${PANEL_PREFIX}/`))
    return (
      <Link component={RouterLink} to={fix.slice(PANEL_PREFIX.length)} sx={{ fontWeight: 700 }}>
        Corrigir: {label}
      </Link>
    );
  return (
    <Typography component="span" variant="body2">
      Configuração do servidor: <code>{fix}</code> (README, seção “Configuration”).
    </Typography>
  );
}

export function LaunchScreen() {
  const { checklist, missing, error, retry } = useLaunchChecklist();
  return (
    <>
      <ScreenTitle intro="O que ainda é do exemplo ou está faltando antes de divulgar a campanha. A faixa “Conteúdo de exemplo” sai da página quando tudo estiver pronto.">
        Publicar
      </ScreenTitle>
      {!checklist && (error ? <LoadError error={error} retry={retry} /> : <LinearProgress aria-label="Carregando" />)}
      {checklist && (
        <>
          <Alert severity={checklist.ready ? 'success' : 'warning'} role="status" sx={{ mb: 2 }}>
            {checklist.ready
              ? 'Tudo pronto: a campanha é sua. Pode divulgar o link.'
              : `${missing === 1 ? 'Falta' : 'Faltam'} ${countOf(missing, 'item', 'itens')} para a campanha ficar pronta.`}
          </Alert>
          <Paper>
            <List aria-label="Lista para publicar">
              {checklist.items.map((item) => (
                <ListItem key={item.key} data-item={item.key} data-done={item.done} divider alignItems="flex-start">
                  <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                    {item.done ? (
                      <CheckCircleIcon color="success" titleAccess="Pronto" />
                    ) : (
                      <ErrorOutlineIcon color="warning" titleAccess="Falta" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    primary={item.label}
                    secondary={
                      <>
                        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                          {item.detail}
                        </Typography>
                        {!item.done && <FixLink fix={item.fix} label={item.label} />}
                      </>
                    }
                    slotProps={{ primary: { sx: { fontWeight: 700 } }, secondary: { component: 'div' } }}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}
    </>
  );
}

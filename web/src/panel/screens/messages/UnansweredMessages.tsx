import Box from '@mui/material/Box';
import { useQuery } from '@apollo/client/react';
import { visuallyHidden } from '../../../shared/visuallyHidden';
import { formatCount } from '../../format';
import { PanelUnansweredMessagesDocument } from '../../gql/graphql';

/**
 * The menu's count of contact messages without an answer, beside "Mensagens" (read as
 * "3 sem resposta"). Its own small file, so the menu does not load the messages screen.
 * Read again every few minutes: a message can arrive while the panel stays open.
 */
export function UnansweredMessages() {
  const { data } = useQuery(PanelUnansweredMessagesDocument, { pollInterval: 180_000 });
  const count = data?.unansweredContactMessages ?? 0;
  if (count === 0) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        minWidth: 24,
        px: 0.75,
        borderRadius: 12,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 13,
        fontWeight: 700,
        lineHeight: '24px',
        textAlign: 'center',
      }}
    >
      {formatCount(count)}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        sem resposta
      </Box>
    </Box>
  );
}

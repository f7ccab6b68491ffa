import Box from '@mui/material/Box';
import { checkableFacts } from '../../../../../rules/checkable-facts';

/**
 * Under the donate button, instead of a "100% seguro" badge any copy of the page can print
 * (issue 50, goal 5): who the bank app will name, where the bank check stands, and the
 * ledger's link. Each part only when it is true (rules/checkable-facts.ts).
 */
export function CheckableFacts(props: Parameters<typeof checkableFacts>[0]) {
  return (
    <Box
      data-testid="checkable-facts"
      sx={{ mt: 1, textAlign: 'center', color: 'text.secondary', fontSize: '0.875rem', '& p': { m: 0 } }}
    >
      {checkableFacts(props).map((fact) => (
        <p key={fact}>{fact}</p>
      ))}
      <p>
        {/* A server page, not a route of this app: a plain link. */}
        <Box component="a" href="/transparencia" sx={{ color: 'primary.dark', fontWeight: 700 }}>
          Confira cada doação e despesa na prestação de contas
        </Box>
      </p>
    </Box>
  );
}

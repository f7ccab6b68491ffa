import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PIX_HOLDER_CONTACT_PATH, periodAfter } from '../../../rules/pix-holder';

/**
 * Said before the code: the name, document and institution the bank app will show
 * (rules/pix-holder.ts, a CPF only masked), so a donor can tell this campaign from a
 * copy of its page that sends the money elsewhere.
 */
export function PixHolderNotice({ line }: { line: string }) {
  return (
    <Box
      component="p"
      data-testid="pix-holder"
      sx={{ m: 0, p: 1.5, borderLeft: 4, borderColor: 'warning.main', bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Typography component="span">
        O app do seu banco vai mostrar: <strong>{line}</strong>
        {periodAfter(line)} Se mostrar outro nome, não pague e <Link href={PIX_HOLDER_CONTACT_PATH}>fale com a gente</Link>.
      </Typography>
    </Box>
  );
}

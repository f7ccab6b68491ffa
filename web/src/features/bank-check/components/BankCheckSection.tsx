import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { graphql } from '../../../gql';
import type { BankCheckSectionQuery } from '../../../gql/graphql';
import { Section } from '../../../shared/Section';
import { BANK_CHECK_NOTE, bankCheckHeadline, bankCheckRows, type BankCheckFigures } from '../../../../../rules/bank-check';
import { apiReaisToCents } from '../../../../../rules/money';

export const BankCheckSectionQueryDocument = graphql(`
  query BankCheckSection {
    bankCheck {
      periodFrom
      periodTo
      importedOn
      stale
      bankCredits
      bankCreditsCount
      donationsCounted
      donationsCountedCount
      underReview
      underReviewCount
      ignoredByOrganisation
      ignoredByOrganisationCount
    }
  }
`);

type ServedCheck = NonNullable<BankCheckSectionQuery['bankCheck']>;

/** The API's reais and days as the shared wording reads them (rules/bank-check.ts, as /transparencia). */
export const figuresOf = (check: ServedCheck): BankCheckFigures => ({
  from: check.periodFrom,
  to: check.periodTo,
  importedOn: check.importedOn,
  stale: check.stale,
  bankCreditsCents: apiReaisToCents(check.bankCredits),
  bankCreditsCount: check.bankCreditsCount,
  donationsCents: apiReaisToCents(check.donationsCounted),
  donationsCount: check.donationsCountedCount,
  underReviewCents: apiReaisToCents(check.underReview),
  underReviewCount: check.underReviewCount,
  ignoredCents: apiReaisToCents(check.ignoredByOrganisation),
  ignoredCount: check.ignoredByOrganisationCount,
});

/**
 * "Conferido com o banco": what the imported bank statements say against the donations counted,
 * derived on the server, never typed. Nothing at all before the first import. Its days are
 * already days in Brasília, so the server's HTML and the hydrated page read the same.
 */
export function BankCheckSection() {
  const { data } = useQuery(BankCheckSectionQueryDocument);
  const served = data?.bankCheck;
  if (!served) return null;
  const check = figuresOf(served);
  return (
    <Section id="banco" title="Conferido com o banco">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 720, mx: 'auto' }} data-testid="bank-check">
        <Typography sx={{ fontWeight: 800, mb: 2 }}>{bankCheckHeadline(check)}</Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '0.35rem 1rem', m: 0, '& dd': { m: 0, fontWeight: 700 } }}
        >
          {bankCheckRows(check).flatMap((row) => [
            <Typography key={`${row.label}-dt`} component="dt" variant="body2">
              {row.label}
            </Typography>,
            <Typography key={`${row.label}-dd`} component="dd" variant="body2" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {row.value}
            </Typography>,
          ])}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {BANK_CHECK_NOTE} {/* A server page, not a route of this app: a plain link. */}
          <Link href="/transparencia#banco" sx={{ fontWeight: 700 }}>
            Veja a prestação de contas
          </Link>
        </Typography>
      </Paper>
    </Section>
  );
}

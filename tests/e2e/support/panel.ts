import type { Locator, Page } from 'playwright-core';

/**
 * Signs in with the organisation's token, on the sign-in page or in the "session expired"
 * dialog: the token's section is folded under the team's ways in, and opened first if need be.
 */
export async function signInWithToken(scope: Page | Locator, token: string): Promise<void> {
  const field = scope.getByLabel('Token da organização', { exact: true });
  const section = scope.getByRole('button', { name: 'Entrar com o token da organização' });
  await section.waitFor();
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  await field.fill(token);
  await scope.getByRole('button', { name: 'Entrar com o token', exact: true }).click();
}

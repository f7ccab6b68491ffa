import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';

/**
 * The HTML of every e-mail, built with React Email's components and kept to what Mailpit's
 * HTML check (caniemail's data) finds supported by every client: tables with
 * role="presentation" and bgcolor/width attributes for the layout, no <style> element, no
 * style on <body>, and none of border-radius, max-width, box-sizing, word-break or the
 * background shorthand. tests/api/mail-clients.test.ts runs the check over every template.
 */

/** A paragraph of the e-mail as the layout draws it (mail/messages.ts turns each Block into one). */
export type MailPart =
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; href: string; label: string }
  | { kind: 'heading'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'small'; text: string; link?: { href: string; label: string } };

// Dark on light, each pair above 4.5:1 either way round, so a client that inverts the colours
// (Gmail's apps, Outlook) still shows readable text; the rose stays mid-dark under white.
const PAGE = '#ffffff';
const INK = '#1f1f1f';
const MUTED = '#4d4d4d';
const ROSE = '#ad1457';
const CODE_PAGE = '#eeeeee';
const QUOTE_RULE = '#999999';
const FONT = 'Arial,Helvetica,sans-serif';

const type: CSSProperties = { fontFamily: FONT, fontSize: '16px', lineHeight: '24px', color: INK };
const link: CSSProperties = { color: ROSE, textDecorationLine: 'underline' };

/**
 * A one-cell layout table: the attributes every client reads, never CSS layout. Spacing is the
 * cells' padding, never margins (which clients honour only in part, and React Email's <Text> always sets).
 */
function Cell(props: { children: ReactNode; bgcolor?: string; style?: CSSProperties; fit?: boolean }) {
  return (
    <table role="presentation" {...(!props.fit && { width: '100%' })} border={0} cellPadding={0} cellSpacing={0}>
      <tbody>
        <tr>
          <td {...(props.bgcolor ? { bgcolor: props.bgcolor } : {})} style={props.style}>
            {props.children}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** One paragraph of the column: a row of its table, 16 px below it. */
function Row(props: { children: ReactNode; style?: CSSProperties }) {
  return (
    <tr>
      <td style={{ padding: '0 0 16px', ...type, ...props.style }}>{props.children}</td>
    </tr>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/;

/** Lines kept, and every address in the text a link, as the plain-text part gives it. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line.split(URL_PATTERN).map((piece, at) =>
        at % 2 === 1 ? (
          <Link key={at} href={piece} style={link}>
            <Breakable text={piece} />
          </Link>
        ) : (
          piece
        ),
      )}
    </span>
  ));
}

const paragraphsOf = (text: string) => text.split(/\n{2,}/);

/**
 * A PIX code or an address is one unbroken string, maybe wider than a phone: <wbr> lets it wrap
 * (after each "/" of an address, every 16 characters of a code) where word-break is unsupported,
 * and copies as nothing, so what is pasted stays whole.
 */
function Breakable({ text }: { text: string }) {
  const pieces = /^https?:\/\//.test(text) ? text.split(/(?<=[^/:]\/)|(?=[?#&])/) : (text.match(/.{1,16}/gs) ?? []);
  return pieces.flatMap((piece, index) => (index > 0 ? [<wbr key={index} />, piece] : [piece]));
}

function Part({ part }: { part: MailPart }) {
  switch (part.kind) {
    case 'text':
      return paragraphsOf(part.text).map((text, index) => (
        <Row key={index}>
          <Lines text={text} />
        </Row>
      ));
    case 'heading':
      return (
        <Row>
          <Heading as="h1" style={{ margin: '0', fontFamily: FONT, fontSize: '22px', lineHeight: '28px', color: INK }}>
            {part.text}
          </Heading>
        </Row>
      );
    case 'code':
      return (
        <Row>
          <Cell bgcolor={CODE_PAGE} style={{ padding: '12px', ...type, fontFamily: 'Courier New,Courier,monospace' }}>
            <Breakable text={part.code} />
          </Cell>
        </Row>
      );
    case 'quote':
      // A rule at the left, as mail readers quote; the blockquote's own margins (each client's) set to none.
      return (
        <Row>
          <blockquote
            style={{ margin: '0', padding: '0 0 0 12px', borderLeft: `4px solid ${QUOTE_RULE}`, ...type, color: MUTED }}
          >
            {paragraphsOf(part.text).map((text, index) => (
              <span key={index}>
                {index > 0 && (
                  <>
                    <br />
                    <br />
                  </>
                )}
                <Lines text={text} />
              </span>
            ))}
          </blockquote>
        </Row>
      );
    case 'small':
      return (
        <Row style={{ padding: '8px 0 16px', fontSize: '14px', lineHeight: '20px', color: MUTED }}>
          {part.text}
          {part.link && (
            <>
              {' '}
              <Link href={part.link.href} style={link}>
                {part.link.label}
              </Link>
            </>
          )}
        </Row>
      );
    case 'button':
      // A link in a coloured cell (bgcolor, no border-radius): at least 44 px tall to tap, in every client.
      return (
        <Row>
          <Cell fit bgcolor={ROSE} style={{ padding: '12px 20px' }}>
            <Link href={part.href} style={{ ...link, ...type, color: PAGE, lineHeight: '20px', fontWeight: 'bold' }}>
              {part.label}
            </Link>
          </Cell>
        </Row>
      );
  }
}

/** The whole e-mail: a greeting, then each part, in one fluid column that fits a phone. */
export function renderMailHtml(subject: string, greeting: string, parts: MailPart[]): string {
  const html = renderToStaticMarkup(
    <Html lang="pt-BR" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        {/* The colours are set and read both ways; clients that honour this keep them rather than guess. */}
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{subject}</title>
      </Head>
      <Body>
        <Container bgcolor={PAGE} style={{ maxWidth: undefined }}>
          <table role="presentation" width="100%" border={0} cellPadding={0} cellSpacing={0}>
            <tbody>
              <tr>
                <td style={{ padding: '16px 16px 0' }}>
                  <table role="presentation" width="100%" border={0} cellPadding={0} cellSpacing={0}>
                    <tbody>
                      <Row>{greeting}</Row>
                      {parts.map((part, index) => (
                        <Part key={index} part={part} />
                      ))}
                    </tbody>
                  </table>
                </td>
              </tr>
            </tbody>
          </table>
        </Container>
      </Body>
    </Html>,
  );
  return `<!DOCTYPE html>${html}`;
}

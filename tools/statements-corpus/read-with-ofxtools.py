#!/usr/bin/env python3
"""Reads every OFX file of the statements corpus with ofxtools, an established OFX parser, and
writes what it reads to tests/api/fixtures/statements/corpus/expected.json: per file, per line,
the FITID, the amount in cents, the day posted in Brasília and the account ("0341/0157/12345":
bank as 4 digits, branch, account, as the product names it). tests/api/statements-parse.test.ts
reads the same files with the product's reader and compares line for line, so CI needs no Python.

To regenerate (after adding or changing a corpus file), from the repository root:

    python3 -m venv .venv-ofx && .venv-ofx/bin/pip install ofxtools
    .venv-ofx/bin/python tools/statements-corpus/read-with-ofxtools.py
    npx prettier --write tests/api/fixtures/statements/corpus/expected.json

Where the product reads on purpose what ofxtools does not, the difference is made here, in the
open, and recorded in the file's "differs" entry:
- an amount written with both marks, "1.234,56" (as Brazilian banks sometimes write it), is
  refused by ofxtools; the copy handed to ofxtools has it as "1234.56";
- a time with no offset ("20261122000000") is GMT for OFX and ofxtools, but Brazilian banks mean
  their own time: the day is the day written; a date with no time is likewise the day written
  (ofxtools makes it midnight GMT, 21:00 of the day before in Brasília);
- an offset in fractions of an hour ("[-5.5:XYZ]", which OFX allows) is refused by ofxtools; the
  copy handed to ofxtools has that time converted to GMT by Python's datetime;
- lowercase tags ("<stmttrn>") are not read by ofxtools; the copy has them in upper case;
- an empty unclosed leaf ("<MEMO>" with nothing after it) makes ofxtools nest what follows inside
  it; the copy leaves it out;
- OFX 2 XML declaring windows-1252 is read by ofxtools as UTF-8; the copy is transcoded to UTF-8.
"""
import json
import re
import sys
import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

from ofxtools.Parser import OFXTree

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / 'tests' / 'api' / 'fixtures' / 'statements' / 'corpus'
BRASILIA = ZoneInfo('America/Sao_Paulo')
BOTH_MARKS = re.compile(r'(<TRNAMT>\s*)([+-]?)(\d{1,3}(?:\.\d{3})+),(\d+)', re.IGNORECASE)


# A leaf tag with nothing after it but the line's end (SGML; aggregates are known by their close tag).
EMPTY_LEAF = re.compile(r'<(MEMO|NAME|CHECKNUM)>[ \t]*(\r?\n)', re.IGNORECASE)
FRACTION_OFFSET = re.compile(r'(<DTPOSTED>\s*)(\d{14})(?:\.\d+)?\[([+-]?\d+\.\d+)(?::[^\]]*)?\]', re.IGNORECASE)


def to_gmt(match):
    local = datetime.strptime(match.group(2), '%Y%m%d%H%M%S')
    return f'{match.group(1)}{(local - timedelta(hours=float(match.group(3)))).strftime("%Y%m%d%H%M%S")}[0:GMT]'


def account_of(acctfrom):
    bank = (acctfrom.bankid or '').lstrip('0') or '0'
    return '/'.join(part for part in [bank.rjust(4, '0'), acctfrom.branchid or '', acctfrom.acctid] if part)


def raw_dates(text):
    """DTPOSTED as written, in file order: whether it has a time and an offset."""
    return [value.strip() for value in re.findall(r'<DTPOSTED>([^<\r\n]*)', text, re.IGNORECASE)]


def read(path):
    raw = path.read_bytes()
    text = raw.decode('latin-1')
    differs = []
    if BOTH_MARKS.search(text):
        differs.append('amounts with both marks ("1.234,56") rewritten as "1234.56" for ofxtools')
        raw = BOTH_MARKS.sub(lambda m: f'{m.group(1)}{m.group(2)}{m.group(3).replace(".", "")}.{m.group(4)}', text)
        raw = raw.encode('latin-1')
    if FRACTION_OFFSET.search(text):
        differs.append('offsets in fractions of an hour converted to GMT for ofxtools')
        raw = FRACTION_OFFSET.sub(to_gmt, raw.decode('latin-1')).encode('latin-1')
    if re.search(r'</?[a-z][a-z0-9.]*>', text):
        differs.append('lowercase tags upper-cased for ofxtools')
        raw = re.sub(r'<(/?)([a-z][a-z0-9.]*)>', lambda m: f'<{m.group(1)}{m.group(2).upper()}>', raw.decode('latin-1'))
        raw = raw.encode('latin-1')
    if text.lstrip().startswith('OFXHEADER') and EMPTY_LEAF.search(text):
        differs.append('empty unclosed leaves left out for ofxtools')
        raw = EMPTY_LEAF.sub(r'\2', raw.decode('latin-1')).encode('latin-1')
    if re.search(r'<\?xml[^>]*encoding="windows-1252"', text, re.IGNORECASE):
        differs.append('windows-1252 XML transcoded to UTF-8 for ofxtools')
        raw = raw.decode('cp1252').replace('encoding="windows-1252"', 'encoding="UTF-8"').encode('utf-8')
    with tempfile.NamedTemporaryFile(suffix='.ofx') as copy:
        copy.write(raw)
        copy.flush()
        tree = OFXTree()
        tree.parse(copy.name)
        ofx = tree.convert()
    dates = iter(raw_dates(text))
    lines = []
    for statement in ofx.statements:
        account = account_of(statement.account)
        for trn in statement.transactions:
            written = next(dates)
            if '[' in written:
                posted_on = trn.dtposted.astimezone(BRASILIA).date().isoformat()
            else:
                # No offset: the day written (see the header).
                posted_on = trn.dtposted.astimezone(timezone.utc).date().isoformat()
                if len(written) > 8 and 'time without offset read as Brasília time' not in differs:
                    differs.append('time without offset read as Brasília time')
            cents = int((trn.trnamt * 100).to_integral_exact())
            lines.append({'fitId': trn.fitid, 'amountCents': cents, 'postedOn': posted_on, 'account': account})
    entry = {'lines': lines}
    if differs:
        entry['differs'] = differs
    return entry


def main():
    expected = {}
    failed = False
    for path in sorted(CORPUS.glob('*.ofx')):
        try:
            expected[path.name] = read(path)
        except Exception as error:  # every file's failure at once, not just the first
            print(f'{path.name}: {error}', file=sys.stderr)
            failed = True
    if failed:
        sys.exit(1)
    (CORPUS / 'expected.json').write_text(json.dumps(expected, indent=2, ensure_ascii=False) + '\n', encoding='utf-8')
    print(f'{len(expected)} files read', file=sys.stderr)


if __name__ == '__main__':
    main()

/**
 * What the pain.001.001.03 schema requires of a payout run's file, checked with an XML parser: no
 * npm package ships the published XSD, so the structure it demands is written out here (the
 * namespace, each block's elements in the schema's order with the required ones present, the
 * counts and control sums, amounts with two decimals, IBAN and BIC formats, the maximum lengths).
 * Where Debian's xmllint is installed the file is also checked for well-formedness by it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isValidIBAN } from 'ibantools';
import { expect } from 'vitest';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
const IBAN = /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/;
const BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;
const AMOUNT = /^\d{1,15}\.\d{2}$/;

/** Each block's elements in the schema's sequence; `!` marks a required one. */
const SEQUENCES: Record<string, readonly string[]> = {
  CstmrCdtTrfInitn: ['GrpHdr!', 'PmtInf!', 'SplmtryData'],
  GrpHdr: ['MsgId!', 'CreDtTm!', 'Authstn', 'NbOfTxs!', 'CtrlSum', 'InitgPty!', 'FwdgAgt'],
  PmtInf: [
    'PmtInfId!',
    'PmtMtd!',
    'BtchBookg',
    'NbOfTxs',
    'CtrlSum',
    'PmtTpInf',
    'ReqdExctnDt!',
    'PoolgAdjstmntDt',
    'Dbtr!',
    'DbtrAcct!',
    'DbtrAgt!',
    'DbtrAgtAcct',
    'InstrForDbtrAgt',
    'UltmtDbtr',
    'ChrgBr',
    'ChrgsAcct',
    'ChrgsAcctAgt',
    'CdtTrfTxInf!',
  ],
  CdtTrfTxInf: [
    'PmtId!',
    'PmtTpInf',
    'Amt!',
    'XchgRateInf',
    'ChrgBr',
    'ChqInstr',
    'UltmtDbtr',
    'IntrmyAgt1',
    'IntrmyAgt1Acct',
    'IntrmyAgt2',
    'IntrmyAgt2Acct',
    'IntrmyAgt3',
    'IntrmyAgt3Acct',
    'CdtrAgt',
    'CdtrAgtAcct',
    'Cdtr',
    'CdtrAcct',
    'UltmtCdtr',
    'InstrForCdtrAgt',
    'InstrForDbtrAgt',
    'Purp',
    'RgltryRptg',
    'Tax',
    'RltdRmtInf',
    'RmtInf',
  ],
  PmtId: ['InstrId', 'EndToEndId!'],
};

type Ordered = Record<string, unknown>[];
const nameOf = (node: Record<string, unknown>) => Object.keys(node).find((k) => k !== ':@' && k !== '#text');

/** Every block of the file, its children's names in document order, checked against the schema's sequence. */
const checkOrder = (nodes: Ordered): void => {
  for (const node of nodes) {
    const name = nameOf(node);
    if (!name) continue;
    const children = node[name] as Ordered;
    const sequence = SEQUENCES[name];
    if (sequence) {
      const names = children.map(nameOf).filter((n): n is string => n !== undefined);
      const order = sequence.map((s) => s.replace('!', ''));
      const positions = names.map((n) => order.indexOf(n));
      expect(positions, `${name}: ${names.join(', ')}`).not.toContain(-1);
      expect(
        [...positions].sort((a, b) => a - b),
        `${name} in the schema's order`,
      ).toEqual(positions);
      for (const required of sequence.filter((s) => s.endsWith('!')).map((s) => s.slice(0, -1)))
        expect(names, `${name} needs ${required}`).toContain(required);
    }
    checkOrder(children);
  }
};

const maxLength = (value: unknown, max: number, what: string) => {
  expect(typeof value === 'string' || typeof value === 'number', what).toBe(true);
  expect(String(value).length, what).toBeGreaterThan(0);
  expect(String(value).length, what).toBeLessThanOrEqual(max);
};

export interface CheckedTransfer {
  readonly endToEndId: string;
  readonly amount: string;
  readonly iban: string;
  readonly name: string;
}

export const checkPain001 = (xml: string): { count: number; transfers: CheckedTransfer[] } => {
  expect(XMLValidator.validate(xml)).toBe(true);
  if (existsSync('/usr/bin/xmllint')) execFileSync('/usr/bin/xmllint', ['--noout', '-'], { input: xml });
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    isArray: (name) => name === 'PmtInf' || name === 'CdtTrfTxInf',
  });
  const doc = parser.parse(xml) as { Document: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed document is checked field by field below
  expect(doc.Document['@_xmlns']).toBe(NAMESPACE);
  const root = new XMLParser({ preserveOrder: true, ignoreAttributes: true }).parse(xml) as Ordered;
  checkOrder(root);

  const init = doc.Document.CstmrCdtTrfInitn;
  const header = init.GrpHdr;
  maxLength(header.MsgId, 35, 'MsgId');
  expect(header.CreDtTm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  maxLength(header.InitgPty.Nm, 70, 'InitgPty/Nm');
  const transfers: CheckedTransfer[] = [];
  let cents = 0;
  for (const block of init.PmtInf) {
    maxLength(block.PmtInfId, 35, 'PmtInfId');
    expect(block.PmtMtd).toBe('TRF');
    expect(block.PmtTpInf.SvcLvl.Cd).toBe('SEPA');
    expect(block.ReqdExctnDt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    maxLength(block.Dbtr.Nm, 70, 'Dbtr/Nm');
    expect(block.DbtrAcct.Id.IBAN).toMatch(IBAN);
    expect(isValidIBAN(block.DbtrAcct.Id.IBAN)).toBe(true);
    const agent = block.DbtrAgt.FinInstnId;
    if (agent.BIC !== undefined) expect(agent.BIC).toMatch(BIC);
    else expect(agent.Othr.Id).toBe('NOTPROVIDED');
    expect(block.ChrgBr).toBe('SLEV');
    let blockCents = 0;
    for (const tx of block.CdtTrfTxInf) {
      maxLength(tx.PmtId.EndToEndId, 35, 'EndToEndId');
      const amount = tx.Amt.InstdAmt;
      expect(amount['@_Ccy']).toBe('EUR');
      expect(amount['#text']).toMatch(AMOUNT);
      expect(Number(amount['#text'])).toBeGreaterThan(0);
      blockCents += Math.round(Number(amount['#text']) * 100);
      maxLength(tx.Cdtr.Nm, 70, 'Cdtr/Nm');
      expect(tx.CdtrAcct.Id.IBAN).toMatch(IBAN);
      expect(isValidIBAN(tx.CdtrAcct.Id.IBAN)).toBe(true);
      if (tx.RmtInf) maxLength(tx.RmtInf.Ustrd, 140, 'Ustrd');
      transfers.push({ endToEndId: tx.PmtId.EndToEndId, amount: amount['#text'], iban: tx.CdtrAcct.Id.IBAN, name: tx.Cdtr.Nm });
    }
    expect(Number(block.NbOfTxs)).toBe(block.CdtTrfTxInf.length);
    expect(block.CtrlSum).toBe((blockCents / 100).toFixed(2));
    cents += blockCents;
  }
  expect(Number(header.NbOfTxs)).toBe(transfers.length);
  expect(header.CtrlSum).toBe((cents / 100).toFixed(2));
  return { count: transfers.length, transfers };
};

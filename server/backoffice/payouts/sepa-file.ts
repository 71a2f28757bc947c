/**
 * A payout run's SEPA credit-transfer file, ISO 20022 pain.001.001.03 (docs/rules/artists.md#payouts),
 * written with fast-xml-parser's builder: one payment block from the shop's account, one transfer
 * per paid artist, the creditor named by IBAN alone (SEPA needs no BIC inside the EEA).
 */
import { XMLBuilder } from 'fast-xml-parser';
import { eurAmountText, PAYOUT_CURRENCY } from '../../../src/domain/payouts/index.js';

export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

export interface SepaTransfer {
  readonly reference: string;
  /** Euro cents. */
  readonly amount: number;
  readonly name: string;
  readonly iban: string;
  readonly remittance: string;
}

export interface SepaFile {
  readonly messageId: string;
  readonly createdAt: Date;
  readonly executionDate: string;
  readonly debtor: { readonly name: string; readonly iban: string; readonly bic: string | undefined };
  readonly transfers: readonly SepaTransfer[];
}

/**
 * Text as the SEPA character set carries it (Latin letters, digits and / - ? : ( ) . , ' + and
 * space): accents dropped, ß as ss, anything else a space, cut to the field's length.
 */
export const sepaText = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

export const pain001 = (file: SepaFile): string => {
  const total = file.transfers.reduce((s, t) => s + t.amount, 0);
  const count = String(file.transfers.length);
  const sum = eurAmountText(total);
  const debtorAgent = file.debtor.bic ? { BIC: file.debtor.bic } : { Othr: { Id: 'NOTPROVIDED' } };
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Document: {
      '@_xmlns': PAIN_001_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      CstmrCdtTrfInitn: {
        GrpHdr: {
          MsgId: file.messageId,
          CreDtTm: file.createdAt.toISOString().slice(0, 19),
          NbOfTxs: count,
          CtrlSum: sum,
          InitgPty: { Nm: sepaText(file.debtor.name, 70) },
        },
        PmtInf: {
          PmtInfId: `${file.messageId}-1`.slice(0, 35),
          PmtMtd: 'TRF',
          BtchBookg: 'true',
          NbOfTxs: count,
          CtrlSum: sum,
          PmtTpInf: { SvcLvl: { Cd: 'SEPA' } },
          ReqdExctnDt: file.executionDate,
          Dbtr: { Nm: sepaText(file.debtor.name, 70) },
          DbtrAcct: { Id: { IBAN: file.debtor.iban } },
          DbtrAgt: { FinInstnId: debtorAgent },
          ChrgBr: 'SLEV',
          CdtTrfTxInf: file.transfers.map((t) => ({
            PmtId: { EndToEndId: t.reference },
            Amt: { InstdAmt: { '@_Ccy': PAYOUT_CURRENCY, '#text': eurAmountText(t.amount) } },
            Cdtr: { Nm: sepaText(t.name, 70) },
            CdtrAcct: { Id: { IBAN: t.iban } },
            RmtInf: { Ustrd: sepaText(t.remittance, 140) },
          })),
        },
      },
    },
  };
  return builder.build(document) as string;
};

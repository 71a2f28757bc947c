/**
 * The words of an artist's payout statement in every store language (docs/rules/artists.md#payouts);
 * `{…}` placeholders are filled in by statement-mail.ts.
 */
import type { Language } from '../../../src/domain/stores/stores.js';

export interface StatementTexts {
  readonly subject: string;
  readonly hello: string;
  readonly intro: string;
  readonly amount: string;
  readonly reference: string;
  readonly account: string;
  readonly outro: string;
  readonly signoff: string;
}

export const STATEMENT_TEXTS: Readonly<Record<Language, StatementTexts>> = {
  en: {
    subject: 'Your payout {reference}',
    hello: 'Hello {name},',
    intro: 'We have paid out your earnings for {from} to {to}.',
    amount: 'Amount',
    reference: 'Reference',
    account: 'To account',
    outro: 'The transfer reaches your bank within a few working days. Your sales page shows it in your ledger.',
    signoff: 'Best wishes from Atelier Posters',
  },
  de: {
    subject: 'Deine Auszahlung {reference}',
    hello: 'Hallo {name},',
    intro: 'Wir haben deine Einnahmen vom {from} bis {to} ausgezahlt.',
    amount: 'Betrag',
    reference: 'Referenz',
    account: 'Auf das Konto',
    outro: 'Die Überweisung erreicht deine Bank in wenigen Werktagen. Deine Verkaufsseite zeigt sie in deinem Konto.',
    signoff: 'Viele Grüße von Atelier Posters',
  },
  fr: {
    subject: 'Votre versement {reference}',
    hello: 'Bonjour {name},',
    intro: 'Nous avons versé vos gains du {from} au {to}.',
    amount: 'Montant',
    reference: 'Référence',
    account: 'Sur le compte',
    outro: 'Le virement arrive sur votre compte en quelques jours ouvrés. Votre page des ventes l’affiche dans votre relevé.',
    signoff: 'Bien à vous, Atelier Posters',
  },
  es: {
    subject: 'Tu pago {reference}',
    hello: 'Hola, {name}:',
    intro: 'Hemos pagado tus ganancias del {from} al {to}.',
    amount: 'Importe',
    reference: 'Referencia',
    account: 'A la cuenta',
    outro: 'La transferencia llegará a tu banco en pocos días hábiles. Tu página de ventas la muestra en tu registro.',
    signoff: 'Un saludo de Atelier Posters',
  },
  it: {
    subject: 'Il tuo pagamento {reference}',
    hello: 'Ciao {name},',
    intro: 'Abbiamo pagato i tuoi guadagni dal {from} al {to}.',
    amount: 'Importo',
    reference: 'Riferimento',
    account: 'Sul conto',
    outro: 'Il bonifico arriva alla tua banca in pochi giorni lavorativi. La tua pagina delle vendite lo mostra nel registro.',
    signoff: 'Un caro saluto da Atelier Posters',
  },
  nl: {
    subject: 'Je uitbetaling {reference}',
    hello: 'Hallo {name},',
    intro: 'We hebben je inkomsten van {from} tot en met {to} uitbetaald.',
    amount: 'Bedrag',
    reference: 'Kenmerk',
    account: 'Naar rekening',
    outro: 'De overboeking staat binnen enkele werkdagen op je rekening. Je verkooppagina toont haar in je overzicht.',
    signoff: 'Hartelijke groet van Atelier Posters',
  },
  sv: {
    subject: 'Din utbetalning {reference}',
    hello: 'Hej {name},',
    intro: 'Vi har betalat ut dina intäkter för {from} till {to}.',
    amount: 'Belopp',
    reference: 'Referens',
    account: 'Till konto',
    outro: 'Överföringen når din bank inom några bankdagar. Din försäljningssida visar den i ditt konto.',
    signoff: 'Vänliga hälsningar från Atelier Posters',
  },
  da: {
    subject: 'Din udbetaling {reference}',
    hello: 'Hej {name},',
    intro: 'Vi har udbetalt din indtjening for {from} til {to}.',
    amount: 'Beløb',
    reference: 'Reference',
    account: 'Til konto',
    outro: 'Overførslen når din bank inden for få hverdage. Din salgsside viser den i din oversigt.',
    signoff: 'Venlig hilsen fra Atelier Posters',
  },
  nb: {
    subject: 'Din utbetaling {reference}',
    hello: 'Hei {name},',
    intro: 'Vi har betalt ut inntektene dine for {from} til {to}.',
    amount: 'Beløp',
    reference: 'Referanse',
    account: 'Til konto',
    outro: 'Overføringen kommer til banken din innen noen virkedager. Salgssiden din viser den i oversikten.',
    signoff: 'Vennlig hilsen fra Atelier Posters',
  },
  fi: {
    subject: 'Maksusi {reference}',
    hello: 'Hei {name},',
    intro: 'Olemme maksaneet tulosi ajalta {from}–{to}.',
    amount: 'Summa',
    reference: 'Viite',
    account: 'Tilille',
    outro: 'Siirto on pankissasi muutaman pankkipäivän kuluessa. Myyntisivusi näyttää sen tilitapahtumissa.',
    signoff: 'Terveisin Atelier Posters',
  },
  pl: {
    subject: 'Twoja wypłata {reference}',
    hello: 'Cześć {name},',
    intro: 'Wypłaciliśmy Twoje zarobki za okres {from}–{to}.',
    amount: 'Kwota',
    reference: 'Tytuł',
    account: 'Na konto',
    outro: 'Przelew dotrze do Twojego banku w ciągu kilku dni roboczych. Strona sprzedaży pokazuje go w historii.',
    signoff: 'Pozdrawiamy, Atelier Posters',
  },
  cs: {
    subject: 'Vaše výplata {reference}',
    hello: 'Dobrý den, {name},',
    intro: 'Vyplatili jsme vaše výdělky za období {from}–{to}.',
    amount: 'Částka',
    reference: 'Reference',
    account: 'Na účet',
    outro: 'Převod dorazí do vaší banky během několika pracovních dnů. Stránka prodejů jej ukazuje v přehledu.',
    signoff: 'S pozdravem Atelier Posters',
  },
  hu: {
    subject: 'Kifizetésed: {reference}',
    hello: 'Kedves {name}!',
    intro: 'Kifizettük a(z) {from} és {to} közötti bevételedet.',
    amount: 'Összeg',
    reference: 'Hivatkozás',
    account: 'Számlára',
    outro: 'Az átutalás néhány munkanapon belül megérkezik a bankodba. Az eladások oldalad mutatja a kimutatásban.',
    signoff: 'Üdvözlettel: Atelier Posters',
  },
  pt: {
    subject: 'O seu pagamento {reference}',
    hello: 'Olá, {name},',
    intro: 'Pagámos os seus ganhos de {from} a {to}.',
    amount: 'Montante',
    reference: 'Referência',
    account: 'Para a conta',
    outro: 'A transferência chega ao seu banco em poucos dias úteis. A sua página de vendas mostra-a no seu registo.',
    signoff: 'Cumprimentos da Atelier Posters',
  },
  ro: {
    subject: 'Plata ta {reference}',
    hello: 'Bună, {name},',
    intro: 'Ți-am plătit câștigurile din perioada {from}–{to}.',
    amount: 'Sumă',
    reference: 'Referință',
    account: 'În contul',
    outro: 'Transferul ajunge la banca ta în câteva zile lucrătoare. Pagina ta de vânzări îl arată în registru.',
    signoff: 'Cu drag, Atelier Posters',
  },
};

/**
 * The sandbox provider's own words in the store's language, beside the form's (sandbox-texts.ts):
 * the notices when a payment cannot complete (the order changed, sold out or lost a gift card's
 * balance meanwhile), the "payment received" hand-over and the receipt the shop's confirmation
 * page embeds. A real provider speaks the shopper's language on all of its pages.
 */
import type { Language } from '../../../src/domain/stores/stores.js';
import type { CompletionFailure } from '../../orders/checkout-provider.port.js';
import { fill } from './sandbox-texts.js';

export interface ProviderTexts {
  readonly correctFields: string;
  /** `{item}` (a SKU, or anItem) and `{code}` (a gift card) are filled in. */
  readonly failures: Readonly<Record<CompletionFailure['code'], string>>;
  readonly anItem: string;
  readonly receiptTitle: string;
  readonly thanks: string;
  readonly orderNumber: string;
  readonly subtotal: string;
  readonly discounts: string;
  readonly paidWithGiftCards: string;
  readonly totalPaid: string;
  readonly yourGiftCards: string;
  readonly keepCodesSafe: string;
  readonly withMargin: string;
  readonly withoutMargin: string;
  readonly blackAndWhite: string;
  readonly paymentReceived: string;
  readonly paymentReceivedHeading: string;
  readonly orderConfirmed: string;
  readonly continueToConfirmation: string;
}

const T: Record<Language, ProviderTexts> = {
  en: {
    correctFields: 'Please correct the fields marked below.',
    failures: {
      'ORDER.NOT_FOUND': 'This checkout session does not exist.',
      'ORDER.ALREADY_COMPLETE': 'This order is already paid.',
      'ORDER.EMPTY': 'Your order has no items. Return to the shop and add some.',
      'ORDER.CHANGED': 'Your order changed while you were paying. Check the new total and pay again. Your card was not charged.',
      'ORDER.NOT_FOR_SALE': 'An item in your order is no longer for sale. Return to the shop and update your cart.',
      'ORDER.OUT_OF_STOCK': 'Sorry, {item} is no longer in stock in that quantity. Your card was not charged.',
      'ORDER.PAYMENT_REJECTED': 'Please correct the fields marked below.',
      'ORDER.GIFT_CARD_BALANCE':
        'The balance of gift card {code} was used in the meantime. Check the new total and pay again. Your card was not charged.',
    },
    anItem: 'an item',
    receiptTitle: 'Order confirmation',
    thanks: 'Thank you for your order',
    orderNumber: 'Order {id}',
    subtotal: 'Subtotal',
    discounts: 'Discounts',
    paidWithGiftCards: 'Paid with gift cards',
    totalPaid: 'Total paid',
    yourGiftCards: 'Your gift cards',
    keepCodesSafe: 'Keep these codes safe: anyone who has a code can spend its balance.',
    withMargin: 'with white margin',
    withoutMargin: 'without margin',
    blackAndWhite: 'black and white',
    paymentReceived: 'Payment received',
    paymentReceivedHeading: 'Thank you – payment received',
    orderConfirmed: 'Your order is confirmed.',
    continueToConfirmation: 'Continue to your order confirmation',
  },
  de: {
    correctFields: 'Bitte korrigiere die markierten Felder.',
    failures: {
      'ORDER.NOT_FOUND': 'Diese Bezahlsitzung gibt es nicht.',
      'ORDER.ALREADY_COMPLETE': 'Diese Bestellung ist bereits bezahlt.',
      'ORDER.EMPTY': 'Deine Bestellung enthält keine Artikel. Geh zurück in den Shop und füge welche hinzu.',
      'ORDER.CHANGED':
        'Deine Bestellung hat sich während des Bezahlens geändert. Prüfe den neuen Betrag und bezahle erneut. Deine Karte wurde nicht belastet.',
      'ORDER.NOT_FOR_SALE':
        'Ein Artikel deiner Bestellung ist nicht mehr erhältlich. Geh zurück in den Shop und aktualisiere deinen Warenkorb.',
      'ORDER.OUT_OF_STOCK': 'Leider ist {item} in dieser Menge nicht mehr vorrätig. Deine Karte wurde nicht belastet.',
      'ORDER.PAYMENT_REJECTED': 'Bitte korrigiere die markierten Felder.',
      'ORDER.GIFT_CARD_BALANCE':
        'Das Guthaben des Gutscheins {code} wurde inzwischen verwendet. Prüfe den neuen Betrag und bezahle erneut. Deine Karte wurde nicht belastet.',
    },
    anItem: 'ein Artikel',
    receiptTitle: 'Bestellbestätigung',
    thanks: 'Vielen Dank für deine Bestellung',
    orderNumber: 'Bestellung {id}',
    subtotal: 'Zwischensumme',
    discounts: 'Rabatte',
    paidWithGiftCards: 'Mit Gutscheinen bezahlt',
    totalPaid: 'Bezahlt insgesamt',
    yourGiftCards: 'Deine Gutscheine',
    keepCodesSafe: 'Bewahre diese Codes sicher auf: Wer einen Code hat, kann sein Guthaben ausgeben.',
    withMargin: 'mit weißem Rand',
    withoutMargin: 'ohne Rand',
    blackAndWhite: 'schwarz-weiß',
    paymentReceived: 'Zahlung erhalten',
    paymentReceivedHeading: 'Danke – Zahlung erhalten',
    orderConfirmed: 'Deine Bestellung ist bestätigt.',
    continueToConfirmation: 'Weiter zu deiner Bestellbestätigung',
  },
  fr: {
    correctFields: 'Veuillez corriger les champs signalés ci-dessous.',
    failures: {
      'ORDER.NOT_FOUND': 'Cette session de paiement n’existe pas.',
      'ORDER.ALREADY_COMPLETE': 'Cette commande est déjà payée.',
      'ORDER.EMPTY': 'Votre commande ne contient aucun article. Retournez à la boutique pour en ajouter.',
      'ORDER.CHANGED':
        'Votre commande a changé pendant le paiement. Vérifiez le nouveau total et payez à nouveau. Votre carte n’a pas été débitée.',
      'ORDER.NOT_FOR_SALE':
        'Un article de votre commande n’est plus en vente. Retournez à la boutique et mettez à jour votre panier.',
      'ORDER.OUT_OF_STOCK': 'Désolé, {item} n’est plus disponible dans cette quantité. Votre carte n’a pas été débitée.',
      'ORDER.PAYMENT_REJECTED': 'Veuillez corriger les champs signalés ci-dessous.',
      'ORDER.GIFT_CARD_BALANCE':
        'Le solde de la carte cadeau {code} a été utilisé entre-temps. Vérifiez le nouveau total et payez à nouveau. Votre carte n’a pas été débitée.',
    },
    anItem: 'un article',
    receiptTitle: 'Confirmation de commande',
    thanks: 'Merci pour votre commande',
    orderNumber: 'Commande {id}',
    subtotal: 'Sous-total',
    discounts: 'Remises',
    paidWithGiftCards: 'Payé par cartes cadeaux',
    totalPaid: 'Total payé',
    yourGiftCards: 'Vos cartes cadeaux',
    keepCodesSafe: 'Conservez ces codes en lieu sûr : toute personne qui possède un code peut en dépenser le solde.',
    withMargin: 'avec marge blanche',
    withoutMargin: 'sans marge',
    blackAndWhite: 'noir et blanc',
    paymentReceived: 'Paiement reçu',
    paymentReceivedHeading: 'Merci – paiement reçu',
    orderConfirmed: 'Votre commande est confirmée.',
    continueToConfirmation: 'Voir la confirmation de votre commande',
  },
  es: {
    correctFields: 'Corrige los campos marcados abajo.',
    failures: {
      'ORDER.NOT_FOUND': 'Esta sesión de pago no existe.',
      'ORDER.ALREADY_COMPLETE': 'Este pedido ya está pagado.',
      'ORDER.EMPTY': 'Tu pedido no tiene artículos. Vuelve a la tienda y añade alguno.',
      'ORDER.CHANGED':
        'Tu pedido cambió mientras pagabas. Revisa el nuevo total y vuelve a pagar. No se ha cobrado nada en tu tarjeta.',
      'ORDER.NOT_FOR_SALE': 'Un artículo de tu pedido ya no está a la venta. Vuelve a la tienda y actualiza tu carrito.',
      'ORDER.OUT_OF_STOCK': 'Lo sentimos, {item} ya no está disponible en esa cantidad. No se ha cobrado nada en tu tarjeta.',
      'ORDER.PAYMENT_REJECTED': 'Corrige los campos marcados abajo.',
      'ORDER.GIFT_CARD_BALANCE':
        'El saldo de la tarjeta regalo {code} se ha usado mientras tanto. Revisa el nuevo total y vuelve a pagar. No se ha cobrado nada en tu tarjeta.',
    },
    anItem: 'un artículo',
    receiptTitle: 'Confirmación del pedido',
    thanks: 'Gracias por tu pedido',
    orderNumber: 'Pedido {id}',
    subtotal: 'Subtotal',
    discounts: 'Descuentos',
    paidWithGiftCards: 'Pagado con tarjetas regalo',
    totalPaid: 'Total pagado',
    yourGiftCards: 'Tus tarjetas regalo',
    keepCodesSafe: 'Guarda estos códigos en un lugar seguro: quien tenga un código puede gastar su saldo.',
    withMargin: 'con margen blanco',
    withoutMargin: 'sin margen',
    blackAndWhite: 'blanco y negro',
    paymentReceived: 'Pago recibido',
    paymentReceivedHeading: 'Gracias – pago recibido',
    orderConfirmed: 'Tu pedido está confirmado.',
    continueToConfirmation: 'Ir a la confirmación de tu pedido',
  },
  it: {
    correctFields: 'Correggi i campi indicati qui sotto.',
    failures: {
      'ORDER.NOT_FOUND': 'Questa sessione di pagamento non esiste.',
      'ORDER.ALREADY_COMPLETE': 'Questo ordine è già stato pagato.',
      'ORDER.EMPTY': 'Il tuo ordine non contiene articoli. Torna al negozio e aggiungine qualcuno.',
      'ORDER.CHANGED':
        'Il tuo ordine è cambiato durante il pagamento. Controlla il nuovo totale e paga di nuovo. La tua carta non è stata addebitata.',
      'ORDER.NOT_FOR_SALE': 'Un articolo del tuo ordine non è più in vendita. Torna al negozio e aggiorna il carrello.',
      'ORDER.OUT_OF_STOCK': 'Ci dispiace, {item} non è più disponibile in questa quantità. La tua carta non è stata addebitata.',
      'ORDER.PAYMENT_REJECTED': 'Correggi i campi indicati qui sotto.',
      'ORDER.GIFT_CARD_BALANCE':
        'Il saldo della carta regalo {code} è stato usato nel frattempo. Controlla il nuovo totale e paga di nuovo. La tua carta non è stata addebitata.',
    },
    anItem: 'un articolo',
    receiptTitle: 'Conferma dell’ordine',
    thanks: 'Grazie per il tuo ordine',
    orderNumber: 'Ordine {id}',
    subtotal: 'Subtotale',
    discounts: 'Sconti',
    paidWithGiftCards: 'Pagato con carte regalo',
    totalPaid: 'Totale pagato',
    yourGiftCards: 'Le tue carte regalo',
    keepCodesSafe: 'Conserva questi codici al sicuro: chiunque abbia un codice può spenderne il saldo.',
    withMargin: 'con margine bianco',
    withoutMargin: 'senza margine',
    blackAndWhite: 'bianco e nero',
    paymentReceived: 'Pagamento ricevuto',
    paymentReceivedHeading: 'Grazie – pagamento ricevuto',
    orderConfirmed: 'Il tuo ordine è confermato.',
    continueToConfirmation: 'Vai alla conferma del tuo ordine',
  },
  nl: {
    correctFields: 'Verbeter de hieronder gemarkeerde velden.',
    failures: {
      'ORDER.NOT_FOUND': 'Deze betaalsessie bestaat niet.',
      'ORDER.ALREADY_COMPLETE': 'Deze bestelling is al betaald.',
      'ORDER.EMPTY': 'Je bestelling bevat geen artikelen. Ga terug naar de winkel en voeg er een paar toe.',
      'ORDER.CHANGED':
        'Je bestelling is tijdens het betalen gewijzigd. Controleer het nieuwe totaal en betaal opnieuw. Je kaart is niet belast.',
      'ORDER.NOT_FOR_SALE':
        'Een artikel in je bestelling is niet meer te koop. Ga terug naar de winkel en werk je winkelwagen bij.',
      'ORDER.OUT_OF_STOCK': 'Sorry, {item} is niet meer in die hoeveelheid op voorraad. Je kaart is niet belast.',
      'ORDER.PAYMENT_REJECTED': 'Verbeter de hieronder gemarkeerde velden.',
      'ORDER.GIFT_CARD_BALANCE':
        'Het saldo van cadeaukaart {code} is intussen gebruikt. Controleer het nieuwe totaal en betaal opnieuw. Je kaart is niet belast.',
    },
    anItem: 'een artikel',
    receiptTitle: 'Orderbevestiging',
    thanks: 'Bedankt voor je bestelling',
    orderNumber: 'Bestelling {id}',
    subtotal: 'Subtotaal',
    discounts: 'Kortingen',
    paidWithGiftCards: 'Betaald met cadeaukaarten',
    totalPaid: 'Totaal betaald',
    yourGiftCards: 'Je cadeaukaarten',
    keepCodesSafe: 'Bewaar deze codes goed: iedereen met een code kan het saldo uitgeven.',
    withMargin: 'met witte rand',
    withoutMargin: 'zonder rand',
    blackAndWhite: 'zwart-wit',
    paymentReceived: 'Betaling ontvangen',
    paymentReceivedHeading: 'Bedankt – betaling ontvangen',
    orderConfirmed: 'Je bestelling is bevestigd.',
    continueToConfirmation: 'Naar je orderbevestiging',
  },
  sv: {
    correctFields: 'Rätta fälten som är markerade nedan.',
    failures: {
      'ORDER.NOT_FOUND': 'Den här betalningssessionen finns inte.',
      'ORDER.ALREADY_COMPLETE': 'Den här beställningen är redan betald.',
      'ORDER.EMPTY': 'Din beställning har inga varor. Gå tillbaka till butiken och lägg till några.',
      'ORDER.CHANGED':
        'Din beställning ändrades medan du betalade. Kontrollera den nya summan och betala igen. Ditt kort har inte debiterats.',
      'ORDER.NOT_FOR_SALE': 'En vara i din beställning säljs inte längre. Gå tillbaka till butiken och uppdatera din varukorg.',
      'ORDER.OUT_OF_STOCK': 'Tyvärr finns {item} inte längre i lager i den mängden. Ditt kort har inte debiterats.',
      'ORDER.PAYMENT_REJECTED': 'Rätta fälten som är markerade nedan.',
      'ORDER.GIFT_CARD_BALANCE':
        'Saldot på presentkortet {code} har använts under tiden. Kontrollera den nya summan och betala igen. Ditt kort har inte debiterats.',
    },
    anItem: 'en vara',
    receiptTitle: 'Orderbekräftelse',
    thanks: 'Tack för din beställning',
    orderNumber: 'Beställning {id}',
    subtotal: 'Delsumma',
    discounts: 'Rabatter',
    paidWithGiftCards: 'Betalat med presentkort',
    totalPaid: 'Totalt betalt',
    yourGiftCards: 'Dina presentkort',
    keepCodesSafe: 'Förvara koderna säkert: den som har en kod kan använda dess saldo.',
    withMargin: 'med vit marginal',
    withoutMargin: 'utan marginal',
    blackAndWhite: 'svartvit',
    paymentReceived: 'Betalning mottagen',
    paymentReceivedHeading: 'Tack – betalningen är mottagen',
    orderConfirmed: 'Din beställning är bekräftad.',
    continueToConfirmation: 'Till din orderbekräftelse',
  },
  da: {
    correctFields: 'Ret de markerede felter nedenfor.',
    failures: {
      'ORDER.NOT_FOUND': 'Denne betalingssession findes ikke.',
      'ORDER.ALREADY_COMPLETE': 'Denne ordre er allerede betalt.',
      'ORDER.EMPTY': 'Din ordre har ingen varer. Gå tilbage til butikken og tilføj nogle.',
      'ORDER.CHANGED':
        'Din ordre blev ændret, mens du betalte. Tjek det nye beløb, og betal igen. Dit kort er ikke blevet trukket.',
      'ORDER.NOT_FOR_SALE': 'En vare i din ordre sælges ikke længere. Gå tilbage til butikken, og opdater din kurv.',
      'ORDER.OUT_OF_STOCK': 'Desværre er {item} ikke længere på lager i det antal. Dit kort er ikke blevet trukket.',
      'ORDER.PAYMENT_REJECTED': 'Ret de markerede felter nedenfor.',
      'ORDER.GIFT_CARD_BALANCE':
        'Saldoen på gavekortet {code} er blevet brugt i mellemtiden. Tjek det nye beløb, og betal igen. Dit kort er ikke blevet trukket.',
    },
    anItem: 'en vare',
    receiptTitle: 'Ordrebekræftelse',
    thanks: 'Tak for din ordre',
    orderNumber: 'Ordre {id}',
    subtotal: 'Subtotal',
    discounts: 'Rabatter',
    paidWithGiftCards: 'Betalt med gavekort',
    totalPaid: 'Betalt i alt',
    yourGiftCards: 'Dine gavekort',
    keepCodesSafe: 'Opbevar koderne sikkert: Alle med en kode kan bruge saldoen.',
    withMargin: 'med hvid kant',
    withoutMargin: 'uden kant',
    blackAndWhite: 'sort-hvid',
    paymentReceived: 'Betaling modtaget',
    paymentReceivedHeading: 'Tak – betalingen er modtaget',
    orderConfirmed: 'Din ordre er bekræftet.',
    continueToConfirmation: 'Videre til din ordrebekræftelse',
  },
  nb: {
    correctFields: 'Rett feltene som er merket nedenfor.',
    failures: {
      'ORDER.NOT_FOUND': 'Denne betalingsøkten finnes ikke.',
      'ORDER.ALREADY_COMPLETE': 'Denne bestillingen er allerede betalt.',
      'ORDER.EMPTY': 'Bestillingen din har ingen varer. Gå tilbake til butikken og legg til noen.',
      'ORDER.CHANGED':
        'Bestillingen din ble endret mens du betalte. Sjekk den nye summen og betal på nytt. Kortet ditt er ikke belastet.',
      'ORDER.NOT_FOR_SALE': 'En vare i bestillingen din selges ikke lenger. Gå tilbake til butikken og oppdater handlekurven.',
      'ORDER.OUT_OF_STOCK': 'Beklager, {item} er ikke lenger på lager i det antallet. Kortet ditt er ikke belastet.',
      'ORDER.PAYMENT_REJECTED': 'Rett feltene som er merket nedenfor.',
      'ORDER.GIFT_CARD_BALANCE':
        'Saldoen på gavekortet {code} er brukt i mellomtiden. Sjekk den nye summen og betal på nytt. Kortet ditt er ikke belastet.',
    },
    anItem: 'en vare',
    receiptTitle: 'Ordrebekreftelse',
    thanks: 'Takk for bestillingen',
    orderNumber: 'Bestilling {id}',
    subtotal: 'Delsum',
    discounts: 'Rabatter',
    paidWithGiftCards: 'Betalt med gavekort',
    totalPaid: 'Totalt betalt',
    yourGiftCards: 'Gavekortene dine',
    keepCodesSafe: 'Ta godt vare på kodene: Alle som har en kode, kan bruke saldoen.',
    withMargin: 'med hvit marg',
    withoutMargin: 'uten marg',
    blackAndWhite: 'svart-hvitt',
    paymentReceived: 'Betaling mottatt',
    paymentReceivedHeading: 'Takk – betalingen er mottatt',
    orderConfirmed: 'Bestillingen din er bekreftet.',
    continueToConfirmation: 'Gå til ordrebekreftelsen',
  },
  fi: {
    correctFields: 'Korjaa alla merkityt kentät.',
    failures: {
      'ORDER.NOT_FOUND': 'Tätä maksuistuntoa ei ole.',
      'ORDER.ALREADY_COMPLETE': 'Tämä tilaus on jo maksettu.',
      'ORDER.EMPTY': 'Tilauksessasi ei ole tuotteita. Palaa kauppaan ja lisää tuotteita.',
      'ORDER.CHANGED': 'Tilauksesi muuttui maksun aikana. Tarkista uusi summa ja maksa uudelleen. Korttiasi ei veloitettu.',
      'ORDER.NOT_FOR_SALE': 'Tilauksesi tuote ei ole enää myynnissä. Palaa kauppaan ja päivitä ostoskorisi.',
      'ORDER.OUT_OF_STOCK': 'Valitettavasti {item} ei ole enää varastossa tätä määrää. Korttiasi ei veloitettu.',
      'ORDER.PAYMENT_REJECTED': 'Korjaa alla merkityt kentät.',
      'ORDER.GIFT_CARD_BALANCE':
        'Lahjakortin {code} saldo on käytetty sillä välin. Tarkista uusi summa ja maksa uudelleen. Korttiasi ei veloitettu.',
    },
    anItem: 'tuote',
    receiptTitle: 'Tilausvahvistus',
    thanks: 'Kiitos tilauksestasi',
    orderNumber: 'Tilaus {id}',
    subtotal: 'Välisumma',
    discounts: 'Alennukset',
    paidWithGiftCards: 'Maksettu lahjakorteilla',
    totalPaid: 'Maksettu yhteensä',
    yourGiftCards: 'Lahjakorttisi',
    keepCodesSafe: 'Säilytä koodit turvassa: kuka tahansa, jolla on koodi, voi käyttää sen saldon.',
    withMargin: 'valkoisella reunuksella',
    withoutMargin: 'ilman reunusta',
    blackAndWhite: 'mustavalkoinen',
    paymentReceived: 'Maksu vastaanotettu',
    paymentReceivedHeading: 'Kiitos – maksu vastaanotettu',
    orderConfirmed: 'Tilauksesi on vahvistettu.',
    continueToConfirmation: 'Siirry tilausvahvistukseen',
  },
  pl: {
    correctFields: 'Popraw zaznaczone pola poniżej.',
    failures: {
      'ORDER.NOT_FOUND': 'Ta sesja płatności nie istnieje.',
      'ORDER.ALREADY_COMPLETE': 'To zamówienie jest już opłacone.',
      'ORDER.EMPTY': 'Twoje zamówienie nie ma produktów. Wróć do sklepu i dodaj jakieś.',
      'ORDER.CHANGED':
        'Twoje zamówienie zmieniło się w trakcie płatności. Sprawdź nową kwotę i zapłać ponownie. Karta nie została obciążona.',
      'ORDER.NOT_FOR_SALE': 'Jeden z produktów w zamówieniu nie jest już w sprzedaży. Wróć do sklepu i zaktualizuj koszyk.',
      'ORDER.OUT_OF_STOCK': 'Niestety {item} nie jest już dostępny w tej ilości. Karta nie została obciążona.',
      'ORDER.PAYMENT_REJECTED': 'Popraw zaznaczone pola poniżej.',
      'ORDER.GIFT_CARD_BALANCE':
        'Saldo karty podarunkowej {code} zostało w międzyczasie wykorzystane. Sprawdź nową kwotę i zapłać ponownie. Karta nie została obciążona.',
    },
    anItem: 'produkt',
    receiptTitle: 'Potwierdzenie zamówienia',
    thanks: 'Dziękujemy za zamówienie',
    orderNumber: 'Zamówienie {id}',
    subtotal: 'Suma częściowa',
    discounts: 'Rabaty',
    paidWithGiftCards: 'Zapłacono kartami podarunkowymi',
    totalPaid: 'Zapłacono łącznie',
    yourGiftCards: 'Twoje karty podarunkowe',
    keepCodesSafe: 'Przechowuj te kody bezpiecznie: każdy, kto ma kod, może wykorzystać jego saldo.',
    withMargin: 'z białym marginesem',
    withoutMargin: 'bez marginesu',
    blackAndWhite: 'czarno-biały',
    paymentReceived: 'Płatność otrzymana',
    paymentReceivedHeading: 'Dziękujemy – płatność otrzymana',
    orderConfirmed: 'Twoje zamówienie jest potwierdzone.',
    continueToConfirmation: 'Przejdź do potwierdzenia zamówienia',
  },
  cs: {
    correctFields: 'Opravte prosím označená pole níže.',
    failures: {
      'ORDER.NOT_FOUND': 'Tato platební relace neexistuje.',
      'ORDER.ALREADY_COMPLETE': 'Tato objednávka je již zaplacena.',
      'ORDER.EMPTY': 'Vaše objednávka neobsahuje žádné položky. Vraťte se do obchodu a nějaké přidejte.',
      'ORDER.CHANGED':
        'Vaše objednávka se během placení změnila. Zkontrolujte novou částku a zaplaťte znovu. Vaše karta nebyla zatížena.',
      'ORDER.NOT_FOR_SALE': 'Položka ve vaší objednávce se již neprodává. Vraťte se do obchodu a upravte košík.',
      'ORDER.OUT_OF_STOCK': 'Je nám líto, {item} už v tomto množství není skladem. Vaše karta nebyla zatížena.',
      'ORDER.PAYMENT_REJECTED': 'Opravte prosím označená pole níže.',
      'ORDER.GIFT_CARD_BALANCE':
        'Zůstatek dárkové karty {code} byl mezitím použit. Zkontrolujte novou částku a zaplaťte znovu. Vaše karta nebyla zatížena.',
    },
    anItem: 'položka',
    receiptTitle: 'Potvrzení objednávky',
    thanks: 'Děkujeme za objednávku',
    orderNumber: 'Objednávka {id}',
    subtotal: 'Mezisoučet',
    discounts: 'Slevy',
    paidWithGiftCards: 'Zaplaceno dárkovými kartami',
    totalPaid: 'Zaplaceno celkem',
    yourGiftCards: 'Vaše dárkové karty',
    keepCodesSafe: 'Uchovejte tyto kódy v bezpečí: kdokoli s kódem může utratit jeho zůstatek.',
    withMargin: 's bílým okrajem',
    withoutMargin: 'bez okraje',
    blackAndWhite: 'černobílý',
    paymentReceived: 'Platba přijata',
    paymentReceivedHeading: 'Děkujeme – platba přijata',
    orderConfirmed: 'Vaše objednávka je potvrzena.',
    continueToConfirmation: 'Pokračovat na potvrzení objednávky',
  },
  hu: {
    correctFields: 'Javítsd ki az alább megjelölt mezőket.',
    failures: {
      'ORDER.NOT_FOUND': 'Ez a fizetési munkamenet nem létezik.',
      'ORDER.ALREADY_COMPLETE': 'Ez a rendelés már ki van fizetve.',
      'ORDER.EMPTY': 'A rendelésedben nincs termék. Térj vissza a boltba, és tegyél bele néhányat.',
      'ORDER.CHANGED':
        'A rendelésed fizetés közben megváltozott. Ellenőrizd az új végösszeget, és fizess újra. A kártyádat nem terheltük meg.',
      'ORDER.NOT_FOR_SALE': 'A rendelésed egyik terméke már nem kapható. Térj vissza a boltba, és frissítsd a kosaradat.',
      'ORDER.OUT_OF_STOCK': 'Sajnáljuk, {item} már nincs készleten ilyen mennyiségben. A kártyádat nem terheltük meg.',
      'ORDER.PAYMENT_REJECTED': 'Javítsd ki az alább megjelölt mezőket.',
      'ORDER.GIFT_CARD_BALANCE':
        'A(z) {code} ajándékkártya egyenlegét időközben felhasználták. Ellenőrizd az új végösszeget, és fizess újra. A kártyádat nem terheltük meg.',
    },
    anItem: 'egy termék',
    receiptTitle: 'Rendelés visszaigazolása',
    thanks: 'Köszönjük a rendelésed',
    orderNumber: 'Rendelés: {id}',
    subtotal: 'Részösszeg',
    discounts: 'Kedvezmények',
    paidWithGiftCards: 'Ajándékkártyával fizetve',
    totalPaid: 'Összesen fizetve',
    yourGiftCards: 'Ajándékkártyáid',
    keepCodesSafe: 'Őrizd biztonságban ezeket a kódokat: bárki, akinél egy kód van, elköltheti az egyenlegét.',
    withMargin: 'fehér margóval',
    withoutMargin: 'margó nélkül',
    blackAndWhite: 'fekete-fehér',
    paymentReceived: 'Fizetés beérkezett',
    paymentReceivedHeading: 'Köszönjük – a fizetés beérkezett',
    orderConfirmed: 'A rendelésed visszaigazoltuk.',
    continueToConfirmation: 'Tovább a rendelés visszaigazolásához',
  },
  pt: {
    correctFields: 'Corrija os campos assinalados abaixo.',
    failures: {
      'ORDER.NOT_FOUND': 'Esta sessão de pagamento não existe.',
      'ORDER.ALREADY_COMPLETE': 'Esta encomenda já está paga.',
      'ORDER.EMPTY': 'A sua encomenda não tem artigos. Volte à loja e adicione alguns.',
      'ORDER.CHANGED':
        'A sua encomenda mudou enquanto pagava. Verifique o novo total e pague novamente. O seu cartão não foi cobrado.',
      'ORDER.NOT_FOR_SALE': 'Um artigo da sua encomenda já não está à venda. Volte à loja e atualize o seu carrinho.',
      'ORDER.OUT_OF_STOCK': 'Lamentamos, {item} já não está disponível nessa quantidade. O seu cartão não foi cobrado.',
      'ORDER.PAYMENT_REJECTED': 'Corrija os campos assinalados abaixo.',
      'ORDER.GIFT_CARD_BALANCE':
        'O saldo do cartão-presente {code} foi usado entretanto. Verifique o novo total e pague novamente. O seu cartão não foi cobrado.',
    },
    anItem: 'um artigo',
    receiptTitle: 'Confirmação da encomenda',
    thanks: 'Obrigado pela sua encomenda',
    orderNumber: 'Encomenda {id}',
    subtotal: 'Subtotal',
    discounts: 'Descontos',
    paidWithGiftCards: 'Pago com cartões-presente',
    totalPaid: 'Total pago',
    yourGiftCards: 'Os seus cartões-presente',
    keepCodesSafe: 'Guarde estes códigos em segurança: quem tiver um código pode gastar o seu saldo.',
    withMargin: 'com margem branca',
    withoutMargin: 'sem margem',
    blackAndWhite: 'preto e branco',
    paymentReceived: 'Pagamento recebido',
    paymentReceivedHeading: 'Obrigado – pagamento recebido',
    orderConfirmed: 'A sua encomenda está confirmada.',
    continueToConfirmation: 'Ver a confirmação da sua encomenda',
  },
  ro: {
    correctFields: 'Te rugăm să corectezi câmpurile marcate mai jos.',
    failures: {
      'ORDER.NOT_FOUND': 'Această sesiune de plată nu există.',
      'ORDER.ALREADY_COMPLETE': 'Această comandă este deja plătită.',
      'ORDER.EMPTY': 'Comanda ta nu are produse. Întoarce-te în magazin și adaugă câteva.',
      'ORDER.CHANGED':
        'Comanda ta s-a schimbat în timp ce plăteai. Verifică noul total și plătește din nou. Cardul tău nu a fost debitat.',
      'ORDER.NOT_FOR_SALE': 'Un produs din comanda ta nu mai este de vânzare. Întoarce-te în magazin și actualizează-ți coșul.',
      'ORDER.OUT_OF_STOCK': 'Ne pare rău, {item} nu mai este în stoc în această cantitate. Cardul tău nu a fost debitat.',
      'ORDER.PAYMENT_REJECTED': 'Te rugăm să corectezi câmpurile marcate mai jos.',
      'ORDER.GIFT_CARD_BALANCE':
        'Soldul cardului cadou {code} a fost folosit între timp. Verifică noul total și plătește din nou. Cardul tău nu a fost debitat.',
    },
    anItem: 'un produs',
    receiptTitle: 'Confirmarea comenzii',
    thanks: 'Îți mulțumim pentru comandă',
    orderNumber: 'Comanda {id}',
    subtotal: 'Subtotal',
    discounts: 'Reduceri',
    paidWithGiftCards: 'Plătit cu carduri cadou',
    totalPaid: 'Total plătit',
    yourGiftCards: 'Cardurile tale cadou',
    keepCodesSafe: 'Păstrează aceste coduri în siguranță: oricine are un cod îi poate folosi soldul.',
    withMargin: 'cu margine albă',
    withoutMargin: 'fără margine',
    blackAndWhite: 'alb-negru',
    paymentReceived: 'Plată primită',
    paymentReceivedHeading: 'Mulțumim – plata a fost primită',
    orderConfirmed: 'Comanda ta este confirmată.',
    continueToConfirmation: 'Mergi la confirmarea comenzii',
  },
};

export const providerTexts = (language: Language): ProviderTexts => T[language];

/** Why a payment did not complete, in the store's language. */
export const failureText = (language: Language, failure: CompletionFailure): string => {
  const t = T[language];
  return fill(t.failures[failure.code], {
    item: 'sku' in failure ? failure.sku : t.anItem,
    code: 'giftCard' in failure ? failure.giftCard : '',
  });
};

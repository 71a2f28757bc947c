/**
 * The service and legal pages the footer links to besides about, help, terms and privacy:
 * delivery and returns, legal notice and contact, in every language. Company details are
 * those of the demo shop.
 */
import type { Language } from './lang.js';

export type ServicePageKey = 'delivery-and-returns' | 'legal-notice' | 'contact';
type Src = { name: string; slug: string; description: string; paragraphs: string[] };

const COMPANY = 'Atelier Posters GmbH · Lindenstraße 12 · 10969 Berlin · Deutschland';
const REGISTER = 'HRB 254713 B · DE 318 554 920';
const MAIL = 'hello@atelier-posters.example';

export const SERVICE_PAGES: Record<Language, Record<ServicePageKey, Src>> = {
  en: {
    'delivery-and-returns': { name: 'Delivery & returns', slug: 'delivery-and-returns', description: 'Delivery times, shipping costs and how to return an order.', paragraphs: ['### Delivery', 'Every poster is printed to order within one working day and delivered in 2–5 working days. Shipping is free to every country we deliver to.', '### Returns', 'You can return unused products within 30 days. Personalised posters are made just for you and cannot be returned unless they arrive damaged.'] },
    'legal-notice': { name: 'Legal notice', slug: 'legal-notice', description: 'Who runs this shop.', paragraphs: ['### Provider', COMPANY, `Managing director: Lena Hoffmann · Commercial register and VAT ID: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Contact', slug: 'contact', description: 'How to reach our customer service.', paragraphs: ['We answer every message within one working day.', `E-mail: ${MAIL}`, 'Please include your order number if your question is about an order.'] },
  },
  de: {
    'delivery-and-returns': { name: 'Versand & Rückgabe', slug: 'versand-und-rueckgabe', description: 'Lieferzeiten, Versandkosten und wie du eine Bestellung zurückgibst.', paragraphs: ['### Versand', 'Jedes Poster wird innerhalb eines Werktags auf Bestellung gedruckt und in 2–5 Werktagen geliefert. Der Versand ist in jedes Land, in das wir liefern, kostenlos.', '### Rückgabe', 'Unbenutzte Produkte kannst du innerhalb von 30 Tagen zurückgeben. Personalisierte Poster werden nur für dich gefertigt und sind vom Umtausch ausgeschlossen, außer sie kommen beschädigt an.'] },
    'legal-notice': { name: 'Impressum', slug: 'impressum', description: 'Wer diesen Shop betreibt.', paragraphs: ['### Anbieter', COMPANY, `Geschäftsführerin: Lena Hoffmann · Handelsregister und USt-IdNr.: ${REGISTER}`, `E-Mail: ${MAIL}`] },
    contact: { name: 'Kontakt', slug: 'kontakt', description: 'So erreichst du unseren Kundenservice.', paragraphs: ['Wir beantworten jede Nachricht innerhalb eines Werktags.', `E-Mail: ${MAIL}`, 'Gib bei Fragen zu einer Bestellung bitte deine Bestellnummer an.'] },
  },
  fr: {
    'delivery-and-returns': { name: 'Livraison et retours', slug: 'livraison-et-retours', description: 'Délais de livraison, frais d’envoi et retour d’une commande.', paragraphs: ['### Livraison', 'Chaque affiche est imprimée à la demande en un jour ouvré et livrée en 2 à 5 jours ouvrés. La livraison est gratuite vers tous les pays où nous livrons.', '### Retours', 'Vous pouvez retourner les produits non utilisés sous 30 jours. Les affiches personnalisées sont faites pour vous et ne peuvent être retournées que si elles arrivent endommagées.'] },
    'legal-notice': { name: 'Mentions légales', slug: 'mentions-legales', description: 'Qui exploite cette boutique.', paragraphs: ['### Éditeur', COMPANY, `Directrice générale : Lena Hoffmann · Registre du commerce et n° de TVA : ${REGISTER}`, `E-mail : ${MAIL}`] },
    contact: { name: 'Contact', slug: 'contact', description: 'Comment joindre notre service client.', paragraphs: ['Nous répondons à chaque message en un jour ouvré.', `E-mail : ${MAIL}`, 'Indiquez votre numéro de commande si votre question concerne une commande.'] },
  },
  es: {
    'delivery-and-returns': { name: 'Envíos y devoluciones', slug: 'envios-y-devoluciones', description: 'Plazos de entrega, gastos de envío y cómo devolver un pedido.', paragraphs: ['### Envíos', 'Cada póster se imprime bajo pedido en un día laborable y se entrega en 2–5 días laborables. El envío es gratuito a todos los países a los que enviamos.', '### Devoluciones', 'Puedes devolver los productos sin usar en un plazo de 30 días. Los pósters personalizados se hacen solo para ti y no admiten devolución salvo que lleguen dañados.'] },
    'legal-notice': { name: 'Aviso legal', slug: 'aviso-legal', description: 'Quién gestiona esta tienda.', paragraphs: ['### Titular', COMPANY, `Directora general: Lena Hoffmann · Registro mercantil y NIF-IVA: ${REGISTER}`, `Correo electrónico: ${MAIL}`] },
    contact: { name: 'Contacto', slug: 'contacto', description: 'Cómo contactar con atención al cliente.', paragraphs: ['Respondemos a cada mensaje en un día laborable.', `Correo electrónico: ${MAIL}`, 'Si tu pregunta es sobre un pedido, indica el número de pedido.'] },
  },
  it: {
    'delivery-and-returns': { name: 'Spedizione e resi', slug: 'spedizione-e-resi', description: 'Tempi di consegna, costi di spedizione e come restituire un ordine.', paragraphs: ['### Spedizione', 'Ogni poster viene stampato su ordinazione entro un giorno lavorativo e consegnato in 2–5 giorni lavorativi. La spedizione è gratuita verso tutti i paesi in cui consegniamo.', '### Resi', 'Puoi restituire i prodotti non utilizzati entro 30 giorni. I poster personalizzati sono realizzati solo per te e non possono essere resi, salvo se arrivano danneggiati.'] },
    'legal-notice': { name: 'Note legali', slug: 'note-legali', description: 'Chi gestisce questo negozio.', paragraphs: ['### Gestore', COMPANY, `Amministratrice: Lena Hoffmann · Registro delle imprese e partita IVA: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Contatti', slug: 'contatti', description: 'Come raggiungere il nostro servizio clienti.', paragraphs: ['Rispondiamo a ogni messaggio entro un giorno lavorativo.', `E-mail: ${MAIL}`, 'Se la domanda riguarda un ordine, indica il numero d’ordine.'] },
  },
  nl: {
    'delivery-and-returns': { name: 'Verzending & retour', slug: 'verzending-en-retour', description: 'Levertijden, verzendkosten en hoe je een bestelling retourneert.', paragraphs: ['### Verzending', 'Elke poster wordt binnen één werkdag op bestelling gedrukt en in 2–5 werkdagen geleverd. Verzending is gratis naar elk land waar we leveren.', '### Retour', 'Ongebruikte producten kun je binnen 30 dagen retourneren. Gepersonaliseerde posters worden speciaal voor jou gemaakt en kunnen alleen worden geretourneerd als ze beschadigd aankomen.'] },
    'legal-notice': { name: 'Colofon', slug: 'colofon', description: 'Wie deze winkel beheert.', paragraphs: ['### Aanbieder', COMPANY, `Directeur: Lena Hoffmann · Handelsregister en btw-nummer: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Contact', slug: 'contact', description: 'Zo bereik je onze klantenservice.', paragraphs: ['We beantwoorden elk bericht binnen één werkdag.', `E-mail: ${MAIL}`, 'Vermeld je bestelnummer als je vraag over een bestelling gaat.'] },
  },
  sv: {
    'delivery-and-returns': { name: 'Leverans & returer', slug: 'leverans-och-returer', description: 'Leveranstider, fraktkostnader och hur du returnerar en order.', paragraphs: ['### Leverans', 'Varje poster trycks på beställning inom en arbetsdag och levereras inom 2–5 arbetsdagar. Frakten är gratis till alla länder vi levererar till.', '### Returer', 'Oanvända produkter kan returneras inom 30 dagar. Personliga posters görs just för dig och kan bara returneras om de kommer fram skadade.'] },
    'legal-notice': { name: 'Juridisk information', slug: 'juridisk-information', description: 'Vem som driver butiken.', paragraphs: ['### Ansvarig', COMPANY, `VD: Lena Hoffmann · Handelsregister och momsregistreringsnummer: ${REGISTER}`, `E-post: ${MAIL}`] },
    contact: { name: 'Kontakt', slug: 'kontakt', description: 'Så når du vår kundtjänst.', paragraphs: ['Vi svarar på varje meddelande inom en arbetsdag.', `E-post: ${MAIL}`, 'Ange ditt ordernummer om frågan gäller en beställning.'] },
  },
  da: {
    'delivery-and-returns': { name: 'Levering & returnering', slug: 'levering-og-returnering', description: 'Leveringstider, fragtomkostninger og hvordan du returnerer en ordre.', paragraphs: ['### Levering', 'Hver plakat trykkes på bestilling inden for én arbejdsdag og leveres på 2–5 arbejdsdage. Fragten er gratis til alle lande, vi leverer til.', '### Returnering', 'Ubrugte produkter kan returneres inden for 30 dage. Personlige plakater laves kun til dig og kan kun returneres, hvis de ankommer beskadigede.'] },
    'legal-notice': { name: 'Juridisk meddelelse', slug: 'juridisk-meddelelse', description: 'Hvem der driver butikken.', paragraphs: ['### Udbyder', COMPANY, `Direktør: Lena Hoffmann · Handelsregister og momsnummer: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Kontakt', slug: 'kontakt', description: 'Sådan kontakter du vores kundeservice.', paragraphs: ['Vi besvarer hver besked inden for én arbejdsdag.', `E-mail: ${MAIL}`, 'Oplys dit ordrenummer, hvis dit spørgsmål handler om en ordre.'] },
  },
  nb: {
    'delivery-and-returns': { name: 'Levering og retur', slug: 'levering-og-retur', description: 'Leveringstider, fraktkostnader og hvordan du returnerer en bestilling.', paragraphs: ['### Levering', 'Hver plakat trykkes på bestilling innen én arbeidsdag og leveres på 2–5 arbeidsdager. Frakten er gratis til alle land vi leverer til.', '### Retur', 'Ubrukte produkter kan returneres innen 30 dager. Personlige plakater lages bare for deg og kan bare returneres hvis de kommer frem skadet.'] },
    'legal-notice': { name: 'Juridisk informasjon', slug: 'juridisk-informasjon', description: 'Hvem som driver butikken.', paragraphs: ['### Tilbyder', COMPANY, `Daglig leder: Lena Hoffmann · Handelsregister og MVA-nummer: ${REGISTER}`, `E-post: ${MAIL}`] },
    contact: { name: 'Kontakt', slug: 'kontakt', description: 'Slik når du kundeservice.', paragraphs: ['Vi svarer på hver melding innen én arbeidsdag.', `E-post: ${MAIL}`, 'Oppgi bestillingsnummeret hvis spørsmålet gjelder en bestilling.'] },
  },
  fi: {
    'delivery-and-returns': { name: 'Toimitus ja palautukset', slug: 'toimitus-ja-palautukset', description: 'Toimitusajat, toimituskulut ja tilauksen palauttaminen.', paragraphs: ['### Toimitus', 'Jokainen juliste painetaan tilauksesta yhden arkipäivän kuluessa ja toimitetaan 2–5 arkipäivässä. Toimitus on ilmainen kaikkiin maihin, joihin toimitamme.', '### Palautukset', 'Käyttämättömät tuotteet voit palauttaa 30 päivän kuluessa. Personoidut julisteet tehdään vain sinulle, eikä niitä voi palauttaa, elleivät ne saavu vahingoittuneina.'] },
    'legal-notice': { name: 'Oikeudelliset tiedot', slug: 'oikeudelliset-tiedot', description: 'Kuka kauppaa ylläpitää.', paragraphs: ['### Palveluntarjoaja', COMPANY, `Toimitusjohtaja: Lena Hoffmann · Kaupparekisteri ja ALV-tunniste: ${REGISTER}`, `Sähköposti: ${MAIL}`] },
    contact: { name: 'Yhteystiedot', slug: 'yhteystiedot', description: 'Näin tavoitat asiakaspalvelumme.', paragraphs: ['Vastaamme jokaiseen viestiin yhden arkipäivän kuluessa.', `Sähköposti: ${MAIL}`, 'Kerro tilausnumerosi, jos kysymys koskee tilausta.'] },
  },
  pl: {
    'delivery-and-returns': { name: 'Dostawa i zwroty', slug: 'dostawa-i-zwroty', description: 'Czas dostawy, koszty wysyłki i zwrot zamówienia.', paragraphs: ['### Dostawa', 'Każdy plakat drukujemy na zamówienie w ciągu jednego dnia roboczego i dostarczamy w 2–5 dni roboczych. Wysyłka jest bezpłatna do każdego kraju, do którego dostarczamy.', '### Zwroty', 'Nieużywane produkty możesz zwrócić w ciągu 30 dni. Plakaty personalizowane powstają tylko dla Ciebie i nie podlegają zwrotowi, chyba że dotrą uszkodzone.'] },
    'legal-notice': { name: 'Nota prawna', slug: 'nota-prawna', description: 'Kto prowadzi ten sklep.', paragraphs: ['### Usługodawca', COMPANY, `Prezes zarządu: Lena Hoffmann · Rejestr handlowy i NIP UE: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Kontakt', slug: 'kontakt', description: 'Jak skontaktować się z obsługą klienta.', paragraphs: ['Odpowiadamy na każdą wiadomość w ciągu jednego dnia roboczego.', `E-mail: ${MAIL}`, 'Jeśli pytanie dotyczy zamówienia, podaj jego numer.'] },
  },
  cs: {
    'delivery-and-returns': { name: 'Doprava a vrácení', slug: 'doprava-a-vraceni', description: 'Dodací lhůty, poštovné a vrácení objednávky.', paragraphs: ['### Doprava', 'Každý plakát tiskneme na objednávku do jednoho pracovního dne a doručíme za 2–5 pracovních dní. Doprava je zdarma do všech zemí, kam doručujeme.', '### Vrácení', 'Nepoužité zboží můžete vrátit do 30 dnů. Personalizované plakáty vznikají jen pro vás a vrátit je lze pouze tehdy, dorazí-li poškozené.'] },
    'legal-notice': { name: 'Právní informace', slug: 'pravni-informace', description: 'Kdo tento obchod provozuje.', paragraphs: ['### Provozovatel', COMPANY, `Jednatelka: Lena Hoffmann · Obchodní rejstřík a DIČ: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Kontakt', slug: 'kontakt', description: 'Jak zastihnout náš zákaznický servis.', paragraphs: ['Na každou zprávu odpovídáme do jednoho pracovního dne.', `E-mail: ${MAIL}`, 'Pokud se dotaz týká objednávky, uveďte její číslo.'] },
  },
  hu: {
    'delivery-and-returns': { name: 'Szállítás és visszaküldés', slug: 'szallitas-es-visszakuldes', description: 'Szállítási idők, szállítási díjak és a rendelés visszaküldése.', paragraphs: ['### Szállítás', 'Minden posztert egy munkanapon belül rendelésre nyomtatunk, és 2–5 munkanap alatt kézbesítünk. A szállítás ingyenes minden országba, ahová szállítunk.', '### Visszaküldés', 'A használatlan termékeket 30 napon belül visszaküldheted. A személyre szabott poszterek csak neked készülnek, ezért csak sérülten érkezve küldhetők vissza.'] },
    'legal-notice': { name: 'Impresszum', slug: 'impresszum', description: 'Ki üzemelteti ezt a webáruházat.', paragraphs: ['### Szolgáltató', COMPANY, `Ügyvezető: Lena Hoffmann · Cégjegyzékszám és közösségi adószám: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Kapcsolat', slug: 'kapcsolat', description: 'Így éred el az ügyfélszolgálatunkat.', paragraphs: ['Minden üzenetre egy munkanapon belül válaszolunk.', `E-mail: ${MAIL}`, 'Ha a kérdésed egy rendelést érint, add meg a rendelésszámot.'] },
  },
  pt: {
    'delivery-and-returns': { name: 'Entregas e devoluções', slug: 'entregas-e-devolucoes', description: 'Prazos de entrega, portes e como devolver uma encomenda.', paragraphs: ['### Entregas', 'Cada poster é impresso por encomenda num dia útil e entregue em 2–5 dias úteis. Os portes são grátis para todos os países para onde enviamos.', '### Devoluções', 'Pode devolver produtos não utilizados no prazo de 30 dias. Os posters personalizados são feitos só para si e só podem ser devolvidos se chegarem danificados.'] },
    'legal-notice': { name: 'Informação legal', slug: 'informacao-legal', description: 'Quem gere esta loja.', paragraphs: ['### Prestador', COMPANY, `Diretora-geral: Lena Hoffmann · Registo comercial e NIF-IVA: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Contacto', slug: 'contacto', description: 'Como contactar o apoio ao cliente.', paragraphs: ['Respondemos a cada mensagem num dia útil.', `E-mail: ${MAIL}`, 'Indique o número da encomenda se a pergunta for sobre uma encomenda.'] },
  },
  ro: {
    'delivery-and-returns': { name: 'Livrare și retur', slug: 'livrare-si-retur', description: 'Termene de livrare, costuri de transport și cum returnezi o comandă.', paragraphs: ['### Livrare', 'Fiecare poster este tipărit la comandă într-o zi lucrătoare și livrat în 2–5 zile lucrătoare. Livrarea este gratuită în toate țările în care livrăm.', '### Retur', 'Poți returna produsele nefolosite în 30 de zile. Posterele personalizate sunt făcute doar pentru tine și pot fi returnate numai dacă ajung deteriorate.'] },
    'legal-notice': { name: 'Informații legale', slug: 'informatii-legale', description: 'Cine administrează acest magazin.', paragraphs: ['### Furnizor', COMPANY, `Director general: Lena Hoffmann · Registrul comerțului și cod TVA: ${REGISTER}`, `E-mail: ${MAIL}`] },
    contact: { name: 'Contact', slug: 'contact', description: 'Cum contactezi serviciul clienți.', paragraphs: ['Răspundem la fiecare mesaj într-o zi lucrătoare.', `E-mail: ${MAIL}`, 'Dacă întrebarea privește o comandă, menționează numărul comenzii.'] },
  },
};

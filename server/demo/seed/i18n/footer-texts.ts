/**
 * The footer's about and help texts (docs/rules/shop-wide.md#layout "Layout": footer with about and help HTML from the
 * server), stored as the widgets `footer-about` and `footer-help` in every language.
 */
import type { Language } from './lang.js';

export const FOOTER_WIDGET_SLUGS = ['footer-about', 'footer-help'] as const;
export type FooterWidgetSlug = (typeof FOOTER_WIDGET_SLUGS)[number];

const TEXTS: Record<Language, readonly [about: string, help: string]> = {
  en: ['Atelier Posters prints art by independent artists on matte archival paper, to order, in our own workshop.', 'Questions about an order? Our <strong>help</strong> pages answer most of them, and our team replies to every message within one working day.'],
  de: ['Atelier Posters druckt Kunst unabhängiger Künstlerinnen und Künstler auf mattem Archivpapier – auf Bestellung, in unserer eigenen Werkstatt.', 'Fragen zu einer Bestellung? Unsere <strong>Hilfeseiten</strong> beantworten die meisten, und unser Team antwortet auf jede Nachricht innerhalb eines Werktags.'],
  fr: ['Atelier Posters imprime à la demande, dans son propre atelier, les œuvres d’artistes indépendants sur papier d’archive mat.', 'Une question sur une commande ? Nos pages d’<strong>aide</strong> répondent à la plupart, et notre équipe répond à chaque message sous un jour ouvré.'],
  es: ['Atelier Posters imprime bajo pedido, en su propio taller, obras de artistas independientes en papel de archivo mate.', '¿Preguntas sobre un pedido? Nuestras páginas de <strong>ayuda</strong> responden a la mayoría, y nuestro equipo contesta cada mensaje en un día laborable.'],
  it: ['Atelier Posters stampa su ordinazione, nel proprio laboratorio, opere di artisti indipendenti su carta d’archivio opaca.', 'Domande su un ordine? Le nostre pagine di <strong>aiuto</strong> rispondono alla maggior parte, e il nostro team risponde a ogni messaggio entro un giorno lavorativo.'],
  nl: ['Atelier Posters drukt kunst van onafhankelijke kunstenaars op mat archiefpapier, op bestelling, in onze eigen werkplaats.', 'Vragen over een bestelling? Onze <strong>hulppagina’s</strong> beantwoorden de meeste, en ons team reageert binnen één werkdag op elk bericht.'],
  sv: ['Atelier Posters trycker konst av oberoende konstnärer på matt arkivpapper, på beställning, i vår egen verkstad.', 'Frågor om en beställning? Våra <strong>hjälpsidor</strong> besvarar de flesta, och vårt team svarar på varje meddelande inom en arbetsdag.'],
  da: ['Atelier Posters trykker kunst af uafhængige kunstnere på mat arkivpapir, på bestilling, i vores eget værksted.', 'Spørgsmål om en ordre? Vores <strong>hjælpesider</strong> besvarer de fleste, og vores team svarer på hver besked inden for én hverdag.'],
  nb: ['Atelier Posters trykker kunst av uavhengige kunstnere på matt arkivpapir, på bestilling, i vårt eget verksted.', 'Spørsmål om en bestilling? <strong>Hjelpesidene</strong> våre besvarer de fleste, og teamet vårt svarer på hver melding innen én virkedag.'],
  fi: ['Atelier Posters painaa riippumattomien taiteilijoiden teoksia mattapintaiselle arkistopaperille tilauksesta omassa pajassaan.', 'Kysyttävää tilauksesta? <strong>Ohjesivumme</strong> vastaavat useimpiin, ja tiimimme vastaa jokaiseen viestiin yhden arkipäivän kuluessa.'],
  pl: ['Atelier Posters drukuje na zamówienie, we własnej pracowni, prace niezależnych artystów na matowym papierze archiwalnym.', 'Pytania o zamówienie? Nasze strony <strong>pomocy</strong> odpowiadają na większość, a nasz zespół odpisuje na każdą wiadomość w ciągu jednego dnia roboczego.'],
  cs: ['Atelier Posters tiskne na objednávku ve vlastní dílně díla nezávislých umělců na matný archivní papír.', 'Máte dotaz k objednávce? Naše stránky <strong>nápovědy</strong> odpoví na většinu a náš tým odpoví na každou zprávu do jednoho pracovního dne.'],
  hu: ['Az Atelier Posters független alkotók műveit nyomtatja matt archív papírra, megrendelésre, saját műhelyében.', 'Kérdésed van egy rendelésről? <strong>Súgóoldalaink</strong> a legtöbbre választ adnak, csapatunk pedig egy munkanapon belül minden üzenetre válaszol.'],
  pt: ['A Atelier Posters imprime por encomenda, na sua própria oficina, obras de artistas independentes em papel de arquivo mate.', 'Dúvidas sobre uma encomenda? As nossas páginas de <strong>ajuda</strong> respondem à maioria, e a nossa equipa responde a cada mensagem num dia útil.'],
  ro: ['Atelier Posters tipărește la comandă, în propriul atelier, lucrări ale artiștilor independenți pe hârtie de arhivă mată.', 'Ai întrebări despre o comandă? Paginile noastre de <strong>ajutor</strong> răspund la majoritatea, iar echipa noastră răspunde la fiecare mesaj într-o zi lucrătoare.'],
};

export const footerWidgetContent = (lang: Language, slug: FooterWidgetSlug): string =>
  `<p>${TEXTS[lang][slug === 'footer-about' ? 0 : 1]}</p>`;

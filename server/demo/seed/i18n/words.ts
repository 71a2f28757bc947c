/**
 * Word lists for poster names, "Golden Meadow" / "Goldene Wiese" / "Prairie dorée".
 * Adjectives list their forms by grammatical gender, in each language's order:
 *   de, pl, cs: masculine|feminine|neuter;  fr, es, it, pt, ro: masculine|feminine;
 *   nl, sv, da, nb: common|neuter;  en, fi, hu: one form.
 * Nouns are "word:gender" (m, f, n; c for common). Adjectives follow the noun in fr, es, it, pt, ro.
 */
import type { Language, T } from './lang.js';
import { capitalise } from './lang.js';

export const ADJECTIVES: readonly T[] = [
  { en: 'Golden', de: 'goldener|goldene|goldenes', fr: 'doré|dorée', es: 'dorado|dorada', it: 'dorato|dorata', nl: 'gouden|gouden', sv: 'gyllene|gyllene', da: 'gylden|gyldent', nb: 'gyllen|gyllent', fi: 'kultainen', pl: 'złoty|złota|złote', cs: 'zlatý|zlatá|zlaté', hu: 'arany', pt: 'dourado|dourada', ro: 'auriu|aurie' },
  { en: 'Quiet', de: 'stiller|stille|stilles', fr: 'calme|calme', es: 'tranquilo|tranquila', it: 'tranquillo|tranquilla', nl: 'stille|stil', sv: 'stilla|stilla', da: 'stille|stille', nb: 'stille|stille', fi: 'hiljainen', pl: 'cichy|cicha|ciche', cs: 'tichý|tichá|tiché', hu: 'csendes', pt: 'tranquilo|tranquila', ro: 'liniștit|liniștită' },
  { en: 'Wild', de: 'wilder|wilde|wildes', fr: 'sauvage|sauvage', es: 'salvaje|salvaje', it: 'selvaggio|selvaggia', nl: 'wilde|wild', sv: 'vild|vilt', da: 'vild|vildt', nb: 'vill|vilt', fi: 'villi', pl: 'dziki|dzika|dzikie', cs: 'divoký|divoká|divoké', hu: 'vad', pt: 'selvagem|selvagem', ro: 'sălbatic|sălbatică' },
  { en: 'Soft', de: 'sanfter|sanfte|sanftes', fr: 'doux|douce', es: 'suave|suave', it: 'dolce|dolce', nl: 'zachte|zacht', sv: 'mjuk|mjukt', da: 'blød|blødt', nb: 'myk|mykt', fi: 'pehmeä', pl: 'miękki|miękka|miękkie', cs: 'měkký|měkká|měkké', hu: 'lágy', pt: 'suave|suave', ro: 'blând|blândă' },
  { en: 'Bright', de: 'heller|helle|helles', fr: 'lumineux|lumineuse', es: 'luminoso|luminosa', it: 'luminoso|luminosa', nl: 'heldere|helder', sv: 'ljus|ljust', da: 'lys|lyst', nb: 'lys|lyst', fi: 'kirkas', pl: 'jasny|jasna|jasne', cs: 'jasný|jasná|jasné', hu: 'fényes', pt: 'luminoso|luminosa', ro: 'luminos|luminoasă' },
  { en: 'Warm', de: 'warmer|warme|warmes', fr: 'chaud|chaude', es: 'cálido|cálida', it: 'caldo|calda', nl: 'warme|warm', sv: 'varm|varmt', da: 'varm|varmt', nb: 'varm|varmt', fi: 'lämmin', pl: 'ciepły|ciepła|ciepłe', cs: 'teplý|teplá|teplé', hu: 'meleg', pt: 'quente|quente', ro: 'cald|caldă' },
  { en: 'Misty', de: 'nebliger|neblige|nebliges', fr: 'brumeux|brumeuse', es: 'brumoso|brumosa', it: 'nebbioso|nebbiosa', nl: 'mistige|mistig', sv: 'dimmig|dimmigt', da: 'tåget|tåget', nb: 'tåkete|tåkete', fi: 'sumuinen', pl: 'mglisty|mglista|mgliste', cs: 'mlhavý|mlhavá|mlhavé', hu: 'ködös', pt: 'enevoado|enevoada', ro: 'cețos|cețoasă' },
  { en: 'Hidden', de: 'verborgener|verborgene|verborgenes', fr: 'caché|cachée', es: 'escondido|escondida', it: 'nascosto|nascosta', nl: 'verborgen|verborgen', sv: 'dold|dolt', da: 'skjult|skjult', nb: 'skjult|skjult', fi: 'kätketty', pl: 'ukryty|ukryta|ukryte', cs: 'skrytý|skrytá|skryté', hu: 'rejtett', pt: 'escondido|escondida', ro: 'ascuns|ascunsă' },
  { en: 'Northern', de: 'nordischer|nordische|nordisches', fr: 'nordique|nordique', es: 'nórdico|nórdica', it: 'nordico|nordica', nl: 'noordse|noords', sv: 'nordisk|nordiskt', da: 'nordisk|nordisk', nb: 'nordisk|nordisk', fi: 'pohjoinen', pl: 'północny|północna|północne', cs: 'severní|severní|severní', hu: 'északi', pt: 'nórdico|nórdica', ro: 'nordic|nordică' },
  { en: 'Secret', de: 'geheimer|geheime|geheimes', fr: 'secret|secrète', es: 'secreto|secreta', it: 'segreto|segreta', nl: 'geheime|geheim', sv: 'hemlig|hemligt', da: 'hemmelig|hemmeligt', nb: 'hemmelig|hemmelig', fi: 'salainen', pl: 'tajemny|tajemna|tajemne', cs: 'tajný|tajná|tajné', hu: 'titkos', pt: 'secreto|secreta', ro: 'secret|secretă' },
  { en: 'Deep', de: 'tiefer|tiefe|tiefes', fr: 'profond|profonde', es: 'profundo|profunda', it: 'profondo|profonda', nl: 'diepe|diep', sv: 'djup|djupt', da: 'dyb|dybt', nb: 'dyp|dypt', fi: 'syvä', pl: 'głęboki|głęboka|głębokie', cs: 'hluboký|hluboká|hluboké', hu: 'mély', pt: 'profundo|profunda', ro: 'adânc|adâncă' },
  { en: 'Sunny', de: 'sonniger|sonnige|sonniges', fr: 'ensoleillé|ensoleillée', es: 'soleado|soleada', it: 'soleggiato|soleggiata', nl: 'zonnige|zonnig', sv: 'solig|soligt', da: 'solrig|solrigt', nb: 'solfylt|solfylt', fi: 'aurinkoinen', pl: 'słoneczny|słoneczna|słoneczne', cs: 'slunečný|slunečná|slunečné', hu: 'napos', pt: 'ensolarado|ensolarada', ro: 'însorit|însorită' },
  { en: 'Old', de: 'alter|alte|altes', fr: 'ancien|ancienne', es: 'antiguo|antigua', it: 'antico|antica', nl: 'oude|oud', sv: 'gammal|gammalt', da: 'gammel|gammelt', nb: 'gammel|gammelt', fi: 'vanha', pl: 'stary|stara|stare', cs: 'starý|stará|staré', hu: 'régi', pt: 'antigo|antiga', ro: 'vechi|veche' },
  { en: 'Blue', de: 'blauer|blaue|blaues', fr: 'bleu|bleue', es: 'azul|azul', it: 'blu|blu', nl: 'blauwe|blauw', sv: 'blå|blått', da: 'blå|blåt', nb: 'blå|blått', fi: 'sininen', pl: 'niebieski|niebieska|niebieskie', cs: 'modrý|modrá|modré', hu: 'kék', pt: 'azul|azul', ro: 'albastru|albastră' },
  { en: 'Green', de: 'grüner|grüne|grünes', fr: 'vert|verte', es: 'verde|verde', it: 'verde|verde', nl: 'groene|groen', sv: 'grön|grönt', da: 'grøn|grønt', nb: 'grønn|grønt', fi: 'vihreä', pl: 'zielony|zielona|zielone', cs: 'zelený|zelená|zelené', hu: 'zöld', pt: 'verde|verde', ro: 'verde|verde' },
  { en: 'Silver', de: 'silberner|silberne|silbernes', fr: 'argenté|argentée', es: 'plateado|plateada', it: 'argentato|argentata', nl: 'zilveren|zilveren', sv: 'silvrig|silvrigt', da: 'sølvfarvet|sølvfarvet', nb: 'sølvfarget|sølvfarget', fi: 'hopeinen', pl: 'srebrny|srebrna|srebrne', cs: 'stříbrný|stříbrná|stříbrné', hu: 'ezüst', pt: 'prateado|prateada', ro: 'argintiu|argintie' },
  { en: 'Endless', de: 'endloser|endlose|endloses', fr: 'infini|infinie', es: 'infinito|infinita', it: 'infinito|infinita', nl: 'eindeloze|eindeloos', sv: 'oändlig|oändligt', da: 'uendelig|uendeligt', nb: 'uendelig|uendelig', fi: 'loputon', pl: 'bezkresny|bezkresna|bezkresne', cs: 'nekonečný|nekonečná|nekonečné', hu: 'végtelen', pt: 'infinito|infinita', ro: 'nesfârșit|nesfârșită' },
  { en: 'Red', de: 'roter|rote|rotes', fr: 'rouge|rouge', es: 'rojo|roja', it: 'rosso|rossa', nl: 'rode|rood', sv: 'röd|rött', da: 'rød|rødt', nb: 'rød|rødt', fi: 'punainen', pl: 'czerwony|czerwona|czerwone', cs: 'červený|červená|červené', hu: 'vörös', pt: 'vermelho|vermelha', ro: 'roșu|roșie' },
  { en: 'Dreamy', de: 'verträumter|verträumte|verträumtes', fr: 'rêveur|rêveuse', es: 'soñador|soñadora', it: 'sognante|sognante', nl: 'dromerige|dromerig', sv: 'drömsk|drömskt', da: 'drømmende|drømmende', nb: 'drømmende|drømmende', fi: 'unelmoiva', pl: 'marzycielski|marzycielska|marzycielskie', cs: 'zasněný|zasněná|zasněné', hu: 'álmodozó', pt: 'sonhador|sonhadora', ro: 'visător|visătoare' },
  { en: 'Lonely', de: 'einsamer|einsame|einsames', fr: 'solitaire|solitaire', es: 'solitario|solitaria', it: 'solitario|solitaria', nl: 'eenzame|eenzaam', sv: 'ensam|ensamt', da: 'ensom|ensomt', nb: 'ensom|ensomt', fi: 'yksinäinen', pl: 'samotny|samotna|samotne', cs: 'osamělý|osamělá|osamělé', hu: 'magányos', pt: 'solitário|solitária', ro: 'singuratic|singuratică' },
];

const N = (en: string, de: string, fr: string, es: string, it: string, nl: string, sv: string, da: string, nb: string, fi: string, pl: string, cs: string, hu: string, pt: string, ro: string): T =>
  ({ en, de, fr, es, it, nl, sv, da, nb, fi, pl, cs, hu, pt, ro });

/** Nouns per art style (4 each). */
export const NOUNS: Readonly<Record<string, readonly T[]>> = {
  abstract: [
    N('Harmony', 'Harmonie:f', 'harmonie:f', 'armonía:f', 'armonia:f', 'harmonie:c', 'harmoni:c', 'harmoni:c', 'harmoni:c', 'harmonia', 'harmonia:f', 'harmonie:f', 'harmónia', 'harmonia:f', 'armonie:f'),
    N('Balance', 'Gleichgewicht:n', 'équilibre:m', 'equilibrio:m', 'equilibrio:m', 'evenwicht:n', 'balans:c', 'balance:c', 'balanse:c', 'tasapaino', 'równowaga:f', 'rovnováha:f', 'egyensúly', 'equilíbrio:m', 'echilibru:n'),
    N('Rhythm', 'Rhythmus:m', 'rythme:m', 'ritmo:m', 'ritmo:m', 'ritme:n', 'rytm:c', 'rytme:c', 'rytme:c', 'rytmi', 'rytm:m', 'rytmus:m', 'ritmus', 'ritmo:m', 'ritm:n'),
    N('Echo', 'Echo:n', 'écho:m', 'eco:m', 'eco:f', 'echo:c', 'eko:n', 'ekko:n', 'ekko:n', 'kaiku', 'echo:n', 'ozvěna:f', 'visszhang', 'eco:m', 'ecou:n'),
  ],
  botanical: [
    N('Leaf', 'Blatt:n', 'feuille:f', 'hoja:f', 'foglia:f', 'blad:n', 'blad:n', 'blad:n', 'blad:n', 'lehti', 'liść:m', 'list:m', 'levél', 'folha:f', 'frunză:f'),
    N('Fern', 'Farn:m', 'fougère:f', 'helecho:m', 'felce:f', 'varen:c', 'ormbunke:c', 'bregne:c', 'bregne:c', 'saniainen', 'paproć:f', 'kapradina:f', 'páfrány', 'feto:m', 'ferigă:f'),
    N('Garden', 'Garten:m', 'jardin:m', 'jardín:m', 'giardino:m', 'tuin:c', 'trädgård:c', 'have:c', 'hage:c', 'puutarha', 'ogród:m', 'zahrada:f', 'kert', 'jardim:m', 'grădină:f'),
    N('Meadow', 'Wiese:f', 'prairie:f', 'pradera:f', 'prato:m', 'weide:c', 'äng:c', 'eng:c', 'eng:c', 'niitty', 'łąka:f', 'louka:f', 'rét', 'prado:m', 'pajiște:f'),
  ],
  'line-art': [
    N('Muse', 'Muse:f', 'muse:f', 'musa:f', 'musa:f', 'muze:c', 'musa:c', 'muse:c', 'muse:c', 'muusa', 'muza:f', 'múza:f', 'múzsa', 'musa:f', 'muză:f'),
    N('Silhouette', 'Silhouette:f', 'silhouette:f', 'silueta:f', 'silhouette:f', 'silhouet:n', 'siluett:c', 'silhuet:c', 'silhuett:c', 'siluetti', 'sylwetka:f', 'silueta:f', 'sziluett', 'silhueta:f', 'siluetă:f'),
    N('Dream', 'Traum:m', 'rêve:m', 'sueño:m', 'sogno:m', 'droom:c', 'dröm:c', 'drøm:c', 'drøm:c', 'unelma', 'sen:m', 'sen:m', 'álom', 'sonho:m', 'vis:n'),
    N('Whisper', 'Flüstern:n', 'murmure:m', 'susurro:m', 'sussurro:m', 'fluistering:c', 'viskning:c', 'hvisken:c', 'hvisken:c', 'kuiskaus', 'szept:m', 'šepot:m', 'suttogás', 'sussurro:m', 'șoaptă:f'),
  ],
  typographic: [
    N('Morning', 'Morgen:m', 'matin:m', 'mañana:f', 'mattino:m', 'ochtend:c', 'morgon:c', 'morgen:c', 'morgen:c', 'aamu', 'poranek:m', 'ráno:n', 'reggel', 'manhã:f', 'dimineață:f'),
    N('Moment', 'Moment:m', 'instant:m', 'momento:m', 'momento:m', 'moment:n', 'ögonblick:n', 'øjeblik:n', 'øyeblikk:n', 'hetki', 'chwila:f', 'okamžik:m', 'pillanat', 'momento:m', 'clipă:f'),
    N('Story', 'Geschichte:f', 'histoire:f', 'historia:f', 'storia:f', 'verhaal:n', 'berättelse:c', 'fortælling:c', 'fortelling:c', 'tarina', 'opowieść:f', 'příběh:m', 'történet', 'história:f', 'poveste:f'),
    N('Day', 'Tag:m', 'journée:f', 'día:m', 'giorno:m', 'dag:c', 'dag:c', 'dag:c', 'dag:c', 'päivä', 'dzień:m', 'den:m', 'nap', 'dia:m', 'zi:f'),
  ],
  photographic: [
    N('Sunset', 'Sonnenuntergang:m', 'coucher de soleil:m', 'atardecer:m', 'tramonto:m', 'zonsondergang:c', 'solnedgång:c', 'solnedgang:c', 'solnedgang:c', 'auringonlasku', 'zachód słońca:m', 'západ slunce:m', 'naplemente', 'pôr do sol:m', 'apus:n'),
    N('Horizon', 'Horizont:m', 'horizon:m', 'horizonte:m', 'orizzonte:m', 'horizon:c', 'horisont:c', 'horisont:c', 'horisont:c', 'horisontti', 'horyzont:m', 'obzor:m', 'horizont', 'horizonte:m', 'orizont:n'),
    N('Sea', 'Meer:n', 'mer:f', 'mar:m', 'mare:m', 'zee:c', 'hav:n', 'hav:n', 'hav:n', 'meri', 'morze:n', 'moře:n', 'tenger', 'mar:m', 'mare:f'),
    N('Shore', 'Küste:f', 'rivage:m', 'orilla:f', 'riva:f', 'kust:c', 'strand:c', 'kyst:c', 'kyst:c', 'ranta', 'brzeg:m', 'břeh:m', 'part', 'costa:f', 'țărm:n'),
  ],
  geometric: [
    N('Circle', 'Kreis:m', 'cercle:m', 'círculo:m', 'cerchio:m', 'cirkel:c', 'cirkel:c', 'cirkel:c', 'sirkel:c', 'ympyrä', 'krąg:m', 'kruh:m', 'kör', 'círculo:m', 'cerc:n'),
    N('Form', 'Form:f', 'forme:f', 'forma:f', 'forma:f', 'vorm:c', 'form:c', 'form:c', 'form:c', 'muoto', 'forma:f', 'tvar:m', 'forma', 'forma:f', 'formă:f'),
    N('Sun', 'Sonne:f', 'soleil:m', 'sol:m', 'sole:m', 'zon:c', 'sol:c', 'sol:c', 'sol:c', 'aurinko', 'słońce:n', 'slunce:n', 'napkorong', 'sol:m', 'soare:m'),
    N('Arch', 'Bogen:m', 'arche:f', 'arco:m', 'arco:m', 'boog:c', 'båge:c', 'bue:c', 'bue:c', 'kaari', 'łuk:m', 'oblouk:m', 'ív', 'arco:m', 'arc:n'),
  ],
  mountains: [
    N('Peak', 'Gipfel:m', 'sommet:m', 'cumbre:f', 'vetta:f', 'top:c', 'topp:c', 'tinde:c', 'tind:c', 'huippu', 'szczyt:m', 'vrchol:m', 'csúcs', 'cume:m', 'vârf:n'),
    N('Valley', 'Tal:n', 'vallée:f', 'valle:m', 'valle:f', 'vallei:c', 'dal:c', 'dal:c', 'dal:c', 'laakso', 'dolina:f', 'údolí:n', 'völgy', 'vale:m', 'vale:f'),
    N('Mountain', 'Berg:m', 'montagne:f', 'montaña:f', 'montagna:f', 'berg:c', 'fjäll:n', 'bjerg:n', 'fjell:n', 'tunturi', 'góra:f', 'hora:f', 'hegy', 'montanha:f', 'munte:m'),
    N('Forest', 'Wald:m', 'forêt:f', 'bosque:m', 'foresta:f', 'bos:n', 'skog:c', 'skov:c', 'skog:c', 'metsä', 'las:m', 'les:m', 'erdő', 'floresta:f', 'pădure:f'),
  ],
  'city-skyline': [
    N('City', 'Stadt:f', 'ville:f', 'ciudad:f', 'città:f', 'stad:c', 'stad:c', 'by:c', 'by:c', 'kaupunki', 'miasto:n', 'město:n', 'város', 'cidade:f', 'oraș:n'),
    N('Harbour', 'Hafen:m', 'port:m', 'puerto:m', 'porto:m', 'haven:c', 'hamn:c', 'havn:c', 'havn:c', 'satama', 'port:m', 'přístav:m', 'kikötő', 'porto:m', 'port:n'),
    N('Night', 'Nacht:f', 'nuit:f', 'noche:f', 'notte:f', 'nacht:c', 'natt:c', 'nat:c', 'natt:c', 'yö', 'noc:f', 'noc:f', 'éjszaka', 'noite:f', 'noapte:f'),
    N('Avenue', 'Allee:f', 'avenue:f', 'avenida:f', 'viale:m', 'laan:c', 'aveny:c', 'allé:c', 'allé:c', 'katu', 'aleja:f', 'třída:f', 'sugárút', 'avenida:f', 'bulevard:n'),
  ],
};

const AFTER: ReadonlySet<Language> = new Set(['fr', 'es', 'it', 'pt', 'ro']);
const MFN: ReadonlySet<Language> = new Set(['de', 'pl', 'cs']);

const adjectiveForm = (lang: Language, forms: string, gender: string): string => {
  const list = forms.split('|');
  if (list.length === 1) return list[0]!;
  let i: number;
  if (MFN.has(lang)) i = gender === 'f' ? 1 : gender === 'n' ? 2 : 0;
  else if (AFTER.has(lang)) i = gender === 'f' ? 1 : 0;
  else i = gender === 'n' ? 1 : 0;
  return list[i] ?? list[0]!;
};

/** "Golden Meadow" in a language, with agreement and word order. */
export const posterName = (lang: Language, adjective: T, noun: T): string => {
  if (lang === 'en') return `${adjective.en} ${noun.en}`;
  const [word, gender = ''] = noun[lang].split(':') as [string, string?];
  const adj = adjectiveForm(lang, adjective[lang], gender);
  if (AFTER.has(lang)) return capitalise(`${word} ${adj}`);
  return capitalise(`${adj} ${word}`);
};

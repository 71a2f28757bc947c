/** Category and tag names in every language. */
import type { Language, T } from './lang.js';

const L = (s: string): T => {
  const parts = s.split(';').map((x) => x.trim());
  const langs: Language[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'sv', 'da', 'nb', 'fi', 'pl', 'cs', 'hu', 'pt', 'ro'];
  if (parts.length !== langs.length) throw new Error(`expected 15 names: ${s}`);
  return Object.fromEntries(langs.map((l, i) => [l, parts[i]!])) as T;
};

/** Category names, keyed by the category key (order en de fr es it nl sv da nb fi pl cs hu pt ro). */
export const CATEGORY_NAMES: Readonly<Record<string, T>> = {
  'art-prints': L("Art Prints; Kunstdrucke; Reproductions d'art; Láminas artísticas; Stampe d'arte; Kunstprints; Konsttryck; Kunsttryk; Kunsttrykk; Taidejulisteet; Reprodukcje; Umělecké tisky; Művészi nyomatok; Impressões artísticas; Printuri artistice"),
  abstract: L('Abstract; Abstrakt; Abstrait; Abstracto; Astratto; Abstract; Abstrakt; Abstrakt; Abstrakt; Abstraktit; Abstrakcja; Abstraktní; Absztrakt; Abstrato; Abstract'),
  geometric: L('Geometric; Geometrisch; Géométrique; Geométrico; Geometrico; Geometrisch; Geometriskt; Geometrisk; Geometrisk; Geometriset; Geometryczne; Geometrické; Geometrikus; Geométrico; Geometric'),
  'line-art': L('Line Art; Line Art; Dessin au trait; Dibujo lineal; Line art; Lijntekeningen; Linjekonst; Stregtegninger; Strektegninger; Viivapiirrokset; Rysunek liniowy; Liniová kresba; Vonalrajz; Desenho de linhas; Desen liniar'),
  minimalist: L('Minimalist; Minimalistisch; Minimaliste; Minimalista; Minimalista; Minimalistisch; Minimalistiskt; Minimalistisk; Minimalistisk; Minimalistiset; Minimalistyczne; Minimalistické; Minimalista; Minimalista; Minimalist'),
  nature: L('Nature; Natur; Nature; Naturaleza; Natura; Natuur; Natur; Natur; Natur; Luonto; Natura; Příroda; Természet; Natureza; Natură'),
  botanical: L('Botanical; Botanisch; Botanique; Botánico; Botanico; Botanisch; Botaniskt; Botanisk; Botanisk; Kasvit; Botaniczne; Botanické; Botanikus; Botânico; Botanic'),
  flowers: L('Flowers; Blumen; Fleurs; Flores; Fiori; Bloemen; Blommor; Blomster; Blomster; Kukat; Kwiaty; Květiny; Virágok; Flores; Flori'),
  leaves: L('Leaves & Plants; Blätter & Pflanzen; Feuilles & plantes; Hojas y plantas; Foglie e piante; Bladeren & planten; Blad & växter; Blade & planter; Blader & planter; Lehdet ja kasvit; Liście i rośliny; Listy a rostliny; Levelek és növények; Folhas e plantas; Frunze și plante'),
  landscapes: L('Landscapes; Landschaften; Paysages; Paisajes; Paesaggi; Landschappen; Landskap; Landskaber; Landskap; Maisemat; Krajobrazy; Krajiny; Tájképek; Paisagens; Peisaje'),
  mountains: L('Mountains; Berge; Montagnes; Montañas; Montagne; Bergen; Berg; Bjerge; Fjell; Vuoret; Góry; Hory; Hegyek; Montanhas; Munți'),
  'sea-and-beach': L('Sea & Beach; Meer & Strand; Mer & plage; Mar y playa; Mare e spiaggia; Zee & strand; Hav & strand; Hav & strand; Hav & strand; Meri ja ranta; Morze i plaża; Moře a pláž; Tenger és strand; Mar e praia; Mare și plajă'),
  photography: L('Photography; Fotografie; Photographie; Fotografía; Fotografia; Fotografie; Fotografi; Fotografi; Fotografi; Valokuvat; Fotografia; Fotografie; Fotográfia; Fotografia; Fotografie'),
  cities: L('Cities; Städte; Villes; Ciudades; Città; Steden; Städer; Byer; Byer; Kaupungit; Miasta; Města; Városok; Cidades; Orașe'),
  sunsets: L('Sunsets; Sonnenuntergänge; Couchers de soleil; Atardeceres; Tramonti; Zonsondergangen; Solnedgångar; Solnedgange; Solnedganger; Auringonlaskut; Zachody słońca; Západy slunce; Naplementék; Pores do sol; Apusuri'),
  typography: L('Typography; Typografie; Typographie; Tipografía; Tipografia; Typografie; Typografi; Typografi; Typografi; Typografia; Typografia; Typografie; Tipográfia; Tipografia; Tipografie'),
  quotes: L('Quotes; Sprüche; Citations; Frases; Citazioni; Quotes; Citat; Citater; Sitater; Sitaatit; Cytaty; Citáty; Idézetek; Citações; Citate'),
  kids: L('Kids; Kinderzimmer; Enfants; Infantil; Bambini; Kinderkamer; Barnrum; Børneværelse; Barnerom; Lastenhuone; Dla dzieci; Dětský pokoj; Gyerekszoba; Crianças; Copii'),
  'black-and-white': L('Black & White; Schwarz-Weiß; Noir & blanc; Blanco y negro; Bianco e nero; Zwart-wit; Svartvitt; Sort-hvid; Svart-hvitt; Mustavalkoiset; Czarno-białe; Černobílé; Fekete-fehér; Preto e branco; Alb-negru'),
  'new-arrivals': L('New Arrivals; Neuheiten; Nouveautés; Novedades; Novità; Nieuw binnen; Nyheter; Nyheder; Nyheter; Uutuudet; Nowości; Novinky; Újdonságok; Novidades; Noutăți'),
  'social-media': L('Seen on Instagram; Bekannt aus Instagram; Vu sur Instagram; Visto en Instagram; Visto su Instagram; Bekend van Instagram; Sett på Instagram; Set på Instagram; Sett på Instagram; Instagramista tuttu; Z Instagrama; Známé z Instagramu; Instagramról ismert; Visto no Instagram; Văzut pe Instagram'),
  frames: L('Frames; Bilderrahmen; Cadres; Marcos; Cornici; Lijsten; Ramar; Rammer; Rammer; Kehykset; Ramy; Rámy; Képkeretek; Molduras; Rame'),
  'gift-cards': L('Gift Cards; Geschenkkarten; Cartes cadeaux; Tarjetas regalo; Carte regalo; Cadeaukaarten; Presentkort; Gavekort; Gavekort; Lahjakortit; Karty podarunkowe; Dárkové karty; Ajándékkártyák; Cartões-presente; Carduri cadou'),
  'gallery-walls': L('Gallery Walls; Bilderwände; Murs de cadres; Paredes de galería; Pareti galleria; Fotowanden; Tavelväggar; Billedvægge; Bildevegger; Tauluseinät; Galerie ścienne; Galerijní stěny; Képfalak; Paredes de galeria; Pereți galerie'),
  personalised: L('Personalised Posters; Personalisierte Poster; Affiches personnalisées; Pósters personalizados; Poster personalizzati; Gepersonaliseerde posters; Personliga posters; Personlige plakater; Personlige plakater; Personoidut julisteet; Plakaty personalizowane; Personalizované plakáty; Személyre szabott poszterek; Posters personalizados; Postere personalizate'),
};

/** Category description templates: {name} is the category name. */
export const CATEGORY_DESCRIPTION: { poster: T; other: T } = {
  poster: {
    en: '<p>Explore our hand-picked selection in “{name}”. Every poster is printed to order on premium 200 g/m² matte paper and shipped ready to frame.</p>',
    de: '<p>Entdecke unsere handverlesene Auswahl in „{name}“. Jedes Poster wird auf Bestellung auf hochwertigem 200 g/m² Mattpapier gedruckt und rahmenfertig verschickt.</p>',
    fr: '<p>Découvrez notre sélection « {name} ». Chaque affiche est imprimée à la demande sur un papier mat premium de 200 g/m² et livrée prête à encadrer.</p>',
    es: '<p>Descubre nuestra selección de «{name}». Cada póster se imprime bajo pedido en papel mate premium de 200 g/m² y se envía listo para enmarcar.</p>',
    it: '<p>Scopri la nostra selezione «{name}». Ogni poster è stampato su ordinazione su carta opaca premium da 200 g/m² e spedito pronto da incorniciare.</p>',
    nl: '<p>Ontdek onze zorgvuldig gekozen collectie „{name}”. Elke poster wordt op bestelling gedrukt op premium mat papier van 200 g/m² en klaar om in te lijsten verzonden.</p>',
    sv: '<p>Upptäck vårt handplockade urval i ”{name}”. Varje poster trycks på beställning på premium matt papper 200 g/m² och skickas redo att ramas in.</p>',
    da: '<p>Oplev vores håndplukkede udvalg i »{name}«. Hver plakat trykkes på bestilling på premium mat papir på 200 g/m² og sendes klar til indramning.</p>',
    nb: '<p>Utforsk vårt håndplukkede utvalg i «{name}». Hver plakat trykkes på bestilling på premium matt papir på 200 g/m² og sendes klar for innramming.</p>',
    fi: '<p>Tutustu valikoimaamme ”{name}”. Jokainen juliste painetaan tilauksesta laadukkaalle 200 g/m² mattapaperille ja lähetetään kehystysvalmiina.</p>',
    pl: '<p>Odkryj naszą starannie wybraną kolekcję „{name}”. Każdy plakat drukujemy na zamówienie na matowym papierze premium 200 g/m² i wysyłamy gotowy do oprawienia.</p>',
    cs: '<p>Objevte náš pečlivě vybraný výběr „{name}“. Každý plakát tiskneme na objednávku na prémiový matný papír 200 g/m² a posíláme připravený k zarámování.</p>',
    hu: '<p>Fedezd fel gondosan válogatott „{name}” kínálatunkat. Minden posztert rendelésre nyomtatunk prémium 200 g/m²-es matt papírra, keretezésre készen.</p>',
    pt: '<p>Descubra a nossa seleção «{name}». Cada poster é impresso por encomenda em papel mate premium de 200 g/m² e enviado pronto a emoldurar.</p>',
    ro: '<p>Descoperă selecția noastră „{name}”. Fiecare poster este tipărit la comandă pe hârtie mată premium de 200 g/m² și livrat gata de înrămat.</p>',
  },
  other: {
    en: '<p>Explore our hand-picked selection in “{name}”.</p>',
    de: '<p>Entdecke unsere handverlesene Auswahl in „{name}“.</p>',
    fr: '<p>Découvrez notre sélection « {name} ».</p>',
    es: '<p>Descubre nuestra selección de «{name}».</p>',
    it: '<p>Scopri la nostra selezione «{name}».</p>',
    nl: '<p>Ontdek onze zorgvuldig gekozen collectie „{name}”.</p>',
    sv: '<p>Upptäck vårt handplockade urval i ”{name}”.</p>',
    da: '<p>Oplev vores håndplukkede udvalg i »{name}«.</p>',
    nb: '<p>Utforsk vårt håndplukkede utvalg i «{name}».</p>',
    fi: '<p>Tutustu valikoimaamme ”{name}”.</p>',
    pl: '<p>Odkryj naszą starannie wybraną kolekcję „{name}”.</p>',
    cs: '<p>Objevte náš pečlivě vybraný výběr „{name}“.</p>',
    hu: '<p>Fedezd fel gondosan válogatott „{name}” kínálatunkat.</p>',
    pt: '<p>Descubra a nossa seleção «{name}».</p>',
    ro: '<p>Descoperă selecția noastră „{name}”.</p>',
  },
};

/** 30 tags, keyed by their English slug. */
export const TAG_NAMES: Readonly<Record<string, T>> = {
  modern: L('Modern; Modern; Moderne; Moderno; Moderno; Modern; Modernt; Moderne; Moderne; Moderni; Nowoczesne; Moderní; Modern; Moderno; Modern'),
  minimalist: L('Minimalist; Minimalistisch; Minimaliste; Minimalista; Minimalista; Minimalistisch; Minimalistiskt; Minimalistisk; Minimalistisk; Minimalistinen; Minimalizm; Minimalismus; Minimalista; Minimalista; Minimalist'),
  nature: L('Nature; Natur; Nature; Naturaleza; Natura; Natuur; Natur; Natur; Natur; Luonto; Natura; Příroda; Természet; Natureza; Natură'),
  flowers: L('Flowers; Blumen; Fleurs; Flores; Fiori; Bloemen; Blommor; Blomster; Blomster; Kukat; Kwiaty; Květiny; Virágok; Flores; Flori'),
  leaves: L('Leaves; Blätter; Feuilles; Hojas; Foglie; Bladeren; Löv; Blade; Blader; Lehdet; Liście; Listy; Levelek; Folhas; Frunze'),
  mountains: L('Mountains; Berge; Montagnes; Montañas; Montagne; Bergen; Berg; Bjerge; Fjell; Vuoret; Góry; Hory; Hegyek; Montanhas; Munți'),
  ocean: L('Ocean; Ozean; Océan; Océano; Oceano; Oceaan; Ocean; Ocean; Hav; Valtameri; Ocean; Oceán; Óceán; Oceano; Ocean'),
  beach: L('Beach; Strand; Plage; Playa; Spiaggia; Strand; Strand; Strand; Strand; Ranta; Plaża; Pláž; Strand; Praia; Plajă'),
  sunset: L('Sunset; Sonnenuntergang; Coucher de soleil; Atardecer; Tramonto; Zonsondergang; Solnedgång; Solnedgang; Solnedgang; Auringonlasku; Zachód słońca; Západ slunce; Naplemente; Pôr do sol; Apus'),
  city: L('City; Stadt; Ville; Ciudad; Città; Stad; Stad; By; By; Kaupunki; Miasto; Město; Város; Cidade; Oraș'),
  night: L('Night; Nacht; Nuit; Noche; Notte; Nacht; Natt; Nat; Natt; Yö; Noc; Noc; Éjszaka; Noite; Noapte'),
  abstract: L('Abstract; Abstrakt; Abstrait; Abstracto; Astratto; Abstract; Abstrakt; Abstrakt; Abstrakt; Abstrakti; Abstrakcja; Abstraktní; Absztrakt; Abstrato; Abstract'),
  geometric: L('Geometric; Geometrisch; Géométrique; Geométrico; Geometrico; Geometrisch; Geometriskt; Geometrisk; Geometrisk; Geometrinen; Geometria; Geometrie; Geometrikus; Geométrico; Geometric'),
  boho: L('Boho; Boho; Bohème; Boho; Boho; Boho; Boho; Boho; Boho; Boho; Boho; Boho; Boho; Boho; Boho'),
  scandinavian: L('Scandinavian; Skandinavisch; Scandinave; Escandinavo; Scandinavo; Scandinavisch; Skandinaviskt; Skandinavisk; Skandinavisk; Skandinaavinen; Skandynawskie; Skandinávské; Skandináv; Escandinavo; Scandinav'),
  retro: L('Retro; Retro; Rétro; Retro; Retrò; Retro; Retro; Retro; Retro; Retro; Retro; Retro; Retró; Retro; Retro'),
  vintage: L('Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage; Vintage'),
  colourful: L('Colourful; Bunt; Coloré; Colorido; Colorato; Kleurrijk; Färgglatt; Farverig; Fargerik; Värikäs; Kolorowe; Barevné; Színes; Colorido; Colorat'),
  pastel: L('Pastel; Pastell; Pastel; Pastel; Pastello; Pastel; Pastell; Pastel; Pastell; Pastelli; Pastelowe; Pastelové; Pasztell; Pastel; Pastel'),
  'black-white': L('Black & White; Schwarz-Weiß; Noir & blanc; Blanco y negro; Bianco e nero; Zwart-wit; Svartvitt; Sort-hvid; Svart-hvitt; Mustavalkoinen; Czarno-białe; Černobílé; Fekete-fehér; Preto e branco; Alb-negru'),
  'living-room': L("Living Room; Wohnzimmer; Salon; Salón; Soggiorno; Woonkamer; Vardagsrum; Stue; Stue; Olohuone; Salon; Obývací pokoj; Nappali; Sala de estar; Living"),
  bedroom: L('Bedroom; Schlafzimmer; Chambre; Dormitorio; Camera da letto; Slaapkamer; Sovrum; Soveværelse; Soverom; Makuuhuone; Sypialnia; Ložnice; Hálószoba; Quarto; Dormitor'),
  'kids-room': L("Kids Room; Kinderzimmer; Chambre d'enfant; Habitación infantil; Cameretta; Kinderkamer; Barnrum; Børneværelse; Barnerom; Lastenhuone; Pokój dziecięcy; Dětský pokoj; Gyerekszoba; Quarto de criança; Camera copiilor"),
  office: L('Office; Büro; Bureau; Oficina; Ufficio; Kantoor; Kontor; Kontor; Kontor; Toimisto; Biuro; Kancelář; Iroda; Escritório; Birou'),
  quote: L('Quote; Spruch; Citation; Frase; Citazione; Quote; Citat; Citat; Sitat; Sitaatti; Cytat; Citát; Idézet; Citação; Citat'),
  love: L('Love; Liebe; Amour; Amor; Amore; Liefde; Kärlek; Kærlighed; Kjærlighet; Rakkaus; Miłość; Láska; Szerelem; Amor; Dragoste'),
  summer: L('Summer; Sommer; Été; Verano; Estate; Zomer; Sommar; Sommer; Sommer; Kesä; Lato; Léto; Nyár; Verão; Vară'),
  winter: L('Winter; Winter; Hiver; Invierno; Inverno; Winter; Vinter; Vinter; Vinter; Talvi; Zima; Zima; Tél; Inverno; Iarnă'),
  travel: L('Travel; Reisen; Voyage; Viajes; Viaggi; Reizen; Resor; Rejser; Reiser; Matkailu; Podróże; Cestování; Utazás; Viagens; Călătorii'),
  calm: L('Calm; Ruhe; Sérénité; Calma; Calma; Rust; Lugn; Ro; Ro; Rauha; Spokój; Klid; Nyugalom; Calma; Calm'),
};

export { L as langList };

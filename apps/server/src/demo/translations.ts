import type { ListingAddress, ListingTranslations } from '@elite/shared/listing-address';
import type { Locale } from '@elite/shared/locales';
import type { Title } from './listings';

/*
 * The demo's listings in the site's other languages (CONTRACT.md section 11): with
 * SITE_LOCALES=en,es,fr,de,ar some listings carry their title and a description in each
 * offered locale, the rest show their English with its language marked. Each has a structured
 * address from its location ("Neighbourhood, City, State": the city and state, in the US).
 */

type Text = [title: string, description: string];

// prettier-ignore
const texts: Partial<Record<Title, Partial<Record<Exclude<Locale, 'en'>, Text>>>> = {
  'Skyline Penthouse': {
    es: ['Ático con vistas al skyline', 'Ático de tres dormitorios en Midtown con ventanales de suelo a techo y vistas a toda la ciudad. Terraza privada, portero las 24 horas y gimnasio en el edificio.'],
    fr: ['Penthouse avec vue sur les gratte-ciel', 'Penthouse de trois chambres à Midtown, baies vitrées du sol au plafond et vue sur toute la ville. Terrasse privée, concierge 24 h/24 et salle de sport dans l’immeuble.'],
    de: ['Penthouse mit Skyline-Blick', 'Penthouse mit drei Schlafzimmern in Midtown, bodentiefen Fenstern und Blick über die ganze Stadt. Private Terrasse, Concierge rund um die Uhr und Fitnessraum im Haus.'],
    ar: ['بنتهاوس بإطلالة على الأفق', 'بنتهاوس بثلاث غرف نوم في ميدتاون بنوافذ من الأرض حتى السقف وإطلالة على المدينة كلها. تراس خاص وبوّاب على مدار الساعة وصالة رياضية في المبنى.'],
  },
  'Oceanfront Villa': {
    es: ['Villa frente al mar', 'Villa de cinco dormitorios a pie de playa en Miami Beach, con piscina infinita, jardín tropical y amplios salones que se abren al océano.'],
    fr: ['Villa en bord de mer', 'Villa de cinq chambres les pieds dans l’eau à Miami Beach, avec piscine à débordement, jardin tropical et grandes pièces de vie ouvertes sur l’océan.'],
    de: ['Villa direkt am Meer', 'Villa mit fünf Schlafzimmern direkt am Strand von Miami Beach, mit Infinity-Pool, tropischem Garten und großzügigen Wohnräumen zum Ozean hin.'],
    ar: ['فيلا على شاطئ البحر', 'فيلا بخمس غرف نوم على الشاطئ مباشرة في ميامي بيتش، مع مسبح لا متناهٍ وحديقة استوائية وصالات واسعة تطل على المحيط.'],
  },
  'Queen Anne Craftsman': {
    es: ['Casa artesanal en Queen Anne', 'Casa de estilo Craftsman de 1912 restaurada con cariño: porche cubierto, carpintería original, cocina reformada y vistas al Space Needle.'],
    fr: ['Maison Craftsman à Queen Anne', 'Maison Craftsman de 1912 restaurée avec soin : porche couvert, boiseries d’origine, cuisine rénovée et vue sur la Space Needle.'],
    de: ['Craftsman-Haus in Queen Anne', 'Liebevoll restauriertes Craftsman-Haus von 1912: überdachte Veranda, originale Holzarbeiten, renovierte Küche und Blick auf die Space Needle.'],
    ar: ['منزل كرافتسمان في كوين آن', 'منزل على طراز كرافتسمان من عام 1912 رُمّم بعناية: شرفة مسقوفة وأعمال خشبية أصلية ومطبخ مجدَّد وإطلالة على برج سبيس نيدل.'],
  },
  'Cherry Creek Contemporary': {
    es: ['Casa contemporánea en Cherry Creek', 'Casa contemporánea luminosa a pocos pasos de las tiendas de Cherry Creek, con cocina abierta, azotea con vistas a las Rocosas y garaje doble.'],
    fr: ['Maison contemporaine à Cherry Creek', 'Maison contemporaine lumineuse à deux pas des boutiques de Cherry Creek, avec cuisine ouverte, toit-terrasse face aux Rocheuses et garage double.'],
    de: ['Modernes Haus in Cherry Creek', 'Helles, modernes Haus wenige Schritte von den Geschäften in Cherry Creek, mit offener Küche, Dachterrasse mit Blick auf die Rocky Mountains und Doppelgarage.'],
    ar: ['منزل عصري في تشيري كريك', 'منزل عصري مشرق على بعد خطوات من متاجر تشيري كريك، بمطبخ مفتوح وسطح بإطلالة على جبال روكي ومرأب لسيارتين.'],
  },
  'La Jolla Cliffside Villa': {
    es: ['Villa sobre el acantilado en La Jolla', 'Villa mediterránea sobre los acantilados de La Jolla, con vistas al Pacífico desde cada habitación, patio con fuente y acceso privado a la cala.'],
    fr: ['Villa sur la falaise à La Jolla', 'Villa méditerranéenne perchée sur les falaises de La Jolla, avec vue sur le Pacifique depuis chaque pièce, patio avec fontaine et accès privé à la crique.'],
    de: ['Villa an den Klippen von La Jolla', 'Mediterrane Villa auf den Klippen von La Jolla, mit Pazifikblick aus jedem Zimmer, Innenhof mit Brunnen und privatem Zugang zur Bucht.'],
    ar: ['فيلا على منحدرات لا هويا', 'فيلا متوسطية فوق منحدرات لا هويا، تطل كل غرفها على المحيط الهادئ، مع فناء بنافورة ومدخل خاص إلى الخليج الصغير.'],
  },
  'Beacon Hill Townhouse': {
    es: ['Casa adosada en Beacon Hill', 'Casa adosada de ladrillo del siglo XIX en una calle empedrada de Beacon Hill, con chimeneas originales, jardín trasero y terraza en la azotea.'],
    fr: ['Maison de ville à Beacon Hill', 'Maison de ville en brique du XIXe siècle dans une rue pavée de Beacon Hill, avec cheminées d’origine, jardin à l’arrière et terrasse sur le toit.'],
    de: ['Stadthaus in Beacon Hill', 'Backstein-Stadthaus aus dem 19. Jahrhundert in einer Kopfsteinpflastergasse von Beacon Hill, mit originalen Kaminen, Garten hinter dem Haus und Dachterrasse.'],
    ar: ['منزل متلاصق في بيكن هيل', 'منزل من الطوب يعود إلى القرن التاسع عشر في شارع مرصوف بالحجارة في بيكن هيل، مع مدافئ أصلية وحديقة خلفية وتراس على السطح.'],
  },
};

/** The listing's translations into the offered locales (none into English, its own language). */
export function translationsOf(title: Title, offered: readonly Locale[]): ListingTranslations {
  const own = texts[title];
  if (!own) return {};
  const translations: ListingTranslations = {};
  for (const locale of offered) {
    const text = locale === 'en' ? undefined : own[locale];
    if (text) translations[locale] = { property_title: text[0], description: text[1] };
  }
  return translations;
}

/** "Queen Anne, Seattle, Washington": Seattle, Washington, in the United States. */
export function addressOf(location: string): Pick<ListingAddress, 'city' | 'region' | 'country'> {
  const parts = location.split(',').map((part) => part.trim());
  return { city: parts.at(-2) ?? null, region: parts.at(-1) ?? null, country: 'US' };
}

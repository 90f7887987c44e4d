import type { BusinessCategory } from "../../../shared/catalog/agents";
import { escapeRegExp, foldForMatching, normalizeTypography } from "./text-folding";

// Issue 3 §2: words owners use for their business, in English and Spanish (written without
// accents: the text is folded before matching), mapped to spec 000 §3's 15 categories. A plural
// "s" or "es" is accepted after each.
// Each category: its English keywords, then its Spanish ones, comma-separated.
const CATEGORY_KEYWORDS: Record<
  Exclude<BusinessCategory, "other">,
  readonly [english: string, spanish: string]
> = {
  restaurant: [
    "restaurant, pizza, pizzeria, cafe, coffee shop, coffee house, bakery, bistro, diner, eatery, grill, bar and grill, burger, sushi, taqueria, food truck, catering, deli, steakhouse, brewery, sports bar, wine bar",
    "restaurante, pizzeria, cafeteria, panaderia, pasteleria, comida, fonda, taqueria, cocina economica",
  ],
  retail: [
    "shop, store, boutique, retail, retailer, florist, flower shop, bookstore, gift shop, grocery, supermarket, clothing, jewelry, jeweler, pet store, hardware store, outlet",
    "tienda, boutique, floreria, libreria, ferreteria, joyeria, ropa, supermercado, abarrotes, almacen",
  ],
  healthcare: [
    "clinic, dentist, dental, doctor, medical, hospital, physician, pediatrician, pharmacy, chiropractor, chiropractic, physiotherapy, physical therapy, therapist, veterinary, veterinarian, vet clinic, optometrist, orthodontist, dermatologist, healthcare, health care",
    "clinica, dentista, medico, consultorio, farmacia, veterinaria, salud, fisioterapia",
  ],
  legal: [
    "law firm, lawyer, attorney, legal, law office, paralegal, notary, intellectual property",
    "abogado, abogada, bufete, despacho de abogados, notaria, notario",
  ],
  "real-estate": [
    "realtor, real estate, realty, property, properties, property management, homes for sale, rentals, leasing office",
    "inmobiliaria, bienes raices, propiedad, propiedades, corredor de propiedades",
  ],
  automotive: [
    "garage, mechanic, auto repair, auto shop, auto body, body shop, car repair, car wash, car dealer, car dealership, dealership, tire, oil change, auto, automotive, transmission, cars, towing",
    "taller mecanico, taller de autos, taller de coches, taller automotriz, mecanico, automotriz, coche, carro, llanta, lavado de autos, concesionario",
  ],
  beauty: [
    "salon, hair salon, nail salon, day spa, spa, barber, barbershop, nails, hair, beauty, cosmetic, makeup, lash, brow, massage, tattoo, esthetician",
    "salon de belleza, peluqueria, barberia, estetica, belleza, salon de unas, manicura, masaje",
  ],
  education: [
    "school, tutoring, tutor, academy, daycare, preschool, university, college, lesson, class, teaching, language school, driving school, music school, learning center",
    "escuela, colegio, academia, tutoria, clase, guarderia, universidad, instituto, clases de ingles",
  ],
  finance: [
    "accounting, accountant, bookkeeping, bookkeeper, bank, credit union, insurance, tax, cpa, financial, finance, mortgage, investment, wealth management, loan, payroll",
    "contabilidad, contador, contadora, banco, agencia de seguros, aseguradora, impuesto, finanzas, financiera, hipoteca, prestamo",
  ],
  technology: [
    "software, tech, technology, app, web design, web development, computer repair, it support, it services, managed it, saas, cybersecurity, startup, phone repair",
    "tecnologia, informatica, computadora, desarrollo web, soporte tecnico, reparacion de celulares",
  ],
  construction: [
    "plumber, plumbing, contractor, builder, roofing, roofer, electrician, electrical, hvac, construction, renovation, remodeling, handyman, carpentry, carpenter, painter, landscaping, landscaper, flooring, garage door, home services, cleaning service, house cleaning, pest control, locksmith, pool service",
    "plomero, plomeria, fontanero, fontaneria, contratista, construccion, constructora, techo, techado, electricista, remodelacion, carpinteria, carpintero, pintor, jardineria, albanil, limpieza, cerrajero",
  ],
  travel: [
    "travel agency, travel, hotel, boutique hotel, motel, hostel, tour, tourism, vacation rental, bed and breakfast, resort, cruise",
    "agencia de viajes, viaje, turismo, hostal, excursion",
  ],
  fitness: [
    "gym, yoga, pilates, crossfit, fitness, personal trainer, personal training, martial arts, karate, dance studio, dance, boxing, health club, yoga class, dance class",
    "gimnasio, entrenador personal, artes marciales, clases de yoga, clases de baile, baile",
  ],
  consulting: [
    "consulting, consultant, consultancy, advisory, marketing agency, marketing",
    "consultoria, consultor, consultora, asesoria, asesor",
  ],
};

const CATEGORY_OF_KEYWORD = new Map<string, BusinessCategory>(
  Object.entries(CATEGORY_KEYWORDS).flatMap(([category, keywords]) =>
    keywords.flatMap((list) =>
      list.split(", ").map((keyword) => [keyword, category as BusinessCategory] as const),
    ),
  ),
);

// Longest first: at one position the longest keyword wins ("hair salon" over "hair", "auto
// repair" over "auto").
const KEYWORD_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...CATEGORY_OF_KEYWORD.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|")})(?:e?s)?(?![\\p{L}\\p{N}])`,
  "u",
);
// "IT" only in capitals: in lower case it is the pronoun.
const INFORMATION_TECHNOLOGY = /(?<![\p{L}\p{N}])IT(?![\p{L}\p{N}])/u;

/**
 * The category of the business a text describes: the keyword that comes first decides, since
 * owners name what they are before what they offer ("a dental clinic that takes insurance").
 */
export function findBusinessCategory(text: string): BusinessCategory | undefined {
  const normalized = normalizeTypography(text);
  const keyword = KEYWORD_PATTERN.exec(foldForMatching(normalized));
  const itIndex = normalized.search(INFORMATION_TECHNOLOGY);
  if (itIndex >= 0 && (!keyword || itIndex < keyword.index)) return "technology";
  return keyword?.[1] ? CATEGORY_OF_KEYWORD.get(keyword[1]) : undefined;
}

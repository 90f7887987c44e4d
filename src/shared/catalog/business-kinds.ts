import type { BusinessCategory } from "./agents";

// The words owners use for their kind of business, by category, in each language the product speaks.
// The assistant reads them to file a business it is told about under its category; the sidebar's search
// reads them so "dental" finds a dentist's agent. Each list is a few lines of comma-separated phrases,
// written folded (lower case, no accents, straight apostrophes) as the text they are matched against.

type KindWords = Record<Exclude<BusinessCategory, "other">, readonly string[]>;

export const ENGLISH_BUSINESS_KINDS: KindWords = {
  restaurant: [
    "restaurant, pizza, pizzeria, cafe, coffee shop, coffee house, bakery, bistro, diner, eatery, grill, bar and grill, burger, sushi, taqueria, food truck, catering, deli, steakhouse, brewery, sports bar, wine bar",
  ],
  retail: [
    "shop, store, boutique, retail, retailer, florist, flower shop, bookstore, gift shop, grocery, supermarket, clothing, jewelry, jeweler, pet store, hardware store, outlet",
  ],
  healthcare: [
    "clinic, dentist, dental, doctor, medical, hospital, physician, pediatrician, pharmacy, chiropractor, chiropractic, physiotherapy, physical therapy, therapist, veterinary, veterinarian, vet clinic, optometrist, orthodontist, dermatologist, healthcare, health care",
  ],
  legal: ["law firm, lawyer, attorney, legal, law office, paralegal, notary, intellectual property"],
  "real-estate": [
    "realtor, real estate, realty, property, properties, property management, homes for sale, rentals, leasing office",
  ],
  automotive: [
    "garage, mechanic, auto repair, auto shop, auto body, body shop, car repair, car wash, car dealer, car dealership, dealership, tire, oil change, auto, automotive, transmission, cars, towing",
  ],
  beauty: [
    "salon, hair salon, nail salon, day spa, spa, barber, barbershop, nails, hair, beauty, cosmetic, makeup, lash, brow, massage, tattoo, esthetician",
  ],
  education: [
    "school, tutoring, tutor, academy, daycare, preschool, university, college, lesson, class, teaching, language school, driving school, music school, learning center",
  ],
  finance: [
    "accounting, accountant, bookkeeping, bookkeeper, bank, credit union, insurance, tax, cpa, financial, finance, mortgage, investment, wealth management, loan, payroll",
  ],
  technology: [
    "software, tech, technology, app, web design, web development, computer repair, it support, it services, managed it, saas, cybersecurity, startup, phone repair",
  ],
  construction: [
    "plumber, plumbing, contractor, builder, roofing, roofer, electrician, electrical, hvac, construction, renovation, remodeling, handyman, carpentry, carpenter, painter, landscaping, landscaper, flooring, garage door, home services, cleaning service, house cleaning, pest control, locksmith, pool service",
  ],
  travel: [
    "travel agency, travel, hotel, boutique hotel, motel, hostel, tour, tourism, vacation rental, bed and breakfast, resort, cruise",
  ],
  fitness: [
    "gym, yoga, pilates, crossfit, fitness, personal trainer, personal training, martial arts, karate, dance studio, dance, boxing, health club, yoga class, dance class",
  ],
  consulting: ["consulting, consultant, consultancy, advisory, marketing agency, marketing"],
};

export const SPANISH_BUSINESS_KINDS: KindWords = {
  restaurant: [
    "restaurante, pizzeria, cafeteria, panaderia, pasteleria, comida, fonda, taqueria, cocina economica",
  ],
  retail: [
    "tienda, boutique, floreria, libreria, ferreteria, joyeria, ropa, supermercado, abarrotes, almacen",
  ],
  healthcare: ["clinica, dentista, medico, consultorio, farmacia, veterinaria, salud, fisioterapia"],
  legal: ["abogado, abogada, bufete, despacho de abogados, notaria, notario"],
  "real-estate": ["inmobiliaria, bienes raices, propiedad, propiedades, corredor de propiedades"],
  automotive: [
    "taller mecanico, taller de autos, taller de coches, taller automotriz, mecanico, automotriz, coche, carro, llanta, lavado de autos, concesionario",
  ],
  beauty: ["salon de belleza, peluqueria, barberia, estetica, belleza, salon de unas, manicura, masaje"],
  education: [
    "escuela, colegio, academia, tutoria, clase, guarderia, universidad, instituto, clases de ingles",
  ],
  finance: [
    "contabilidad, contador, contadora, banco, agencia de seguros, aseguradora, impuesto, finanzas, financiera, hipoteca, prestamo",
  ],
  technology: [
    "tecnologia, informatica, computadora, desarrollo web, soporte tecnico, reparacion de celulares",
  ],
  construction: [
    "plomero, plomeria, fontanero, fontaneria, contratista, construccion, constructora, techo, techado, electricista, remodelacion, carpinteria, carpintero, pintor, jardineria, albanil, limpieza, cerrajero",
  ],
  travel: ["agencia de viajes, viaje, turismo, hostal, excursion"],
  fitness: ["gimnasio, entrenador personal, artes marciales, clases de yoga, clases de baile, baile"],
  consulting: ["consultoria, consultor, consultora, asesoria, asesor"],
};

const KIND_WORDS = [ENGLISH_BUSINESS_KINDS, SPANISH_BUSINESS_KINDS].flatMap((kinds) =>
  Object.entries(kinds).flatMap(([category, lines]) =>
    lines
      .flatMap((line) => line.split(","))
      .map((word) => [word.trim(), category as BusinessCategory] as const),
  ),
);

// A search this short is the start of too many words to name a kind of business.
const KIND_PREFIX_MIN = 3;

/** Lower case, without accents, as the kind words are written. */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/**
 * The categories a search names by a kind of business: "dental" or "dent" finds healthcare, "pizzeria"
 * restaurant, "dentista" healthcare too. A kind word that begins with the search counts, and so does one
 * the search holds as a whole word ("a dental clinic").
 */
export function businessCategoriesNamedBy(search: string): Set<BusinessCategory> {
  const query = folded(search);
  const categories = new Set<BusinessCategory>();
  if (query.length < KIND_PREFIX_MIN) return categories;
  const words = ` ${query.replace(/[^\p{L}\p{N}']+/gu, " ")} `;
  for (const [word, category] of KIND_WORDS) {
    if (word.startsWith(query) || words.includes(` ${word} `)) categories.add(category);
  }
  return categories;
}

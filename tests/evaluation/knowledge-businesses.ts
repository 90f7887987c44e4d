import type { AgentProfile } from "../../src/server/services/call-engine/types";
import type { KnowledgeFactInput } from "../../src/shared/api/knowledge";

// The knowledge set's businesses: what each owner told their agent (facts, and documents pasted
// as passages), and the agent's configuration, which the search and the built-in engine read.

export type KnowledgeBusiness = {
  key: string;
  agent: Partial<AgentProfile>;
  facts: readonly KnowledgeFactInput[];
  /** Passages of pasted documents, by document name. */
  documents?: Readonly<Record<string, readonly string[]>>;
};

const pizzeria: KnowledgeBusiness = {
  key: "pizzeria",
  agent: {
    businessName: "Tony's Pizza",
    businessCategory: "restaurant",
    agentPurpose: "Take takeout orders and answer questions about the menu.",
    areaLocation: "Brooklyn, New York",
    customHours: "11:00 AM - 10:00 PM",
    selectedCountry: "US",
  },
  facts: [
    {
      kind: "service",
      name: "Margherita pizza",
      description: "Tomato, mozzarella and basil",
      price: { from: 14 },
    },
    { kind: "service", name: "Pepperoni pizza", price: { from: 16 } },
    { kind: "service", name: "Large cheese pizza", description: "18-inch", price: { from: 18 } },
    { kind: "service", name: "Calzone", description: "Ricotta, mozzarella and ham", price: { from: 12.5 } },
    { kind: "service", name: "Garlic knots", description: "Six knots with marinara", price: { from: 5.5 } },
    { kind: "service", name: "Tiramisu", price: { from: 7 } },
    {
      kind: "policy",
      topic: "areas-served",
      text: "We deliver within 3 miles of the shop. Delivery is $4, free on orders over $40.",
    },
    { kind: "policy", topic: "payment", text: "We take Visa, Mastercard, Apple Pay and cash." },
    {
      kind: "faq",
      question: "Do you have gluten-free crust?",
      answer: "Yes, a 10-inch gluten-free crust for $3 extra.",
    },
    {
      kind: "location",
      address: "214 Court Street, Brooklyn",
      directions: "Across from the Carroll Street F stop.",
    },
  ],
};

const dentist: KnowledgeBusiness = {
  key: "dentist",
  agent: {
    businessName: "Bright Smile Dental",
    businessCategory: "healthcare",
    agentName: "Ava",
    agentPurpose: "Book dental appointments and answer patients' questions.",
    areaLocation: "Austin, Texas",
    timezone: "America/Chicago",
    customHours: "Monday to Friday 8 AM - 5 PM",
    selectedCountry: "US",
  },
  facts: [
    { kind: "service", name: "Teeth cleaning", price: { from: 80, to: 120 }, durationMinutes: 45 },
    {
      kind: "service",
      name: "Teeth whitening",
      description: "In-office",
      price: { from: 350 },
      durationMinutes: 90,
    },
    { kind: "service", name: "Tooth-colored filling", price: { from: 150, to: 250 }, durationMinutes: 60 },
    { kind: "service", name: "Emergency exam", description: "Same-day for pain", price: { from: 95 } },
    {
      kind: "policy",
      topic: "insurance",
      text: "We accept Delta Dental, Cigna, MetLife and Aetna PPO plans. We do not accept Medicaid.",
    },
    {
      kind: "policy",
      topic: "cancellation",
      text: "Please give 24 hours' notice to cancel; late cancellations are charged $50.",
    },
    {
      kind: "policy",
      topic: "parking",
      text: "Free parking in the garage under the building; the front desk validates your ticket.",
    },
    { kind: "staff", name: "Dr. Priya Shah", role: "Lead dentist" },
    { kind: "staff", name: "Maria Gomez", role: "Dental hygienist" },
  ],
};

const plumber: KnowledgeBusiness = {
  key: "plumber",
  agent: {
    businessName: "Reliable Rooter",
    businessCategory: "construction",
    agentName: "Sam",
    agentPurpose: "Take service requests and answer questions about our plumbing work.",
    areaLocation: "Oakland, California",
    timezone: "America/Los_Angeles",
    customHours: "Monday to Saturday 7 AM - 6 PM",
    selectedCountry: "US",
  },
  facts: [
    {
      kind: "service",
      name: "Call-out fee",
      description: "Covers the first half hour on site",
      price: { from: 89 },
    },
    { kind: "service", name: "Drain cleaning", price: { from: 150, to: 300 } },
    {
      kind: "service",
      name: "Water heater installation",
      description: "Tank or tankless, old unit hauled away",
      price: { from: 1200, to: 2400 },
    },
    { kind: "policy", topic: "areas-served", text: "We serve Oakland, Berkeley, Alameda and Emeryville." },
    {
      kind: "policy",
      topic: "payment",
      text: "We take cards, checks and cash; payment is due when the job is done.",
    },
    {
      kind: "faq",
      question: "Do you give free estimates?",
      answer: "Yes, estimates are free for jobs over $500.",
    },
    {
      kind: "faq",
      question: "Is there an extra charge at night or on weekends?",
      answer: "Yes, after 6 PM and on weekends the call-out fee is $149.",
    },
  ],
};

const salon: KnowledgeBusiness = {
  key: "salon",
  agent: {
    businessName: "Studio Luxe",
    businessCategory: "beauty",
    agentName: "Ellie",
    agentPurpose: "Book salon appointments and answer questions about our services.",
    areaLocation: "Leeds",
    timezone: "Europe/London",
    customHours: "Tuesday to Saturday 9 AM - 6 PM",
    selectedCountry: "GB",
  },
  facts: [
    {
      kind: "service",
      name: "Women's haircut",
      description: "Wash, cut and finish",
      price: { from: 45 },
      durationMinutes: 60,
    },
    { kind: "service", name: "Men's haircut", price: { from: 25 }, durationMinutes: 30 },
    {
      kind: "service",
      name: "Balayage",
      description: "Hand-painted colour",
      price: { from: 120, to: 180 },
      durationMinutes: 180,
    },
    { kind: "service", name: "Blow dry", price: { from: 30 }, durationMinutes: 45 },
    {
      kind: "service",
      name: "Gel manicure",
      description: "Gel nails, lasts two to three weeks",
      price: { from: 28 },
      durationMinutes: 45,
    },
    { kind: "staff", name: "Tanya Reed", role: "Senior stylist and colour specialist" },
    { kind: "staff", name: "Jordan Blake", role: "Nail technician" },
    {
      kind: "policy",
      topic: "cancellation",
      text: "Please cancel at least 24 hours ahead, or we charge 50% of the service.",
    },
    {
      kind: "location",
      address: "12 Park Row, Leeds LS1 5HD",
      directions: "Two minutes' walk from Leeds station, above the bakery.",
    },
  ],
};

const bakery: KnowledgeBusiness = {
  key: "panaderia",
  agent: {
    businessName: "Panadería La Esperanza",
    businessCategory: "restaurant",
    agentName: "Lucía",
    agentPurpose: "Tomar pedidos de pasteles y pan, y contestar preguntas.",
    areaLocation: "Houston, Texas",
    timezone: "America/Chicago",
    customHours: "Todos los días de 6 AM a 8 PM",
    language: "spanish",
    selectedCountry: "US",
  },
  facts: [
    { kind: "policy", topic: "payment", text: "Aceptamos efectivo, tarjetas de débito y de crédito." },
    {
      kind: "faq",
      question: "¿Hacen pasteles personalizados?",
      answer: "Sí, con una semana de anticipación y un depósito de $20.",
    },
    {
      kind: "location",
      address: "Calle Navigation 2315, Houston",
      directions: "Frente al parque Guadalupe.",
    },
  ],
  documents: {
    "Lista de precios": [
      [
        "Conchas ........ $1.50 cada una",
        "Docena de conchas ........ $15",
        "Pastel de tres leches mediano (20 personas) ........ $38",
        "Pastel de tres leches grande (40 personas) ........ $65",
        "Bolillos ........ $0.75 cada uno",
      ].join("\n"),
      [
        "Pan de muerto ........ $12 (solo en octubre y noviembre)",
        "Tamales, la docena ........ $24, pedido con 2 días de anticipación",
        "Café de olla ........ $2.50",
      ].join("\n"),
    ],
  },
};

export const KNOWLEDGE_BUSINESSES: readonly KnowledgeBusiness[] = [pizzeria, dentist, plumber, salon, bakery];

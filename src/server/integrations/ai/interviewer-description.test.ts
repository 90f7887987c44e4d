import { describe, expect, it } from "vitest";
import type { SuggestedConfig } from "../../../shared/api/assistant";
import { interview } from "./interviewer";
import { converse, questionsIn } from "./interviewer-test-support";

// What the built-in interviewer understands from an owner's description of their business.

describe("the built-in interviewer reads an owner's description", () => {
  it.each<[string, SuggestedConfig]>([
    [
      "We're Tony's Pizza in Brooklyn, open 11 to 10, I want it to take orders and answer questions about delivery",
      {
        businessName: "Tony's Pizza",
        businessCategory: "restaurant",
        customHours: "11:00 AM - 10:00 PM",
        agentPurpose: "Take orders and answer questions about delivery",
      },
    ],
    [
      "I run a small bakery called Sweet Rolls. We're open 6am to 2pm Tuesday through Sunday.",
      {
        businessName: "Sweet Rolls",
        businessCategory: "restaurant",
        customHours: "Tuesday to Sunday, 6:00 AM - 2:00 PM",
      },
    ],
    [
      "We're Bella Vista Ristorante, an Italian restaurant. Our hours are 5pm-11pm Tuesday to Sunday, closed Mondays.",
      {
        businessName: "Bella Vista Ristorante",
        businessCategory: "restaurant",
        customHours: "Tuesday to Sunday, 5:00 PM - 11:00 PM; Closed Monday",
      },
    ],
    [
      "Bright Smile Dental is a family dentist in Austin. I need the agent to book appointments and answer insurance questions.",
      {
        businessName: "Bright Smile Dental",
        businessCategory: "healthcare",
        agentPurpose: "Book appointments and answer insurance questions",
      },
    ],
    [
      "My business is Main Street Auto Repair, a garage in Ohio. It should schedule oil changes and give repair status updates.",
      {
        businessName: "Main Street Auto Repair",
        businessCategory: "automotive",
        agentPurpose: "Schedule oil changes and give repair status updates",
      },
    ],
    [
      "We are Carter & Associates, a law firm. The agent should screen new clients and book consultations, Monday to Friday 9am-6pm.",
      {
        businessName: "Carter & Associates",
        businessCategory: "legal",
        customHours: "Monday to Friday, 9:00 AM - 6:00 PM",
        agentPurpose: "Screen new clients and book consultations",
      },
    ],
    [
      "Glow Beauty Bar is a hair salon and spa. We want an assistant that can book appointments and sell gift cards.",
      {
        businessName: "Glow Beauty Bar",
        businessCategory: "beauty",
        agentPurpose: "Book appointments and sell gift cards",
      },
    ],
    [
      "I own Iron Temple Gym. We're open 5 to 11 every day and I need it to sign up new members and book personal training.",
      {
        businessName: "Iron Temple Gym",
        businessCategory: "fitness",
        customHours: "5:00 AM - 11:00 PM",
        agentPurpose: "Sign up new members and book personal training",
      },
    ],
    [
      "Our company is Sunrise Realty, a real estate agency. The agent will answer questions about listings and schedule showings.",
      {
        businessName: "Sunrise Realty",
        businessCategory: "real-estate",
        agentPurpose: "Answer questions about listings and schedule showings",
      },
    ],
    [
      "We're Little Scholars Tutoring, we help kids with math. I want the assistant to book trial lessons and explain our prices.",
      {
        businessName: "Little Scholars Tutoring",
        businessCategory: "education",
        agentPurpose: "Book trial lessons and explain our prices",
      },
    ],
    [
      "I run Summit Tax & Accounting, a CPA firm. I want it to schedule tax appointments and collect client documents.",
      {
        businessName: "Summit Tax & Accounting",
        businessCategory: "finance",
        agentPurpose: "Schedule tax appointments and collect client documents",
      },
    ],
    [
      "We're ByteFix, an IT support company. The agent should answer support calls and create tickets.",
      {
        businessName: "ByteFix",
        businessCategory: "technology",
        agentPurpose: "Answer support calls and create tickets",
      },
    ],
    [
      "My company is Rapid Rooter Plumbing and we do emergency plumbing repairs 24/7. It should take service requests and dispatch our plumbers.",
      {
        businessName: "Rapid Rooter Plumbing",
        businessCategory: "construction",
        customHours: "Open 24 hours a day, 7 days a week",
        agentPurpose: "Take service requests and dispatch our plumbers",
      },
    ],
    [
      "We're Wanderlust Travel, a travel agency. I need the agent to help callers plan trips and book hotels.",
      {
        businessName: "Wanderlust Travel",
        businessCategory: "travel",
        agentPurpose: "Help callers plan trips and book hotels",
      },
    ],
    [
      "We're Green Valley Hotel, a family hotel by the lake. I want it to take room bookings and answer questions about check-in.",
      {
        businessName: "Green Valley Hotel",
        businessCategory: "travel",
        agentPurpose: "Take room bookings and answer questions about check-in",
      },
    ],
    [
      "Hi, I'm Dana, owner of Clearpath Consulting. I want it to qualify leads and book discovery calls.",
      {
        businessName: "Clearpath Consulting",
        businessCategory: "consulting",
        agentPurpose: "Qualify leads and book discovery calls",
      },
    ],
    [
      "We're Petal & Stem, a flower shop open 9am to 7pm. I want it to take orders for deliveries.",
      {
        businessName: "Petal & Stem",
        businessCategory: "retail",
        customHours: "9:00 AM - 7:00 PM",
        agentPurpose: "Take orders for deliveries",
      },
    ],
    [
      "Our website is www.tonyspizza.com and the agent should say 'Thanks for calling Tony's Pizza, how can I help?'",
      {
        businessWebsite: "www.tonyspizza.com",
        agentIntro: "Thanks for calling Tony's Pizza, how can I help?",
      },
    ],
    [
      "Somos la Panadería San José en Madrid, abrimos de 7 a 8. Quiero que el agente tome pedidos y responda preguntas.",
      {
        businessName: "Panadería San José",
        businessCategory: "restaurant",
        customHours: "7:00 AM - 8:00 PM",
        agentPurpose: "Tome pedidos y responda preguntas",
      },
    ],
    [
      "Mi negocio se llama Taller Rápido, somos un taller mecánico. Necesito que agende citas de servicio.",
      {
        businessName: "Taller Rápido",
        businessCategory: "automotive",
        agentPurpose: "Agende citas de servicio",
      },
    ],
    [
      "Tengo un salón de belleza llamado Glamour. Atendemos de martes a sábado de 10 a 7.",
      {
        businessName: "Glamour",
        businessCategory: "beauty",
        customHours: "Tuesday to Saturday, 10:00 AM - 7:00 PM",
      },
    ],
    [
      "Somos Clínica Dental Sonrisas. El agente debe agendar citas y responder preguntas sobre seguros.",
      {
        businessName: "Clínica Dental Sonrisas",
        businessCategory: "healthcare",
        agentPurpose: "Agendar citas y responder preguntas sobre seguros",
      },
    ],
    [
      "Nuestro despacho se llama García Abogados. Queremos que el asistente programe consultas con los abogados.",
      {
        businessName: "García Abogados",
        businessCategory: "legal",
        agentPurpose: "Programe consultas con los abogados",
      },
    ],
    [
      "Somos Inmobiliaria del Sol, vendemos y alquilamos casas. Necesito un asistente que responda preguntas sobre propiedades.",
      {
        businessName: "Inmobiliaria del Sol",
        businessCategory: "real-estate",
        agentPurpose: "Responda preguntas sobre propiedades",
      },
    ],
    [
      "Mi gimnasio se llama Fuerza Total y abrimos de lunes a viernes de 6 a 10.",
      {
        businessName: "Fuerza Total",
        businessCategory: "fitness",
        customHours: "Monday to Friday, 6:00 AM - 10:00 PM",
      },
    ],
    [
      "Somos Academia Luz, una escuela de idiomas. Quiero que el agente informe sobre horarios de clases e inscripciones.",
      {
        businessName: "Academia Luz",
        businessCategory: "education",
        agentPurpose: "Informe sobre horarios de clases e inscripciones",
      },
    ],
    [
      "Mi empresa se llama Contadores Unidos, hacemos contabilidad e impuestos. Necesito que tome mensajes y agende reuniones.",
      {
        businessName: "Contadores Unidos",
        businessCategory: "finance",
        agentPurpose: "Tome mensajes y agende reuniones",
      },
    ],
    [
      "Somos TecnoSoluciones, una empresa de software. El agente debe dar soporte técnico básico.",
      {
        businessName: "TecnoSoluciones",
        businessCategory: "technology",
        agentPurpose: "Dar soporte técnico básico",
      },
    ],
    [
      "Mi negocio es Plomería Express, somos plomeros y electricistas. Quiero que el agente tome solicitudes de servicio.",
      {
        businessName: "Plomería Express",
        businessCategory: "construction",
        agentPurpose: "Tome solicitudes de servicio",
      },
    ],
    [
      "Somos Viajes Paraíso, una agencia de viajes. Necesito que el asistente ayude a reservar paquetes.",
      {
        businessName: "Viajes Paraíso",
        businessCategory: "travel",
        agentPurpose: "Ayude a reservar paquetes",
      },
    ],
    [
      "Mi consultoría se llama Estrategia Plus. Quiero que agende llamadas con clientes nuevos.",
      {
        businessName: "Estrategia Plus",
        businessCategory: "consulting",
        agentPurpose: "Agende llamadas con clientes nuevos",
      },
    ],
    [
      "Somos Boutique Luna, una tienda de ropa. Abrimos de 10 a 9 todos los días.",
      {
        businessName: "Boutique Luna",
        businessCategory: "retail",
        customHours: "10:00 AM - 9:00 PM",
      },
    ],
    [
      'Nuestra página es https://viajesparaiso.mx/paquetes y el saludo es "Gracias por llamar a Viajes Paraíso".',
      {
        businessWebsite: "https://viajesparaiso.mx/paquetes",
        agentIntro: "Gracias por llamar a Viajes Paraíso",
      },
    ],
  ])("%s", (message, expected) => {
    const { suggestedConfig } = interview({ message, history: [] });
    expect(suggestedConfig).toMatchObject(expected);
    for (const fact of [
      "businessName",
      "customHours",
      "agentPurpose",
      "businessWebsite",
      "agentIntro",
    ] as const) {
      if (!(fact in expected)) expect(suggestedConfig?.[fact]).toBeUndefined();
    }
  });

  it("files a business it cannot place under 'other' once the owner has answered the category question", () => {
    const replies = converse("We are Happy Paws.", "An animal shelter for cats and dogs.");
    expect(replies[0]?.suggestedConfig?.businessCategory).toBeUndefined();
    expect(questionsIn(replies[0]!.response)).toEqual(["What kind of business is it?"]);
    expect(replies[1]?.suggestedConfig?.businessCategory).toBe("other");
  });

  it("offers the business name followed by AI Assistant as the agent's name", () => {
    const { suggestedConfig, response } = interview({
      message: "We're Tony's Pizza and I want it to take orders",
      history: [],
    });
    expect(suggestedConfig?.agentName).toBe("Tony's Pizza AI Assistant");
    expect(response).toContain("I'll call your agent \"Tony's Pizza AI Assistant\".");
  });
});

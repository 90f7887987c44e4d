import type { KnowledgeFactWords } from "./phrases";

// The words around the facts about a business that owners tell the assistant, in Spanish.
export const spanishKnowledgeFacts = {
  currencyWords: ["dolares, dolar, euros, euro, eur, pesos, mxn, usd, soles, quetzales, colones"],
  openPriceLeads: ["desde, a partir de"],
  rangeLeads: ["de, desde"],
  betweenLeads: ["entre"],
  betweenJoins: ["y"],
  rangeJoins: ["a, hasta"],
  priceLinks: [
    "es, son, cuesta, cuestan, vale, valen, sale, salen, sale a, salen a, sale en, salen en, esta a",
    "estan a, a, en, por, cuesta solo, por solo, tiene un precio de, con precio de",
  ],
  itemLeads: [
    "y, e, tambien, ademas, un, una, el de, la de, los de, las de, el, la, los, las, nuestro, nuestra, nuestros, nuestras, o",
  ],
  notBeforeBarePrice: ["a, las, hasta, desde, entre, abrimos, abre, cerramos, cierra, despues, antes"],
  chargeCues: ["cobramos, cobra, son, es"],
  chargeFor: ["por, para"],
  priceUnits: [
    "la hora, por hora, por sesion, la sesion, cada uno, cada una, por persona, por cabeza, al mes, por mes",
    "por semana, a la semana, por noche, la noche, por visita, por clase, la clase, por dia, al dia",
    "el kilo, por kilo, la libra, por libra, la porcion, por porcion",
  ],
  offerCues: [
    "tambien hacemos, tambien ofrecemos, tambien vendemos, tambien tenemos, tambien servimos",
    "tambien preparamos, tambien reparamos, ofrecemos, vendemos, hacemos tambien, ofrecemos tambien",
  ],
  durationCues: [
    "dura, duran, tarda, tardan, toma, toman, lleva, llevan, unos, unas, aproximadamente, alrededor de",
    "mas o menos, cerca de",
  ],
  durationOnes: ["un, una"],
  durationHalves: ["media"],
  durationAndAHalf: ["y media"],
  availabilityWords: [
    "solo fines de semana, solo los fines de semana, los fines de semana, fines de semana",
    "entre semana, solo entre semana, solo al mediodia, solo en la cena, solo para la cena",
    "los lunes, los martes, los miercoles, los jueves, los viernes, los sabados, los domingos",
    "solo con cita, con cita previa, de temporada",
  ],
  acceptVerbs: [
    "acepta, aceptan, aceptamos, tomamos, recibimos, no aceptamos, no tomamos, no recibimos, se acepta, se aceptan",
  ],
  paymentWords: [
    "efectivo, tarjeta, tarjetas, tarjeta de credito, tarjetas de credito, tarjeta de debito, debito",
    "credito, visa, mastercard, amex, american express, transferencia, transferencias, cheque, cheques",
    "paypal, bizum, mercado pago, zelle, venmo, pago movil",
  ],
  paymentPolicies: [
    "solo efectivo, solamente efectivo, unicamente efectivo, forma de pago, formas de pago, metodo de pago",
    "metodos de pago, pago, pagos, pagar con, pagar en",
  ],
  insuranceWords: [
    "seguro, seguros, aseguradora, aseguradoras, seguro medico, seguro dental, copago, medicare, medicaid",
  ],
  insurers: [
    "delta dental, aetna, cigna, metlife, guardian, humana, blue cross, mapfre, sanitas, adeslas, gnp, axa",
  ],
  parkingWords: [
    "estacionamiento, estacionar, aparcamiento, aparcar, parqueo, parqueadero, parquear, cochera, garaje",
  ],
  cancellationWords: [
    "cancelar, cancela, cancelan, cancelacion, cancelaciones, anular, anulacion, reprogramar, no se presenta",
    "no se presentan, aviso, antelacion, anticipacion",
  ],
  areaWords: [
    "entregamos, entrega, entregas, reparto, repartimos, a domicilio, envio, envios, enviamos, servicio a",
    "cubrimos, zona de reparto, zona de entrega, zonas de reparto, zona de servicio, millas, milla, kilometros, km, a la redonda, llevamos",
  ],
  deliveryWords: ["entregamos, entrega, entregas, reparto, repartimos, a domicilio, envio, envios, enviamos"],
  otherPolicyWords: [
    "devolucion, devoluciones, reembolso, reembolsos, cambio, cambios, garantia, deposito, anticipo",
    "sin reserva, reserva obligatoria, propina, mascotas",
  ],
  instructionWords: [
    "agente, asistente, bot, ia, pregunta, preguntas, preguntan por, debe contestar, debe responder",
    "debe tomar, debe agendar, debe atender, que conteste, que responda, que tome, que agende",
    "quiero que, necesito que, tomar pedidos, agendar citas",
  ],
  clauseJoins: ["y, e, y tambien, pero, tambien, ademas, o"],
  clauseSubjects: [
    "nosotros, somos, estamos, tenemos, abrimos, cerramos, yo, soy, nuestro, nuestra, usted, mi, gracias",
    "horario, abierto, y nosotros, pero, precios, precio, todo",
  ],
  locationCues: [
    "estamos en, nos encontramos en, estamos ubicados en, estamos ubicadas en, ubicados en, ubicado en",
    "nuestra direccion es, la direccion es, direccion, nos puede encontrar en, nos encuentra en",
  ],
  directionLeads: [
    "junto a, junto al, al lado de, al lado del, frente a, frente al, enfrente de, enfrente del",
    "detras de, detras del, cerca de, cerca del, entre, en la esquina de, arriba de, debajo de",
    "dentro de, dentro del, a una cuadra de, a dos cuadras de, pasando",
  ],
  staffRoles: [
    "gerente, encargado, encargada, dueno, duena, propietario, propietaria, higienista, dentista, doctor",
    "doctora, medico, medica, enfermero, enfermera, recepcionista, estilista, barbero, peluquero, peluquera",
    "chef, cocinero, cocinera, panadero, panadera, mecanico, tecnico, tecnica, abogado, abogada, socio",
    "socia, contador, contadora, entrenador, entrenadora, instructor, instructora, maestro, maestra",
    "profesor, profesora, terapeuta, masajista, cosmetologa, director, directora, supervisor",
    "supervisora, coordinador, coordinadora, veterinario, veterinaria, fontanero, plomero, electricista",
    "asesor, asesora, consultor, consultora, fundador, fundadora, especialista, cirujano, cirujana",
  ],
  askForCues: ["pregunte por, pregunten por, preguntar por, hable con, hablen con, pida por"],
  faqAsks: [
    "si alguien pregunta, si preguntan, si le preguntan, si les preguntan, si un cliente pregunta",
    "si los clientes preguntan, cuando pregunten, cuando alguien pregunte, si llaman preguntando",
  ],
  faqQuestionLabels: ["p, pregunta"],
  faqAnswerLabels: ["r, respuesta"],
  faqAnswerStarts: ["si, no, claro, por supuesto, solo, solamente, tenemos, no tenemos"],
  faqTells: ["digales, digale, diga, dile, diles, la respuesta es, responda, conteste"],
} satisfies KnowledgeFactWords;

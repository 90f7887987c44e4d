import { SPANISH_BUSINESS_KINDS } from "../../../shared/catalog/business-kinds";
import { spanishAgentLines, spanishCategoryServices, spanishSpokenWords } from "./es-agent-lines";
import { spanishAnswers } from "./es-answers";
import { spanishOwnBooking } from "./es-bookings";
import { spanishCallerDetails } from "./es-caller-details";
import { spanishEmergencies } from "./es-emergencies";
import { spanishKnowledgeFacts } from "./es-knowledge-facts";
import type { Phrases } from "./phrases";

export const spanish = {
  callerIntents: {
    yes: [
      "si, claro, por supuesto, correcto, exacto, de acuerdo, vale, perfecto, esta bien, bueno, dale, adelante",
    ],
    no: ["no, no gracias, para nada, incorrecto, esta mal, tampoco"],
    goodbye: [
      "adios, hasta luego, hasta pronto, hasta manana, chao, chau, nos vemos, que tenga buen dia",
      "que tenga buena noche, que tenga buena tarde, que le vaya bien",
    ],
    partings: ["buenas noches, buenas tardes, buen dia, buenos dias, feliz dia, feliz noche"],
    finished: ["eso es todo, es todo, seria todo, nada mas, no gracias, ya esta, estoy bien, eso seria todo"],
    confirmations: [
      "correcto, es correcto, esta correcto, todo correcto, asi es, exacto, exactamente, eso es, si es",
    ],
    personRequests: [
      "hablar con, persona real, humano real, comunicarme con, comuniqueme con, paseme con, pasarme con",
      "transfierame con, el encargado, la encargada, el dueno, la duena, el gerente, la gerente",
      "el recepcionista, la recepcionista",
    ],
    leaveMessage: [
      "dejar un mensaje, dejar mensaje, dejar un recado, dejarle un mensaje, dejarle un recado, tomar un mensaje",
      "tome un mensaje",
      "que me llamen, que me devuelvan la llamada, devolverme la llamada, me devuelva la llamada",
      "un mensaje para, es un mensaje para, pasarle un mensaje, darle un recado",
    ],
    cancel: ["olvidelo, olvidalo, cancelar, cancela, cancele, dejelo, no importa"],
    ownBooking: spanishOwnBooking,
    greetings: ["hola, buenas, buenos dias, buenas tardes, buenas noches, alo, bueno"],
    trouble: [
      "se rompio, roto, rota, no funciona, no prende, no arranca, se descompuso, gotea, fuga, ruido, problema",
      "me duele, duele, dolor, enfermo, enferma, no come, perdi, se perdio, danado, danada, preocupado, preocupada",
      "tapado, tapada, atascado, atascada, no drena, se desborda, no hay agua caliente",
    ],
    thanks: ["gracias, muchas gracias, mil gracias"],
    hesitations: [
      "dejeme pensar, dejame pensar, un momento, un segundo, espere, espereme, a ver, dejeme ver",
    ],
    lineChecks: [
      "me escucha, me oye, me escuchas, me oyes, sigue ahi, sigues ahi, esta ahi, estas ahi, hay alguien",
      "hay alguien ahi, bueno, alo, hola",
    ],
    askToRepeat: [
      "perdon, como, que, repita, me lo repite, puede repetir, puede repetirlo, como dice, mande",
      "que dijo, como dijo, otra vez, no le escuche, no le entendi, no le oigo",
    ],
    questionStarts: [
      "que, cuando, donde, como, cual, cuanto, quien, a que hora, estan, esta abierto, tienen, me puede decir",
      "me podria decir",
    ],
    questionAsides: ["y, pero"],
    questions: {
      "time-now": ["que hora es, que hora son, que hora tienen"],
      "closing-time": [
        "a que hora cierran, a que hora cierra, cuando cierran, cuando cierra, hasta que hora, hora de cierre",
      ],
      "opening-time": ["a que hora abren, a que hora abre, cuando abren, cuando abre, hora de apertura"],
      hours: [
        "horario, horarios, que dias abren, abren los, abren el, abiertos los, abiertos el, abierto el",
        "abierto los, abiertos manana, abren manana, a que horas, abren en, abren este, abren durante",
        "abren para, abren hoy, abiertos en, abiertos este, abiertos hoy, cierran el, cierran los, cierran en",
        "cierran este, cierran hoy, cierran manana, estan cerrados, abren navidad, abren ano nuevo",
        "atienden los, atienden el, atienden hoy, atienden manana, atienden este, atienden en, trabajan los",
        "trabajan el, trabajan hoy, trabajan manana, estan abiertos, esta abierto, hasta que hora",
      ],
      location: [
        "donde estan, donde esta, donde se encuentran, donde quedan, su direccion, cual es la direccion",
        "la direccion por favor, ubicacion, estan ubicados, como llego",
      ],
      website: ["pagina web, sitio web, pagina de internet, la web, su web, en internet"],
      services: [
        "que hacen, que ofrecen, que servicios, sus servicios, que venden, a que se dedican",
        "en que me puede ayudar, que puede hacer",
      ],
      "business-name": [
        "que negocio es, que empresa es, a donde llame, a quien llame, como se llama el negocio",
        "como se llama la empresa, nombre del negocio",
      ],
      "agent-identity": [
        "con quien hablo, con quien estoy hablando, quien habla, quien es usted, quien eres",
        "como se llama usted, como te llamas, cual es su nombre, eres un robot, es usted un robot",
        "es una persona real, eres una persona, eres humano",
      ],
      "speaks-spanish": [
        "habla espanol, hablan espanol, hablas espanol, hable espanol, hablen espanol, hablar en espanol",
        "hablarle en espanol, en espanol por favor",
      ],
      "speaks-english": [
        "habla ingles, hablan ingles, hablas ingles, hable ingles, hablar en ingles, en ingles por favor",
      ],
    },
  },
  knowledgeQuestions: {
    askingAbout: [
      "cuanto, cuanta, cuantos, cuantas, quisiera saber, queria saber, me gustaria saber, quiero saber",
      "tienen, hacen, venden, aceptan, ofrecen, hay, puedo pagar, se puede",
    ],
    requestStarts: ["puedo, podria, quiero, quisiera, necesito, me gustaria, por favor, me puede dar, me da"],
    questionStarts: [
      "que, cual, cuales, cuando, donde, como, cuanto, cuanta, cuantos, cuantas, quien, hay, es, son, tienen",
    ],
    yesNoStarts: ["tienen, hacen, venden, aceptan, ofrecen, hay, trabajan, pueden, se puede, manejan"],
    yesNoLeads: ["si"],
    price: [
      "cuanto cuesta, cuanto cuestan, cuanto vale, cuanto valen, cuanto cobran, precio, precios, tarifa, costo",
    ],
    duration: ["cuanto tiempo, cuanto tarda, cuanto dura, duracion, tarda, demora, dura"],
    directions: [
      "como llego, como llegar, indicaciones, estacionar, estaciono, estacionamiento, aparcar, entrada",
    ],
    topicless: [
      "a, al, el, la, los, las, lo, un, una, unos, unas, y, o, pero, pues, este, bueno, hola, si, ok, oiga",
      "buenas, buenos, dias, tardes, gracias, por, favor, usted, ustedes, su, sus, yo, me, mi, mis, le, les",
      "se, que, cual, cuales, cuando, donde, como, quien, cuanto, cuanta, cuantos, cuantas, de, del, en",
      "con, para, sin, sobre, es, son, esta, estan, ser, hay, tienen, tiene, tengo, hacen, hace, venden",
      "aceptan, ofrecen, puedo, pueden, puede, quisiera, queria, quiero, gustaria, saber, pregunta",
      "cuesta, cuestan, vale, valen, cobran, precio, precios, tarifa, costo, tiempo, tarda, dura, demora",
      "algo, alguno, alguna, algun, tambien, mas, menos, muy, ya, no, nos, necesito, necesita, hoy, manana",
      "hija, hijo, esposa, esposo, amigo, amiga, negocio, servicio, servicios, ahi, aqui, eso, esto, esa",
    ],
    purposeTasks: [
      "agendar, agenda, tomar, toma, tome, contestar, responder, responda, preguntar, pregunta, pregunte, decir",
      "diga, dile, dar, de, ofrecer, ofrezca, enviar, envie, marcar, marque, si, cuando, nunca, siempre, para",
      "atender, atienda, ayudar, ayude, pasar, pase, anotar, anote, confirmar, confirme, explicar, explique",
    ],
    aboutTheCall: ["llamante, la persona que llama, quien llame, el cliente que llama, el agente"],
    serviceVerbs: [
      "hacen, hace, manejan, arreglan, reparan, ofrecen, aceptan, venden, trabajan, atienden, tratan, dan",
      "ayudan, instalan, cambian, limpian, preparan",
    ],
    negations: ["no, nunca, tampoco, ningun, ninguna"],
    notice: ["anticipacion, antelacion, aviso, por adelantado, con tiempo"],
    objectEnds: ["y, o, quien, quienes"],
    listJoins: ["y, o"],
    narrowing: ["para, con, en, de"],
    sameCharges: {
      callOut: ["venir a ver, por venir, la visita, cargo por visita, costo de visita, cuota de servicio"],
    },
    sameThings: {
      catering: [
        "catering, banquete, banquetes, comida para eventos, servicio de comida, servicio de banquetes",
      ],
      delivery: ["entrega a domicilio, servicio a domicilio, a domicilio, reparto, repartos"],
      takeout: ["para llevar"],
      haircut: ["corte de pelo, cortes de pelo, corte de cabello"],
      repair: ["reparacion, reparaciones, arreglo, arreglos"],
      estimate: ["presupuesto, presupuestos, cotizacion, cotizaciones"],
      parking: ["estacionamiento, aparcamiento, parqueo, parqueadero"],
      giftCard: ["tarjeta de regalo, tarjetas de regalo, certificado de regalo"],
      cleaning: ["limpieza, limpiezas"],
      wedding: ["boda, bodas"],
      accessibility: ["silla de ruedas, accesible, accesibilidad"],
      pets: ["mascota, mascotas"],
    },
  },
  businessCategories: SPANISH_BUSINESS_KINDS,
  tradeWords: {
    medicalReasons: [
      "chequeo, revision, control, vacuna, analisis, analisis de sangre, receta, dolor, dolor de espalda",
      "dolor de muelas, fiebre, tos, limpieza, rodilla, hombro, tobillo, cadera, cuello, muneca",
      "esguince, lesion, fisioterapia, rehabilitacion",
    ],
    carServices: [
      "cambio de aceite, frenos, pastillas de freno, llantas, neumaticos, alineacion, inspeccion, bateria",
      "afinacion, aire acondicionado, un ruido, diagnostico, mantenimiento",
    ],
    carMakes: ["chevrolet, nissan, toyota, volkswagen, seat, renault, peugeot, citroen"],
    carModels: ["tsuru, vocho, jetta, sentra, versa, aveo, spark, ibiza, leon, clio"],
    legalMatters: [
      "divorcio, custodia, pension alimenticia, inmigracion, accidente, lesiones, testamento, herencia",
      "contrato, despido, laboral, penal, bancarrota, quiebra, desalojo, arrendamiento",
    ],
    propertyCues: [
      "la casa, el piso, el departamento, el apartamento, la propiedad, el local, una casa, un piso",
      "un departamento",
    ],
    staffCues: ["con, ver a"],
    staffTitles: [
      "el doctor, la doctora, el dr, la dra, el licenciado, la licenciada, el senor, la senora, la senorita",
    ],
    beautyServices: [
      "corte, corte de pelo, corte de cabello, tinte, mechas, peinado, manicura, pedicura, unas, masaje",
      "depilacion, cejas, pestanas, maquillaje, alisado",
    ],
    fitnessClasses: ["boxeo, entrenamiento personal, funcional, ciclismo, estiramientos"],
    membershipTypes: ["mensual, anual, estudiante, familiar, pareja, pase de dia, prueba, corporativa"],
    programs: [
      "matematicas, ingles, ciencias, lectura, escritura, frances, musica, arte, programacion",
      "clases particulares, preescolar, guarderia, campamento de verano",
    ],
    productCues: ["tienen, venden, busco, estoy buscando, hay, pedir, encargar"],
    financeServices: [
      "declaracion de impuestos, impuestos, la renta, contabilidad, nomina, auditoria",
      "planificacion financiera, jubilacion, inversion, inversiones, seguro, hipoteca, prestamo",
    ],
    techProblemCues: ["ayuda con, problema con, problemas con"],
    techThings: [
      "pagina web, aplicacion, computadora, ordenador, red, correo, servidor, impresora, contrasena",
      "programa, copia de seguridad, soporte tecnico",
    ],
    buildingJobs: [
      "plomeria, fontaneria, fuga, gotera, techo, tejado, electricidad, instalacion electrica, pintura",
      "reforma, remodelacion, cocina, bano, piso, suelo, azulejos, cerca, ventana, ventanas, puerta",
      "calefaccion, calentador, cargador, cargador electrico, cableado, enchufes, iluminacion",
    ],
    destinationCues: ["viaje a, viajar a, vuelo a, vuelos a, vacaciones en, crucero a, paquete a"],
    consultingTopics: [
      "estrategia, mercadotecnia, operaciones, crecimiento, ventas, recursos humanos, finanzas",
      "transformacion digital, marca, plan de negocio",
    ],
    orderItemCues: [
      "quiero pedir, quisiera pedir, me gustaria pedir, quiero ordenar, quiero, quisiera, me da, me pone",
      "pedir, encargar, ordenar",
    ],
    generalRequestCues: ["necesito, quiero, quisiera, busco, me gustaria"],
  },
  intakeTriggers: {
    anyAppointment: ["cita, turno, agendar, reservar, programar"],
    plainRequest: ["reservar, reserva, cita, pedido, pedir, presupuesto, quiero, quisiera, me gustaria"],
    earlierRequest: [
      "pedido que hice, hice un pedido, ya pedi, sobre mi pedido, mi pedido no, reserva que hice",
      "cita que tenia, cita que tuve, sobre mi cita, sobre mi reserva, mi cita de ayer",
    ],
    purposeRequests: {
      bookings: ["cita, citas, consulta, consultas, reserva, reservas, reservar, agendar"],
      orders: ["pedido, pedidos, pedir, encargar, encargo, encargos"],
      quotes: ["presupuesto, presupuestos, cotizacion, cotizaciones"],
    },
    byIntake: {
      financeMeeting: ["reunion, consulta"],
      technologyRequest: ["soporte, ayuda con, problema, no funciona, presupuesto, proyecto"],
      quoteVisit: ["presupuesto, cotizacion, visita, reparar, arreglar, instalar"],
      roomStay: [
        "habitacion, habitaciones, cuarto, cuartos, alojamiento, hospedaje, hospedarme, hospedarnos, quedarme, quedarnos, una noche, noches, cabana",
      ],
      tripEnquiry: ["viaje, viajar, vacaciones, vuelo, vuelos, reservar, paquete, crucero"],
      consultingConsultation: ["consulta, reunion, asesoria, llamada"],
      generalRequest: ["solicitud, cita, reservar, pedido, presupuesto, necesito, quisiera, me gustaria"],
      takeawayOrder: ["para llevar, pedido, pedir, ordenar, encargar"],
      tableBooking: ["mesa, mesas, reserva, reservas, reservar, reservacion, reservaciones"],
      medicalAppointment: ["ver al doctor, ver al medico, ver a la doctora, consulta medica"],
      carService: [
        "servicio, reparar, arreglar, revision, cambio de aceite, llevar el carro, llevar el coche",
      ],
      legalConsultation: ["consulta, abogado, abogada, asesoria legal, caso"],
      propertyViewing: [
        "visita, ver la casa, ver la propiedad, ver el piso, ver el departamento, ver el apartamento, visitar",
      ],
      beautyAppointment: ["corte, manicura, masaje"],
      membershipEnquiry: ["membresia, membresias, inscribirme, afiliarme, hacerme socio, socio"],
      classBooking: ["clase, clases, sesion"],
      schoolTour: ["visita, visitar, recorrido, conocer la escuela, conocer el centro"],
      enrolmentEnquiry: [
        "inscribir, inscribirme, inscripcion, matricula, matricular, clases, cursos, programa",
      ],
      stockEnquiry: ["tienen, venden, busco, estoy buscando, disponible, pedido, encargar"],
    },
  },
  askedDays: {
    today: ["hoy, esta noche"],
    tomorrow: ["manana"],
    weekend: ["fin de semana"],
    christmasEve: ["nochebuena, noche buena"],
    christmas: ["navidad"],
    newYearsEve: ["nochevieja, noche vieja, fin de ano"],
    newYear: ["ano nuevo"],
    independenceDay: ["4 de julio"],
    thanksgiving: ["accion de gracias"],
  },
  callerDetails: spanishCallerDetails,
  ownerReplies: {
    yes: [
      "si, claro, vale, perfecto, esta bien, de acuerdo, me parece bien, bueno, dale, me gusta, excelente",
      "correcto",
    ],
    no: ["prefiero otro, otro, todavia no"],
    createRequest: ["crealo, crear el agente, crea el agente, adelante"],
    nonAnswers: ["no se, no lo se, no, si, gracias, hola"],
    languageRequests: ["en ingles, en espanol, hablar espanol, hablar ingles, habla espanol, habla ingles"],
    priceQuestions: ["cuanto cuesta, cuanto cobran, cuanto vale"],
    priceWords: ["precio, precios, costo, tarifa, tarifas"],
  },
  businessFacts: {
    wordsAfterAName: [
      "en, que, con, desde, ubicado, ubicada, ubicados, abrimos, abierto, abierta, somos, estamos, es, son",
      "para, cerca",
    ],
    notANameStart: [
      "un, una, el, la, los, las, mi, su, nuestro, nuestra, hola, gracias, si, claro, vale, bueno, abierto",
      "abiertos, cerrado",
    ],
    businessNameCues: ["se llama, se llaman, llamado, llamada, nombre es"],
    ownBusinessCues: ["somos, dueno de, duena de, propietario de, propietaria de, gerente de"],
    agentNameCues: [
      "que se llame, llamalo, llamala, el nombre del agente es, el nombre del agente sea",
      "el nombre del asistente es, el agente se llama, el agente se llamara, la asistente se llama",
      "el asistente se llama",
    ],
  },
  knowledgeFacts: spanishKnowledgeFacts,
  openingHours: {
    hoursCues: [
      "de, desde, entre, abrimos, abre, abren, abierto, abierta, abiertos, horario, atendemos, trabajamos",
    ],
    roundTheClock: [
      "24 horas al dia, abierto las 24 horas, abiertos las 24 horas, abierto 24 horas, abiertos 24 horas",
      "las 24 horas del dia",
    ],
  },
  emergencies: spanishEmergencies,
  numberWords: {
    units: ["cero, uno/un/una, dos, tres, cuatro, cinco, seis, siete, ocho, nueve"],
    teens: [
      "diez, once, doce, trece, catorce, quince, dieciseis, diecisiete, dieciocho, diecinueve, veinte",
      "veintiuno/veintiun/veintiuna, veintidos, veintitres, veinticuatro, veinticinco, veintiseis, veintisiete",
      "veintiocho, veintinueve",
    ],
    tens: ["veinte, treinta, cuarenta, cincuenta, sesenta, setenta, ochenta, noventa"],
    hundreds: [
      "cien/ciento, doscientos/doscientas, trescientos/trescientas, cuatrocientos/cuatrocientas",
      "quinientos/quinientas, seiscientos/seiscientas, setecientos/setecientas, ochocientos/ochocientas",
      "novecientos/novecientas",
    ],
    thousand: ["mil"],
    countedAfterOne: ["mil, dolar, dolares, peso, pesos, hora, horas, por"],
    half: ["media"],
    figureUnits: [
      "minuto, minutos, hora, horas, dia, dias, semana, semanas, dolar, dolares, euro, euros",
      "peso, pesos, centavo, centavos, centimo, centimos, mxn",
    ],
  },
  categoryServices: spanishCategoryServices,
  spokenWords: spanishSpokenWords,
  agentLines: spanishAgentLines,
  answerLines: spanishAnswers,
} satisfies Phrases;

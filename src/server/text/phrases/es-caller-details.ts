import type { Phrases } from "./phrases";

// Spanish: the words around the details a caller gives (names, numbers, party sizes); es.ts includes them.
export const spanishCallerDetails = {
  nameEnds: ["y, pero, por, para, con, que, mi, es, numero, telefono"],
  nameAnswerOpeners: ["si, claro, bueno, vale, pues, hola, perdon, disculpe"],
  nameAnswerCues: ["me llamo, mi nombre es, soy, es, habla, a nombre de, de parte de"],
  cuedValueEnds: [
    "para llevar, para recoger, a nombre, mi nombre, por favor, gracias, en stock, disponible, porque, y paso, y mi",
    "y yo",
  ],
  notAThing: [
    "que, si, hacer, reservar, pedir, ordenar, agendar, programar, solicitar, saber, preguntar, hablar, para llevar",
    "recoger",
  ],
  partyNouns: ["mesa, reserva, reservacion"],
  partyCountCues: ["para, de"],
  peopleCounted: ["personas, comensales, adultos"],
  partyOfCues: ["somos, seremos, para"],
  justOne: ["solo yo, yo solo, yo sola"],
  phoneZeros: ["cero"],
  nameCues: [
    "me llamo, mi nombre es, a nombre de, de parte de, mi apellido es, el apellido es, se llama, su nombre es",
  ],
  someoneElses: [
    "su, mi hijo, mi hija, mi esposo, mi esposa, mi mama, mi papa, mi perro, mi perra, mi gato, mi gata",
  ],
  someoneElsesCues: ["se llama, su nombre es"],
  capitalisedNameCues: ["soy, habla"],
  notNames: [
    "si, claro, bueno, hola, gracias, el, la, un, una, que, no, perdon, hoy, manana, lunes, martes",
    "miercoles, jueves, viernes, sabado, domingo, mi, mis, su, sus, tu, sobre, por, para",
    "vale, pues, adios, nada, perfecto, listo, oye, mire, venga, ok, okay, ya, bien, muy, y, pero, o, tambien",
    "necesito, quiero, quisiera, queria, busco, tengo, puedo, podria, estoy, voy, hay, es, esta, somos, me, se",
    "llamo, llamaba, favor, disculpe, perdone, oiga, necesitamos, queremos, tenemos, donde, cuando, como, cual",
    "correcto, exacto, exactamente, efectivamente, asi, eso, ambos, ninguno, personal, calle, avenida",
  ],
  sameNumber: ["este numero, ese numero, este mismo, el mismo, mismo numero, este telefono, desde este"],
  pastTimeWords: ["ayer, anoche, anteayer, desde hace, hace, la semana pasada, el otro dia"],
  looseTimeWords: [
    "cuando sea, cualquier, pronto, temprano, tarde, noche, manana, semana, mes, fin de semana",
    "lo antes posible, cuanto antes, en media hora, en una hora, en un rato, mediodia, a primera hora",
  ],
  dayAndTimeLeads: [
    "el, este, sobre, como a, hacia, alrededor de, despues de, antes de, en, para, por la, en la",
  ],
  notBeforeADay: ["en"],
  dayAndTimeJoins: ["a, por la, en la, de la"],
  hourLeads: [
    "a las, a la, sobre las, como a las, hacia las, alrededor de las, despues de las, antes de las",
  ],
  streetWords: ["calle, avenida, paseo, plaza, camino"],
  sentenceStarts: [
    "un, una, unos, unas, el, la, los, las, mi, mis, su, sus, dos, tres, cuatro, cinco, seis, siete, ocho",
    "nueve, diez, solo, tiene, tengo, es, esta, hay",
  ],
  saysNothing: [
    "si, claro, vale, bueno, gracias, por, favor, hola, y, pero, eso, es, todo, esto, que, me, mi, su, le",
    "les, lo, quiero, quisiera, gustaria, dejar, un, una, mensaje, recado, nombre, numero, telefono",
    "llamo, soy, habla, de, del, el, la, para, sobre, pasar, paselo, digale, diga, este, ese, esta, mismo",
    "desde, perdon, disculpe, celular, cel, movil, whatsapp, al, a, en, puede, pueden, llamarme",
    "localizarme, contactarme, marcarme, correcto, exacto, exactamente, perfecto, acuerdo, bien",
  ],
  fillerLeads: ["si, claro, bueno, vale, pues, eh, este"],
  hesitationSounds: ["eh, ehh, em, mm, mmm, este, ah, pues, bueno, o sea, a ver"],
  withholdsName: [
    "prefiero no, preferiria no, prefiero que no, mejor no, no quiero dar, no quiero decir, no quiero dejar",
    "no le quiero dar, no le quiero decir, no se lo quiero dar, no se lo quiero decir, no doy mi nombre",
    "no voy a dar, no voy a decir, no deseo dar, no deseo decir, no quisiera dar, no quisiera decir",
    "sin dar mi nombre, sin nombre, anonimo, anonima, de forma anonima",
  ],
  requestLeads: [
    "necesito, quiero, quisiera, me gustaria, busco, es para, es sobre, sobre, llamo por, llamo para",
  ],
  reasonOpeners: ["y, pero, hola, si, buenas tardes, buenas noches, buenos dias, buenas, bueno, oiga"],
  callerSubjects: ["yo"],
  callAboutCues: [
    "llamo por, llamo para, llamo sobre, le llamo por, le llamo para, le llamo sobre, estoy llamando por",
    "estoy llamando para, estoy llamando sobre, es sobre",
  ],
  reasonOnlyLeads: ["es por"],
  politeEndings: ["por favor, gracias, eso es todo, es todo, nada mas"],
  correctionCues: [
    "no, perdon, mejor, quiero decir, mas bien, en realidad, cambielo a, cambialo a, cambie, que sean, que sea",
    "me equivoque, corrijo, digo, espere, disculpe",
  ],
  takenBack: ["en vez de, en lugar de, y no"],
  determiners: ["un, una, unos, unas, el, la, los, las, mi, mis, su, sus, nuestro, nuestra"],
  possessives: ["mi, mis, nuestro, nuestra"],
  keywordJoins: ["y, con"],
  nameJoins: ["y, &"],
  soundAlikeLetters: ["ck, cs, gj, iy, bv, sz, cz"],
  detailNames: {
    name: ["nombre, apellido"],
    phone: ["numero, telefono, celular"],
    when: ["hora, dia, fecha"],
    "party-size": ["personas, cuantos somos, numero de personas, comensales"],
  },
} satisfies Phrases["callerDetails"];

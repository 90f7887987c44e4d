import type { Phrases } from "./phrases";

// Spanish words of emergencies callers report, by kind, and of what an owner's purpose says to do in one.
export const spanishEmergencies: Phrases["emergencies"] = {
  lifeThreatening: [
    "dolor en el pecho, dolor de pecho, le duele el pecho, me duele el pecho, ataque al corazon, infarto",
    "paro cardiaco, no puede respirar, no puedo respirar, no respira, le cuesta respirar, me cuesta respirar",
    "dificultad para respirar, se esta ahogando, se ahoga, labios morados, se esta poniendo morado",
    "inconsciente, se desmayo, perdio el conocimiento, no reacciona, no despierta, se desplomo",
    "sangra mucho, sangrando mucho, no para de sangrar, no deja de sangrar, hemorragia, mucha sangre",
    "sobredosis, muchas pastillas, derrame cerebral, embolia, ictus, la cara caida, no puede hablar bien",
    "brazo entumido, convulsion, convulsiones, convulsionando, descarga electrica, se electrocuto",
    "le dio una descarga, le dio la corriente, se le cierra la garganta, anafilaxia, se trago ~ veneno/cloro",
    "tomo ~ veneno/cloro, quiero morir, quitarme la vida, suicidarme",
  ],
  danger: [
    "hay fuego, incendio, se esta quemando, huele a gas, olor a gas, fuga de gas, se sale el gas",
    "monoxido de carbono, alarma de monoxido",
  ],
  home: [
    "se revento un tubo, se me revento un tubo, tubo ~ reventado/roto/revento/rompio, tuberia ~ rota",
    "tuberia ~ reventada/revento/rompio, cano ~ roto/reventado/revento, revento ~ tubo/tuberia/cano",
    "se rompio ~ tubo/tuberia/cano, inundacion, inundado, inundada, se inunda, se esta inundando, se inundo",
    "se me inunda, se me esta inundando, se me inundo, inundando, el agua no para, no para de salir agua",
    "agua ~ por todas partes/por todos lados/por todo, sale agua ~ techo, cae agua ~ techo, agua ~ techo",
    "aguas negras, aguas residuales, drenaje ~ regresando/se regresa/sale, desague ~ sale/regresa",
    "inodoro ~ desborda/rebosando/tapado y sale, sin agua, no tenemos agua, no hay agua, sin calefaccion",
    "no hay calefaccion, no funciona la calefaccion, tubos congelados, tuberias congeladas",
    "calefaccion ~ no funciona/se descompuso/dejo de funcionar/no prende, se descompuso ~ calefaccion/calentador",
  ],
  electrical: [
    "olor a quemado, huele a quemado, chispas, saca chispas, echando chispas, enchufe ~ humo/derretido",
    "enchufe ~ quemado, cables pelados, cable pelado, sin luz, se fue la luz, no hay luz, no tenemos luz",
    "corto circuito, cortocircuito",
  ],
  medical: [
    "se le rompio un diente, se me rompio un diente, se le quebro un diente, diente ~ de un golpe",
    "golpe ~ diente, cara ~ hinchada, hinchazon, se le hincho, absceso, dolor insoportable",
    "dolor muy fuerte, fiebre muy alta, bebe ~ fiebre, se rompio ~ brazo/pierna/hueso, fractura",
    "corte profundo, necesita puntos, quemadura, reaccion alergica, se golpeo la cabeza, golpe en la cabeza",
    "sangrando ~ encia/encias/boca",
  ],
  pet: [
    "comio ~ veneno/chocolate/raticida/anticongelante/uvas/pasas/pastillas/cebolla, se trago ~ veneno",
    "se trago ~ chocolate/raticida/calcetin/juguete/hueso, envenenado, envenenada, envenenamiento",
    "atropello, atropellado, atropellada, atropellaron, convulsion, convulsiones, convulsionando",
    "no respira, no puede respirar, estomago ~ hinchado, panza hinchada, se desmayo, sangra mucho",
    "lo mordio, la mordio, quiere vomitar y no puede, golpe de calor",
  ],
  pets: [
    "perro, perros, perrito, perrita, perra, gato, gatos, gatito, gatita, gata, mascota, conejo, cachorro",
    "caballo, pajaro, loro",
  ],
  auto: [
    "se me descompuso ~ carretera/autopista, me quede tirado, me quede varado, varado, varada",
    "averiado ~ carretera/autopista, sin frenos, frenos ~ fallaron/no funcionan/no responden",
    "me fallaron los frenos, choque, chocamos, tuve un accidente, acabo de tener un accidente",
    "accidente ~ carretera/autopista, se poncho ~ autopista/carretera, revento una llanta",
    "carro ~ humo/fuego, coche ~ humo/fuego",
  ],
  legal: [
    "arrestado, arrestada, arrestaron, detenido, detenida, detuvieron, en la carcel, preso, presa",
    "corte ~ manana/hoy, audiencia ~ manana/hoy, juicio ~ manana, me notificaron, me llego una demanda",
    "orden de desalojo, aviso de desalojo, orden de restriccion, plazo ~ manana/hoy/vence",
    "migra ~ detuvo/agarro/llevo, deportar, deportacion, orden de arresto",
  ],
  general: [
    "es una emergencia, tengo una emergencia, tenemos una emergencia, hay una emergencia, es urgente",
    "muy urgente, es una urgencia, tengo una urgencia, ayuda urgente, auxilio, socorro",
  ],
  negations: ["no, sin, nunca, nada, ya no, ni"],
  aboutTheService: [
    "cuanto cuesta, cuanto cobran, cuanto sale, cuanto es, precio, precios, tarifa, cobran, hacen",
    "arreglan, reparan, atienden, en caso de, que pasa si, si alguna vez, seguro, cubre",
  ],
  purposeTopics: [
    "emergencia, emergencias, urgente, urgentes, urgencia, urgencias, fuera de horario, grua, remolque",
    "averia, averias",
  ],
  purposeTellCues: [
    "digale que, digales que, indiquele que, indiqueles que, pidale que, pidales que, dile que",
    "diles que, aconsejele que",
  ],
  purposeSendCues: [
    "mandelos a, envielos a, remitalos a, mande las emergencias a, envie las emergencias a",
    "pasele el numero, deles el numero",
  ],
  purposeDirectVerbs: ["que llame, que llamen, que vaya, que vayan, llamar, llame, llamen, ir, vaya, vayan"],
  purposeAfterHours: [
    "fuera de horario, fuera del horario, cuando estemos cerrados, cuando esta cerrado, de noche",
    "por la noche, fines de semana",
  ],
  purposeAgentTasks: ["marque, marcar, tome un mensaje, tomar un mensaje, anote, anotar, avise, avisar"],
  purposeToTheCaller: [
    "llamen=llame, vayan=vaya, cierren=cierre, apaguen=apague, salgan=salga, cuelguen=cuelgue, lleven=lleve",
    "marquen=marque",
  ],
};
